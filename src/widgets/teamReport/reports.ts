import type { TeamBettingRequest } from '../../generated/api/teamBetting.request.ts';
import type { TeamPnlRequest } from '../../generated/api/teamPnl.request.ts';
import type { TeamRebateRequest } from '../../generated/api/teamRebate.request.ts';
import type { TeamReportProps } from '../../generated/widgets/teamReport.ts';

export type ReportName = TeamReportProps['report'];
/** A sort any of the reports takes. */
export type ReportSort = SortOf<TeamPnlRequest> | SortOf<TeamBettingRequest> | SortOf<TeamRebateRequest>;

/** How a column's figure reads: money, signed money (profit, coloured), a count, or a percentage. */
export type ColumnKind = 'money' | 'signed' | 'count' | 'percent';

interface ReportSpec<Sort extends string> {
  /** Figures of a row and of the totals, in order (each a numeric field of both; label key report_col_<key>). */
  columns: readonly (readonly [string, ColumnKind])[];
  /** The fields the platform sorts by (the request schema's `sort` enum), descending. */
  sorts: readonly Sort[];
}

type SortOf<R> = NonNullable<R extends { sort?: infer S } ? S : never>;

/** Each report's columns and sort keys, as its request and response schemas have them. */
export const REPORTS: {
  teamPnl: ReportSpec<SortOf<TeamPnlRequest>>;
  teamBetting: ReportSpec<SortOf<TeamBettingRequest>>;
  teamRebate: ReportSpec<SortOf<TeamRebateRequest>>;
} = {
  teamPnl: {
    columns: [
      ['bets', 'money'],
      ['validBets', 'money'],
      ['wins', 'money'],
      ['profit', 'signed'],
      ['deposits', 'money'],
      ['withdrawals', 'money'],
      ['rebate', 'money'],
    ],
    sorts: ['profit', 'bets', 'validBets', 'wins', 'deposits', 'withdrawals', 'rebate'],
  },
  teamBetting: {
    columns: [
      ['betCount', 'count'],
      ['bets', 'money'],
      ['validBets', 'money'],
      ['wins', 'money'],
    ],
    sorts: ['betCount', 'bets', 'validBets', 'wins'],
  },
  teamRebate: {
    columns: [
      ['validBets', 'money'],
      ['rate', 'percent'],
      ['rebate', 'money'],
    ],
    sorts: ['rebate', 'validBets', 'rate'],
  },
};

/** The platform's sort for `sort` in the report's request: one of its sorts, else none (its default, account A-Z). */
export function reportSort(report: ReportName, sort: string): ReportSort | undefined {
  const sorts: readonly ReportSort[] = REPORTS[report].sorts;
  return sorts.find((s) => s === sort);
}

/** A numeric field of a row or of the totals, by column key. */
export const figureOf = (o: object, key: string): number => Number((o as Record<string, unknown>)[key] ?? 0);
