import { useTranslation } from 'react-i18next';
import type { DepositReportResponse } from '../../generated/api/depositReport.response.ts';
import type { WithdrawReportResponse } from '../../generated/api/withdrawReport.response.ts';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { List, Row } from '../../ui/List.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { usePagedCall } from '../../renderer/usePagedCall.ts';
import './orderHistory.css';

type Page = DepositReportResponse | WithdrawReportResponse;
type Order = Page['content'][number];

/** A settled order's word depends on its kind: a deposit is credited to the wallet, a withdrawal paid out. */
const SUCCESS_KEY = { deposit: 'deposit_status_success', withdraw: 'withdraw_status_paid' } as const;
const STATUS_KEY: Record<Exclude<Order['status'], 'SUCCESS'>, string> = {
  PENDING: 'deposit_status_pending',
  FAILED: 'deposit_status_failed',
  PROCESSING: 'withdraw_status_processing',
  REJECTED: 'withdraw_status_rejected',
};
/** A reported bank transfer (a deposit with a reference) waits for its check, not for a payment. */
const isTransfer = (o: Order): boolean => 'reference' in o && o.reference !== null;
/** An operator's rejection of a reported transfer, with the reason they gave (absent on every other order). */
const rejectionOf = (o: Order): string | null => (o.status === 'FAILED' && isTransfer(o) && 'reason' in o && o.reason ? o.reason : null);
const statusKey = (kind: keyof typeof SUCCESS_KEY, o: Order): string => {
  if (o.status === 'SUCCESS') return SUCCESS_KEY[kind];
  if (isTransfer(o)) {
    if (o.status === 'PENDING') return 'deposit_status_review';
    if (o.status === 'FAILED') return 'deposit_status_rejected';
  }
  return STATUS_KEY[o.status];
};
/** The status's colour: waiting (muted), done (success), refused (danger). */
const TONE: Record<Order['status'], string> = { PENDING: 'wait', PROCESSING: 'wait', SUCCESS: 'done', FAILED: 'refused', REJECTED: 'refused' };

/**
 * `transferName`: a bank transfer's channel in the member's language (the platform names channels in English);
 * `dateTime`: when the order was placed, on the brand's clock as every record list writes it.
 */
const detailOf = (o: Order, transferName: string, dateTime: (ms: number) => string): string =>
  [
    dateTime(o.createdAt),
    isTransfer(o) ? transferName : 'channelName' in o ? o.channelName : `${o.bankName} ${o.accountNo}`,
    'reference' in o && o.reference ? o.reference : null,
    o.orderNo,
  ]
    .filter(Boolean)
    .join(' · ');

/** Money orders with their state; later pages load on demand and start again when the first page reloads. */
export function Component({ props, data }: WidgetProps<'orderHistory'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { session } = useConditionContext();
  const first = data?.data;
  // The later pages of the bound first page, in its size.
  const list = usePagedCall(props.kind === 'deposit' ? 'depositReport' : 'withdrawReport', { pageSize: first?.content.length || 10 }, { first });
  if (!session.isRealAccount) return null;
  const title = t(props.titleKey ?? `${props.kind}_history`);
  if (data?.error && !first)
    return (
      <Section title={title}>
        <RetryBox onRetry={data.retry} />
      </Section>
    );
  if (!first)
    return (
      <Section title={title}>
        <Skeleton height={120} />
      </Section>
    );
  const orders = list.items;
  return (
    <Section title={title}>
      {orders.length === 0 ? (
        <EmptyState message={t(`${props.kind}_history_empty`)} testId={`${props.kind}-history-empty`} />
      ) : (
        <List label={title} testId={`${props.kind}-history`}>
          {orders.map((o) => (
            <Row
              key={o.orderNo}
              label={formatNumber(o.amount, 2)}
              detail={
                rejectionOf(o) ? (
                  <>
                    {detailOf(o, t('deposit_manual'), clock.dateTime)}
                    <span className="order-reason">{t('deposit_rejected_reason', { reason: rejectionOf(o) })}</span>
                  </>
                ) : (
                  detailOf(o, t('deposit_manual'), clock.dateTime)
                )
              }
              end={<span className={`order-status order-status-${TONE[o.status]}`}>{t(statusKey(props.kind, o))}</span>}
            />
          ))}
        </List>
      )}
      <LoadMore hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreFailed} onLoad={() => void list.loadMore()} />
    </Section>
  );
}
