import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '../../generated/api/shapes/depositOrder.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Icon } from '../../ui/Icon.tsx';

/** A deposit order's state: waiting for its channel (the member may leave), or settled with a way to deposit again. */
export function OrderState({ order, settled, onAgain }: { order: DepositOrder; settled: boolean; onAgain(): void }) {
  const { t } = useTranslation();
  // A reported bank transfer (it has a reference) waits for someone to check it, not for a payment to arrive.
  const transfer = order.reference !== null;
  const status = settled
    ? order.status === 'SUCCESS'
      ? 'deposit_status_success'
      : transfer
        ? 'deposit_status_rejected'
        : 'deposit_status_failed'
    : transfer
      ? 'deposit_status_review'
      : 'deposit_status_pending';
  return (
    <Card className="deposit-order" testId="deposit-order">
      <p className="deposit-order-status" role="status">
        <Icon name={settled ? (order.status === 'SUCCESS' ? 'star' : 'warning') : 'clock'} size={22} />
        {t(status)}
      </p>
      <Facts
        items={[
          { term: t('deposit_amount'), value: formatNumber(order.amount, 2) },
          { term: t('deposit_order_no'), value: order.orderNo },
          ...(order.reference ? [{ term: t('deposit_manual_reference'), value: order.reference }] : []),
          ...(order.bonus ? [{ term: t('deposit_bonus'), value: formatNumber(order.bonus, 2) }] : []),
        ]}
      />
      {settled && order.reason ? <p className="deposit-order-note">{t('deposit_rejected_reason', { reason: order.reason })}</p> : null}
      {settled ? (
        <Button block label={t('deposit_again')} onClick={onAgain} />
      ) : (
        <p className="deposit-order-note">{t(transfer ? 'deposit_manual_pending_note' : 'deposit_pending_note')}</p>
      )}
    </Card>
  );
}
