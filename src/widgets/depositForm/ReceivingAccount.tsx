import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

/** The merchant's account a manual transfer is paid to, each value with a button that copies it. */
export function ReceivingAccount() {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { data, error, retry } = useCallRead('manualTransferAccount', {});
  if (error !== undefined && !data) return <RetryBox onRetry={retry} testId="manual-account-retry" />;
  if (!data) return <Skeleton height={190} />;
  const copy = (text: string) => {
    void env.copyText(text).then(
      () => env.notify({ messageKey: 'copy_success', kind: 'success' }),
      (err: unknown) => {
        env.notify({ messageKey: 'copy_failed', kind: 'error' });
        env.report('copying the receiving account failed', err);
      },
    );
  };
  const fact = (termKey: string, value: string) => ({
    term: t(termKey),
    value: value ? (
      <span className="deposit-account-value">
        <span>{value}</span>
        <Button variant="ghost" size="compact" icon="copy" iconOnly label={t('deposit_manual_copy', { what: t(termKey) })} onClick={() => copy(value)} />
      </span>
    ) : (
      '–'
    ),
  });
  return (
    <Card className="deposit-account" testId="manual-account">
      <h3 className="deposit-account-title">{t('deposit_manual_pay_to')}</h3>
      <p className="deposit-order-note">{t('deposit_manual_steps')}</p>
      <Facts
        items={[
          fact('deposit_manual_bank', data.bankName),
          fact('deposit_manual_account_name', data.accountName),
          fact('deposit_manual_account_no', data.accountNo),
          ...(data.branch ? [fact('deposit_manual_branch', data.branch)] : []),
        ]}
      />
    </Card>
  );
}
