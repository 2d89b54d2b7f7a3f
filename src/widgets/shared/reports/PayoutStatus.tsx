import { useTranslation } from 'react-i18next';
import './reports.css';

export type PayoutState = 'PENDING' | 'PAID' | 'REJECTED';

const TONE: Record<PayoutState, string> = { PENDING: 'wait', PAID: 'done', REJECTED: 'refused' };

/** A dividend's or a salary's state in words and colour: pending (muted), paid (success), rejected (danger). */
export function PayoutStatus({ status }: { status: PayoutState }) {
  const { t } = useTranslation();
  return <span className={`payout-status payout-status-${TONE[status]}`}>{t(`payout_status_${status.toLowerCase()}`)}</span>;
}
