import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositReportResponse } from '../../generated/api/depositReport.response.ts';
import { formatDay } from '../../core/formatDate.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { List, Row } from '../../ui/List.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import './depositHistory.css';

const STATUS_KEY = { PENDING: 'deposit_status_pending', SUCCESS: 'deposit_status_success', FAILED: 'deposit_status_failed' } as const;

/** Deposit orders with their state; later pages load on demand and start again when the first page reloads. */
export function Component({ props, data }: WidgetProps<'depositHistory'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { session } = useConditionContext();
  const first = data?.data;
  const [more, setMore] = useState<{ after: DepositReportResponse | undefined; pages: DepositReportResponse[] }>({ after: undefined, pages: [] });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!session.isRealAccount) return null;
  const title = t(props.titleKey ?? 'deposit_history');
  if (data?.error && !first) return <Section title={title}><RetryBox onRetry={data.retry} /></Section>;
  if (!first) return <Section title={title}><Skeleton height={120} /></Section>;
  const pages = [first, ...(more.after === first ? more.pages : [])];
  const last = pages[pages.length - 1];
  const orders = pages.flatMap((p) => p.content);
  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await env.api.call('depositReport', { pageNo: last.pageNum + 1, pageSize: first.content.length || 10 });
      setMore((m) => ({ after: first, pages: [...(m.after === first ? m.pages : []), next] }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Section title={title}>
      {orders.length === 0 ? (
        <EmptyState message={t('deposit_history_empty')} testId="deposit-history-empty" />
      ) : (
        <List label={title} testId="deposit-history">
          {orders.map((o) => (
            <Row key={o.orderNo} label={formatNumber(o.amount, 2)} detail={`${formatDay(o.createdAt, '-')} · ${o.channelCode} · ${o.orderNo}`}
              end={<span className={`deposit-status deposit-status-${o.status.toLowerCase()}`}>{t(STATUS_KEY[o.status])}</span>} />
          ))}
        </List>
      )}
      {last.pageNum < last.totalPages ? (
        <Button variant="secondary" block busy={loading} disabled={loading} label={t(failed ? 'load_failed_retry' : 'load_more')} onClick={() => void loadMore()} />
      ) : null}
    </Section>
  );
}
