import { useTranslation } from 'react-i18next';
import type { WithdrawLockResponse } from '../../../generated/api/withdrawLock.response.ts';
import { useBrandClock } from '../../../renderer/timeZone.ts';
import { Card } from '../../../ui/Card.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import './wallet.css';

/** Withdrawals locked after wrong withdrawal passwords: until when, on the brand's clock. Nothing when unlocked. */
export function LockNotice({ lock }: { lock: WithdrawLockResponse }) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  if (lock.lockedUntil === null) return null;
  return (
    <Card className="lock-notice" testId="withdraw-locked">
      <p className="lock-notice-text" role="status">
        <Icon name="lock" size={22} />
        {t('withdraw_locked_until', { time: clock.dateTime(lock.lockedUntil) })}
      </p>
    </Card>
  );
}
