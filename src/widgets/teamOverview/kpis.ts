import type { TeamKpiAResponse } from '../../generated/api/teamKpiA.response.ts';
import type { TeamKpiBResponse } from '../../generated/api/teamKpiB.response.ts';
import type { TeamKpiCResponse } from '../../generated/api/teamKpiC.response.ts';

export type Kpi = 'A' | 'B' | 'C';
export type KpiPage = { A: TeamKpiAResponse; B: TeamKpiBResponse; C: TeamKpiCResponse };

/**
 * How a figure reads: a count, money, or signed money (coloured). `houseProfit` is the platform's profit on the
 * team (its bets minus its wins), shown as the team's win/loss like every agent figure: the other way round.
 */
export type FigureKind = 'count' | 'money' | 'signed' | 'houseProfit';

/** Each KPI's footer figures, in order: field, how it reads, label key (the agent home's kpi_team_* keys). */
export const FOOTERS: { [K in Kpi]: readonly (readonly [keyof KpiPage[K]['footer'] & string, FigureKind, string])[] } = {
  A: [
    ['teamMemberCount', 'count', 'kpi_team_member_count'],
    ['teamLoginMemberCount', 'count', 'kpi_team_login_member_count'],
    ['teamBetMemberCount', 'count', 'kpi_team_bet_member_count'],
    ['teamRegisterMemberCount', 'count', 'kpi_team_register_member_count'],
    ['teamOnlineCount', 'count', 'kpi_team_online_count'],
  ],
  B: [
    ['teamBetCount', 'count', 'kpi_team_bet_count'],
    ['teamBetAmount', 'money', 'kpi_team_bet_amount'],
    ['teamWinAmount', 'money', 'kpi_team_win_amount'],
    ['teamProfit', 'houseProfit', 'kpi_team_profit'],
  ],
  C: [
    ['teamDepositAmount', 'money', 'kpi_team_deposit_amount'],
    ['teamWithdrawAmount', 'money', 'kpi_team_withdraw_amount'],
    ['teamDepositMemberCount', 'count', 'kpi_team_deposit_member_count'],
  ],
};

type RowFigure<R> = readonly [keyof R & string, FigureKind, string];

/** The figures of a downline's row for KPI B and C (KPI A's rows are times and a state, drawn apart). */
export const ROWS: { B: readonly RowFigure<TeamKpiBResponse['content'][number]>[]; C: readonly RowFigure<TeamKpiCResponse['content'][number]>[] } = {
  B: [
    ['betCount', 'count', 'kpi_team_bet_count'],
    ['betAmount', 'money', 'kpi_team_bet_amount'],
    ['winAmount', 'money', 'kpi_team_win_amount'],
    ['profit', 'houseProfit', 'kpi_team_profit'],
  ],
  C: [
    ['depositAmount', 'money', 'kpi_team_deposit_amount'],
    ['withdrawAmount', 'money', 'kpi_team_withdraw_amount'],
  ],
};
