import { useTranslation } from 'react-i18next';
import type { WithdrawLockResponse } from '../../../generated/api/withdrawLock.response.ts';
import { formatDateTime } from '../../../core/formatDate.ts';
import { Card } from '../../../ui/Card.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import './wallet.css';

/** Withdrawals locked after wrong withdrawal passwords: until when, in the member's own time. Nothing when unlocked. */
export function LockNotice({ lock }: { lock: WithdrawLockResponse }) {
  const { t } = useTranslation();
  if (lock.lockedUntil === null) return null;
  return (
    <Card className="lock-notice" testId="withdraw-locked">
      <p className="lock-notice-text" role="status">
        <Icon name="lock" size={22} />
        {t('withdraw_locked_until', { time: formatDateTime(lock.lockedUntil) })}
      </p>
    </Card>
  );
}
