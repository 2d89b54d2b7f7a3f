import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import type { WidgetProps } from '../../renderer/defineWidget.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { RetryBox } from '../../renderer/RetryBox.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Facts } from '../../ui/Facts.tsx';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { Section } from '../../ui/Section.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { SelectField } from '../../ui/TextField.tsx';
import { usePagedCall } from '../../renderer/usePagedCall.ts';
import { SignedAmount } from '../shared/records/SignedAmount.tsx';
import { TeamResultNote } from '../shared/reports/TeamResultNote.tsx';
import { DateRangeFilter } from '../shared/reports/DateRangeFilter.tsx';
import { moneyText, ReportCards } from '../shared/reports/ReportCards.tsx';
import { useDateRange } from '../shared/reports/useDateRange.ts';
import { type ColumnKind, figureOf, REPORTS, reportSort } from './reports.ts';

/** The platform's longest report range in days. */
const MAX_DAYS = 93;

/** Team profit and loss, betting or rebate per direct downline for a range: totals, sort, cards, load more. */
export function Component({ props }: WidgetProps<'teamReport'>) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const id = useId();
  const dates = useDateRange(props, env.clock.now(), MAX_DAYS);
  const [sort, setSort] = useState('');
  const spec = REPORTS[props.report];
  const pageSize = props.pageSize;
  const { range } = dates;
  const sortBy = reportSort(props.report, sort);
  const list = usePagedCall(props.report, range ? { ...range, pageSize, ...(sortBy ? { sort: sortBy } : {}) } : null);

  const figure = (kind: ColumnKind, value: number, key: string): ReactNode => {
    const text =
      kind === 'signed' ? (
        <SignedAmount value={value} symbol={settings.currencySymbol} />
      ) : kind === 'money' ? (
        moneyText(settings.currencySymbol, value)
      ) : kind === 'percent' ? (
        `${formatNumber(value, 2)}%`
      ) : (
        formatNumber(value, 0)
      );
    return (
      <span className="report-figure" data-testid={key}>
        {text}
      </span>
    );
  };
  const factsOf = (o: object, testPrefix: string) =>
    spec.columns.map(([key, kind]) => ({ term: t(`report_col_${key}`), value: figure(kind, figureOf(o, key), `${testPrefix}${key}`) }));

  const first = list.pages[0];
  const title = t(`title_${props.report === 'teamPnl' ? 'team_pnl' : props.report === 'teamBetting' ? 'team_betting' : 'team_rebate'}`);
  return (
    <div className="report" data-testid={`report-${props.report}`}>
      <DateRangeFilter state={dates} />
      <SelectField id={`${id}-sort`} label={t('report_sort')} value={sort} onValue={setSort}>
        <option value="">{t('report_sort_account')}</option>
        {spec.sorts.map((s) => (
          <option key={s} value={s}>
            {t('report_sort_by', { column: t(`report_col_${s}`) })}
          </option>
        ))}
      </SelectField>
      {!range ? null : list.status === 'error' ? (
        <RetryBox onRetry={list.retry} />
      ) : list.status === 'loading' || !first ? (
        <Skeleton height={240} />
      ) : (
        <>
          <Section title={t('report_totals')} testId="report-totals">
            <Facts items={[{ term: t('report_downlines'), value: figure('count', first.totalCount, 'total-count') }, ...factsOf(first.totals, 'total-')]} />
            {props.report === 'teamPnl' ? <TeamResultNote /> : null}
          </Section>
          <Section title={t('report_rows')}>
            {list.items.length === 0 ? (
              <EmptyState message={t('report_empty')} testId="report-empty" />
            ) : (
              <ReportCards
                label={title}
                testId="report-rows"
                rows={list.items.map((r) => ({ id: r.id, title: r.account, facts: factsOf(r, `row-${r.id}-`) }))}
              />
            )}
            <LoadMore hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreFailed} onLoad={() => void list.loadMore()} />
          </Section>
        </>
      )}
    </div>
  );
}
