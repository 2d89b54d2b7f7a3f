import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useMutation } from '../../renderer/useMutation.ts';
import { Button } from '../../ui/Button.tsx';
import { Choices } from '../../ui/Choices.tsx';
import { FormError } from '../../ui/FormError.tsx';
import { PanelForm } from '../../ui/PanelForm.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SelectField, TextField } from '../../ui/TextField.tsx';
import { parseAmount } from '../shared/wallet/amount.ts';
import { transferErrorKey } from './transferErrors.ts';
import { VendorBalances } from './VendorBalances.tsx';
import './walletTransfer.css';

type Direction = 'toVendor' | 'toMain';

/**
 * Money between the main wallet and a vendor's wallet: direction, vendor, amount (All: what the source holds),
 * Transfer. The platform moves it as one ledger transaction; the answer is told to the document as `done` / `failed`.
 */
export function Component({ data, emit }: WidgetProps<'walletTransfer'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const ids = useId();
  const transfer = useMutation(emit);
  const [direction, setDirection] = useState<Direction>('toVendor');
  const [vassalage, setVassalage] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [edited, setEdited] = useState(false);
  const wallets = data?.data;
  if (data?.error && !wallets) return <RetryBox onRetry={data.retry} testId="transfer-retry" />;
  if (!wallets) return <Skeleton height={420} />;

  // Back to the main wallet, the vendor wallets that hold money are offered first.
  const vendors = direction === 'toMain' ? [...wallets.list].sort((a, b) => Number(b.balance > 0) - Number(a.balance > 0)) : wallets.list;
  const vendor = vendors.find((v) => v.vassalage === vassalage) ?? vendors[0];
  if (!vendor) return null;
  const available = direction === 'toVendor' ? wallets.mainBalance : vendor.balance;
  const sourceName = direction === 'toVendor' ? t('transfer_main_wallet') : vendor.displayName;
  const value = parseAmount(amount);
  const problem = !amount.trim()
    ? t('transfer_amount_required')
    : value === null
      ? t('transfer_amount_invalid')
      : value > available
        ? t('transfer_over_balance', { wallet: sourceName, available: formatNumber(available, 2) })
        : null;
  const refusalKey = transfer.error ? transferErrorKey(transfer.errorCode ?? '') : null;
  const refusal = edited || transfer.error === undefined ? null : transfer.error === null ? t('request_failed') : refusalKey ? t(refusalKey) : transfer.error;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || value === null) {
      document.getElementById(`${ids}-amount`)?.focus();
      return;
    }
    setEdited(false);
    const [fromWalletId, toWalletId] = direction === 'toVendor' ? [wallets.mainWalletId, vendor.walletId] : [vendor.walletId, wallets.mainWalletId];
    const done = await transfer.send('walletTransfer', { fromWalletId, toWalletId, amount: value }, { donePayload: (r) => ({ amount: r.amount }) });
    if (!done) return;
    const key = direction === 'toVendor' ? 'transfer_done_to_vendor' : 'transfer_done_to_main';
    env.notify({ messageKey: key, values: { amount: formatNumber(done.amount, 2), wallet: vendor.displayName }, kind: 'success' });
    setAmount('');
    setTried(false);
  };
  const change = (f: () => void) => {
    f();
    setEdited(true);
  };

  return (
    <div className="wallet-transfer">
      <p className="wallet-transfer-main" data-testid="transfer-main-balance">
        <span>{t('transfer_main_wallet')}</span>
        <strong>{formatNumber(wallets.mainBalance, 2)}</strong>
      </p>
      <PanelForm onSubmit={(e) => void submit(e)} busy={transfer.busy} testId="transfer-form">
        <Choices
          legend={t('transfer_direction')}
          name={`${ids}-direction`}
          value={direction}
          onChange={(d) => change(() => setDirection(d as Direction))}
          columns={2}
          choices={[
            { value: 'toVendor', title: t('transfer_to_vendor') },
            { value: 'toMain', title: t('transfer_to_main') },
          ]}
        />
        <SelectField id={`${ids}-vendor`} label={t('transfer_vendor_wallet')} value={vendor.vassalage} onValue={(v) => change(() => setVassalage(v))}>
          {vendors.map((v) => (
            <option key={v.vassalage} value={v.vassalage}>
              {`${v.displayName} · ${formatNumber(v.balance, 2)}`}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${ids}-amount`}
          label={t('transfer_amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onValue={(v) => change(() => setAmount(v))}
          error={tried && problem ? problem : undefined}
          hint={t('transfer_available', { wallet: sourceName, available: formatNumber(available, 2) })}
          end={<Button variant="ghost" size="compact" label={t('transfer_all')} onClick={() => change(() => setAmount(available.toFixed(2)))} />}
        />
        <FormError message={refusal} testId="transfer-error" />
        <Button type="submit" block busy={transfer.busy} disabled={transfer.busy} label={t('transfer_submit')} />
      </PanelForm>
      <VendorBalances wallets={wallets.list} />
    </div>
  );
}
