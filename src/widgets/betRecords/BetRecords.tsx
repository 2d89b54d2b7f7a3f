import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { List, Row } from '../../ui/List.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { usePagedCall } from '../../renderer/usePagedCall.ts';
import { PeriodChips, useRecordsPeriod } from '../shared/records/PeriodChips.tsx';
import { SignedAmount } from '../shared/records/SignedAmount.tsx';
import { OrderDialog } from './OrderDialog.tsx';

/** Bet records of a period with its totals; a record opens its detail. */
export function Component({ props, emit }: WidgetProps<'betRecords'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { env } = useRenderer();
  const id = useId();
  const period = useRecordsPeriod(props, env.clock.now());
  const [open, setOpen] = useState<string | null>(null);
  const pageSize = props.pageSize;
  const list = usePagedCall('betOrders', { pageSize, ...period.range });
  const totals = list.pages[0]?.totals;
  return (
    <div className="records" data-testid="bet-records">
      <PeriodChips name={`${id}-period`} presets={period.presets} value={period.preset} onChange={period.setPreset} />
      {list.status === 'error' ? (
        <RetryBox onRetry={list.retry} />
      ) : list.status === 'loading' ? (
        <Skeleton height={240} />
      ) : list.items.length === 0 ? (
        <EmptyState message={t('bets_empty')} testId="bets-empty" />
      ) : (
        <>
          {totals ? (
            <Facts
              testId="bets-totals"
              items={[
                { term: t('bets_total_bet'), value: formatNumber(totals.bet, 2) },
                { term: t('bets_total_win'), value: formatNumber(totals.win, 2) },
                { term: t('bets_total_net'), value: <SignedAmount value={totals.net} /> },
              ]}
            />
          ) : null}
          <List label={t('bets_title')} testId="bets-list">
            {list.items.map((o) => (
              <Row
                key={o.orderNo}
                label={o.gameName}
                detail={`${clock.dateTime(o.createdAt)} · ${o.vendor}${o.status === 'SETTLED' ? '' : ` · ${t(`bets_status_${o.status}`)}`}`}
                onClick={() => setOpen(o.orderNo)}
                chevron={false}
                end={
                  <span className="records-money">
                    <SignedAmount value={o.net} />
                    <span className="records-balance">{t('bets_bet_amount', { amount: formatNumber(o.bet, 2) })}</span>
                  </span>
                }
              />
            ))}
          </List>
        </>
      )}
      <LoadMore auto hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreFailed} onLoad={() => void list.loadMore()} />
      {open ? createPortal(<OrderDialog orderNo={open} emit={emit} onChanged={list.retry} onClose={() => setOpen(null)} />, document.body) : null}
    </div>
  );
}
