import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { SignedAmount } from '../shared/records/SignedAmount.tsx';
import { LotteryPart } from './LotteryPart.tsx';
import './betRecords.css';

/**
 * One record in full: game, time, order number, bet, win, net; a round adds the balance after it and the reels it
 * stopped on, a lottery order its draw and picks (cancellable before the draw closes).
 */
export function OrderDialog({
  orderNo,
  emit,
  onChanged,
  onClose,
}: {
  orderNo: string;
  emit: WidgetProps<'betRecords'>['emit'];
  onChanged(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const id = useId();
  const read = useCallRead('betOrderDetail', { orderNo });
  const order = read.data;
  return (
    <Dialog onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} testId="bet-order">
      <h2 id={`${id}-title`} className="panel-form-title">
        {order ? order.gameName : t('bets_detail')}
      </h2>
      {read.status === 'error' ? (
        <RetryBox onRetry={read.retry} />
      ) : !order ? (
        <Skeleton height={200} />
      ) : (
        <>
          <Facts
            items={[
              { term: t('bets_order_no'), value: order.orderNo },
              { term: t('bets_time'), value: clock.dateTime(order.createdAt) },
              { term: t('bets_vendor'), value: order.vendor },
              { term: t('bets_total_bet'), value: formatNumber(order.bet, 2) },
              { term: t('bets_total_win'), value: formatNumber(order.win, 2) },
              { term: t('bets_total_net'), value: <SignedAmount value={order.net} /> },
              ...(order.balanceAfter === null ? [] : [{ term: t('withdraw_balance_after'), value: formatNumber(order.balanceAfter, 2) }]),
            ]}
          />
          {order.reels.length > 0 ? (
            <table className="bet-reels" aria-label={t('bets_reels')}>
              <tbody>
                {order.reels[0].map((_, row) => (
                  <tr key={row}>
                    {order.reels.map((column, c) => (
                      <td key={c}>{column[row]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {order.lottery ? (
            <LotteryPart
              lottery={order.lottery}
              emit={emit}
              onChanged={() => {
                read.retry();
                onChanged();
              }}
            />
          ) : null}
        </>
      )}
    </Dialog>
  );
}
