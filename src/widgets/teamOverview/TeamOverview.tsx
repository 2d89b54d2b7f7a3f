import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandClock } from '../../renderer/timeZone.ts';
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
import { Tabs } from '../../ui/Tabs.tsx';
import { usePagedCall } from '../../renderer/usePagedCall.ts';
import type { PagedList } from '../../renderer/usePagedSource.ts';
import { SignedAmount } from '../shared/records/SignedAmount.tsx';
import { TeamResultNote } from '../shared/reports/TeamResultNote.tsx';
import { DateRangeFilter } from '../shared/reports/DateRangeFilter.tsx';
import { moneyText, type ReportCard, ReportCards } from '../shared/reports/ReportCards.tsx';
import { useDateRange } from '../shared/reports/useDateRange.ts';
import { FOOTERS, type FigureKind, type Kpi, type KpiPage, ROWS } from './kpis.ts';

/** The platform's longest KPI range in days. */
const MAX_DAYS = 366;
const KPIS: readonly Kpi[] = ['A', 'B', 'C'];

/** Team KPI A (members), B (betting) and C (funds) for a range: the three footers, then one KPI's rows by tab. */
export function Component({ node, props }: WidgetProps<'teamOverview'>) {
  const { t } = useTranslation();
  const clock = useBrandClock();
  const { env } = useRenderer();
  const { settings } = useConditionContext();
  const dates = useDateRange(props, env.clock.now(), MAX_DAYS);
  const [tab, setTab] = useState<Kpi>('A');
  const size = props.pageSize;
  const { range } = dates;
  const filters = range ? { ...range, size } : null;
  const lists: { [K in Kpi]: PagedList<KpiPage[K]> } = {
    A: usePagedCall('teamKpiA', filters, { pageField: 'page' }),
    B: usePagedCall('teamKpiB', filters, { pageField: 'page' }),
    C: usePagedCall('teamKpiC', filters, { pageField: 'page' }),
  };

  const figure = (kind: FigureKind, value: number | string, testId: string): ReactNode => {
    const n = Number(value);
    const text =
      kind === 'signed' || kind === 'houseProfit' ? (
        <SignedAmount value={kind === 'houseProfit' ? -n : n} symbol={settings.currencySymbol} />
      ) : kind === 'money' ? (
        moneyText(settings.currencySymbol, n)
      ) : (
        formatNumber(n, 0)
      );
    return (
      <span className="report-figure" data-testid={testId}>
        {text}
      </span>
    );
  };
  const footer = <K extends Kpi>(kpi: K): ReactNode => {
    const list = lists[kpi];
    const first = list.pages[0];
    if (list.status === 'error') return <RetryBox onRetry={list.retry} />;
    if (!first) return <Skeleton height={96} />;
    const values = first.footer as Record<string, number | string>;
    return <Facts items={FOOTERS[kpi].map(([f, kind, label]) => ({ term: t(label), value: figure(kind, values[f], `kpi-${f}`) }))} />;
  };
  const cards = (kpi: Kpi): ReportCard[] => {
    if (kpi === 'A') {
      return lists.A.items.map((r) => ({
        id: r.id,
        title: r.account,
        facts: [
          { term: t('team_registered'), value: clock.dateTime(r.registerTime) },
          { term: t('team_last_login'), value: r.lastLoginTime === null ? t('team_never_logged_in') : clock.dateTime(r.lastLoginTime) },
          { term: t('team_status'), value: t(r.online ? 'team_online' : 'team_offline') },
          { term: t('kpi_bet_days'), value: figure('count', r.betDays, `row-${r.id}-betDays`) },
        ],
      }));
    }
    // One branch per KPI: each row type is read with its own generated field names.
    if (kpi === 'B') {
      return lists.B.items.map((r) => ({
        id: r.id,
        title: r.account,
        facts: ROWS.B.map(([f, kind, label]) => ({ term: t(label), value: figure(kind, r[f], `row-${r.id}-${f}`) })),
      }));
    }
    return lists.C.items.map((r) => ({
      id: r.id,
      title: r.account,
      facts: ROWS.C.map(([f, kind, label]) => ({ term: t(label), value: figure(kind, r[f], `row-${r.id}-${f}`) })),
    }));
  };

  // The chosen KPI's rows, a page at a time (only the open panel draws its cards).
  const rowsOf = (kpi: Kpi): ReactNode => {
    const list = lists[kpi];
    return (
      <>
        {list.status === 'error' ? (
          <RetryBox onRetry={list.retry} />
        ) : list.status === 'loading' ? (
          <Skeleton height={240} />
        ) : list.items.length === 0 ? (
          <EmptyState message={t('report_team_empty')} testId="report-empty" />
        ) : (
          <ReportCards label={t(`kpi_title_${kpi}`)} rows={cards(kpi)} testId="report-rows" />
        )}
        <LoadMore hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreFailed} onLoad={() => void list.loadMore()} />
      </>
    );
  };

  const prefix = node.id.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <div className="report" data-testid="team-overview">
      <DateRangeFilter state={dates} />
      {range ? (
        <>
          {KPIS.map((k) => (
            <Section key={k} title={t(`kpi_title_${k}`)} testId={`kpi-${k}`}>
              {footer(k)}
              {k === 'B' ? <TeamResultNote /> : null}
            </Section>
          ))}
          <Section title={t('report_rows')}>
            <Tabs
              tabs={KPIS.map((k) => ({ id: k, labelKey: `kpi_title_${k}` }))}
              active={tab}
              onSelect={(id) => setTab(id as Kpi)}
              labelKey="report_rows"
              idPrefix={prefix}
              testIdPrefix="kpi-tab-"
            />
            {KPIS.map((k) => (
              <div
                key={k}
                role="tabpanel"
                id={`${prefix}-panel-${k}`}
                aria-labelledby={`${prefix}-tab-${k}`}
                className="report report-panel"
                hidden={k !== tab}
                data-testid={`kpi-panel-${k}`}
              >
                {k === tab ? rowsOf(k) : null}
              </div>
            ))}
          </Section>
        </>
      ) : null}
    </div>
  );
}
