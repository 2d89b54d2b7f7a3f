import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
import { formatNumber } from '../../core/formatNumber.ts';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { List, Row } from '../../ui/List.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SelectField } from '../../ui/TextField.tsx';
import { usePagedCall } from '../../renderer/usePagedCall.ts';
import { PeriodChips, useRecordsPeriod } from '../shared/records/PeriodChips.tsx';
import { SignedAmount } from '../shared/records/SignedAmount.tsx';

const ALL = '';

/** Wallet movements with a type filter and date presets; pages load as the end of the list nears. */
export function Component({ props, data }: WidgetProps<'transactionRecords'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { env } = useRenderer();
  const id = useId();
  const period = useRecordsPeriod(props, env.clock.now());
  const [code, setCode] = useState(ALL);
  const codes = data?.data?.list;
  // "All" asks for every code offered: for an agent (types A) that is the agent's codes, not the member's.
  const txCode = code === ALL ? (codes ?? []).map((c) => c.txCode).join(',') : code;
  const { range } = period;
  const pageSize = props.pageSize;
  const list = usePagedCall('memberTransactions', codes ? { pageSize, txCode, ...range } : null);
  const nameOf = (txCode: string) => t(`tx_${txCode}`, { defaultValue: codes?.find((c) => c.txCode === txCode)?.txName ?? txCode });

  if (data?.error && !codes) return <RetryBox onRetry={data.retry} />;
  return (
    <div className="records" data-testid="transaction-records">
      <div className="records-filters">
        <SelectField id={`${id}-type`} label={t('records_type')} value={code} onValue={setCode} disabled={!codes}>
          <option value={ALL}>{t('records_all_types')}</option>
          {(codes ?? []).map((c) => (
            <option key={c.txCode} value={c.txCode}>
              {nameOf(c.txCode)}
            </option>
          ))}
        </SelectField>
        <PeriodChips name={`${id}-period`} presets={period.presets} value={period.preset} onChange={period.setPreset} />
      </div>
      {list.status === 'error' ? (
        <RetryBox onRetry={list.retry} />
      ) : list.status === 'loading' ? (
        <Skeleton height={240} />
      ) : list.items.length === 0 ? (
        <EmptyState message={t('records_empty')} testId="records-empty" />
      ) : (
        <List label={t('title_transaction_record')} testId="records-list">
          {list.items.map((e) => (
            <Row
              key={e.id}
              label={nameOf(e.txCode)}
              // The memo is what a person reads (the game, the promotion, the channel); the reference is an id
              // (G101875 for a game round), shown only when there is no memo.
              detail={[clock.dateTime(e.createdAt), e.memo || e.reference].filter(Boolean).join(' · ')}
              end={
                <span className="records-money">
                  <SignedAmount value={e.amount} />
                  <span className="records-balance">{t('records_balance_after', { amount: formatNumber(e.balance, 2) })}</span>
                </span>
              }
            />
          ))}
        </List>
      )}
      <LoadMore auto hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreFailed} onLoad={() => void list.loadMore()} />
    </div>
  );
}
