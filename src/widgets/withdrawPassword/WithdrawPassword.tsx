import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { List, Row } from '../../ui/List.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LockNotice } from '../shared/wallet/LockNotice.tsx';
import { SetPasswordForm } from '../shared/wallet/SetPasswordForm.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

/** Set the withdrawal password, or reset it with the login password; the lock after wrong tries shows here too. */
export function Component({ data, emit }: WidgetProps<'withdrawPassword'>) {
  const { t } = useTranslation();
  const { session, flags } = useConditionContext();
  const [resetting, setResetting] = useState(false);
  if (!session.isRealAccount) return null;
  if (data?.error && !data.data) return <RetryBox onRetry={data.retry} />;
  const account = data?.data;
  if (!account) return <Skeleton height={96} />;
  if (!account.hasPassword) return <SetPasswordForm emit={emit} onSaved={() => data?.refresh()} />;
  return (
    <>
      <List label={t('withdraw_password')} testId="withdraw-password">
        <Row
          icon="lock"
          label={t('withdraw_password')}
          detail={t('withdraw_password_is_set')}
          end={<Button variant="secondary" size="compact" label={t('withdraw_password_reset')} onClick={() => setResetting(true)} />}
        />
      </List>
      <LockNotice lock={account.lock} />
      {resetting
        ? createPortal(<ResetPasswordDialog emit={emit} byPhone={flags.CHNGPASSVERIF3 === true} onClose={() => setResetting(false)} />, document.body)
        : null}
    </>
  );
}
