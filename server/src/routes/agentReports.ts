/**
 * Team reports over the agent's direct downlines for a range of days of the merchant's time zone
 * (member_daily_activity): profit and loss, betting, rebate; the agent's dividends and daily salary. A report
 * lists the downlines with activity in the range, a page at a time, with totals of the whole range.
 */
import type { FastifyInstance } from 'fastify';
import { merchantOf } from '../games/requestContext.ts';
import { requireAgent } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { dayRange } from '../http/dayParams.ts';
import { agentOf, money, pageInfo } from './agentShared.ts';

/** Longest report range in days. */
const MAX_REPORT_DAYS = 93;

interface Sums {
  bet_count: number;
  bets: string;
  valid_bets: string;
  wins: string;
  deposits: string;
  withdrawals: string;
  rebate: string;
}
type ReportRow = Sums & { id: number; username: string };

/** Sort keys of the reports: each a column of the aggregated rows (descending). */
const SORT_SQL: Record<string, string> = {
  betCount: 'bet_count',
  bets: 'bets',
  validBets: 'valid_bets',
  wins: 'wins',
  profit: '(wins - bets)',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  rebate: 'rebate',
  rate: '(CASE WHEN valid_bets > 0 THEN rebate / valid_bets ELSE 0 END)',
};

interface ReportQuery {
  startDate: string;
  endDate: string;
  pageNo?: number;
  pageSize?: number;
  sort?: string;
}

/** The effective rebate rate in percent (rebate / valid bets), 2 decimals. */
const rateOf = (s: Sums) => (Number(s.valid_bets) > 0 ? money((Number(s.rebate) * 100) / Number(s.valid_bets)) : 0);

export function registerReportRoutes(app: FastifyInstance): void {
  const { db } = app.ctx;

  /** One page of the aggregated rows and the totals of all of them. */
  const report = async (agentId: number, q: ReportQuery): Promise<{ rows: ReportRow[]; totals: Sums; page: ReturnType<typeof pageInfo> }> => {
    const { start, end } = dayRange(q.startDate, q.endDate, MAX_REPORT_DAYS);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 20;
    const team = `WITH team AS (
      SELECT m.id, m.username, sum(a.bet_count)::bigint AS bet_count, sum(a.bet_amount) AS bets, sum(a.valid_bet_amount) AS valid_bets,
             sum(a.win_amount) AS wins, sum(a.deposit_amount) AS deposits, sum(a.withdraw_amount) AS withdrawals, sum(a.rebate_amount) AS rebate
        FROM members m JOIN member_daily_activity a ON a.member_id = m.id AND a.day >= $2 AND a.day <= $3
       WHERE m.parent_id = $1 GROUP BY m.id, m.username)`;
    const [totals] = await db.query<Sums & { n: number }>(
      `${team} SELECT count(*)::int AS n, COALESCE(sum(bet_count), 0)::bigint AS bet_count, COALESCE(sum(bets), 0) AS bets,
              COALESCE(sum(valid_bets), 0) AS valid_bets, COALESCE(sum(wins), 0) AS wins, COALESCE(sum(deposits), 0) AS deposits,
              COALESCE(sum(withdrawals), 0) AS withdrawals, COALESCE(sum(rebate), 0) AS rebate FROM team`,
      [agentId, start, end],
    );
    const order = q.sort ? `${SORT_SQL[q.sort]} DESC, username, id` : 'username, id';
    const rows = await db.query<ReportRow>(`${team} SELECT * FROM team ORDER BY ${order} LIMIT $4 OFFSET $5`, [
      agentId,
      start,
      end,
      pageSize,
      (pageNo - 1) * pageSize,
    ]);
    return { rows, totals, page: pageInfo(pageNo, pageSize, totals.n) };
  };

  const pnl = (s: Sums) => ({
    bets: money(s.bets),
    validBets: money(s.valid_bets),
    wins: money(s.wins),
    profit: money(Number(s.wins) - Number(s.bets)),
    deposits: money(s.deposits),
    withdrawals: money(s.withdrawals),
    rebate: money(s.rebate),
  });
  const betting = (s: Sums) => ({ betCount: Number(s.bet_count), bets: money(s.bets), validBets: money(s.valid_bets), wins: money(s.wins) });
  const rebate = (s: Sums) => ({ validBets: money(s.valid_bets), rate: rateOf(s), rebate: money(s.rebate) });

  callRoute(app, 'teamPnl', async (q, req) => {
    const s = await agentOf(req);
    const r = await report(s.memberId, q);
    return ok({ content: r.rows.map((x) => ({ id: x.id, account: x.username, ...pnl(x) })), ...r.page, totals: pnl(r.totals) });
  });

  callRoute(app, 'teamBetting', async (q, req) => {
    const s = await agentOf(req);
    const r = await report(s.memberId, q);
    return ok({ content: r.rows.map((x) => ({ id: x.id, account: x.username, ...betting(x) })), ...r.page, totals: betting(r.totals) });
  });

  callRoute(app, 'teamRebate', async (q, req) => {
    const s = await agentOf(req);
    const r = await report(s.memberId, q);
    return ok({ content: r.rows.map((x) => ({ id: x.id, account: x.username, ...rebate(x) })), ...r.page, totals: rebate(r.totals) });
  });

  callRoute(app, 'agentDividends', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireAgent(req);
    // The merchant setting agentDividends (seeded on for LUCKY88, off for ROYALPH).
    if (m.settings.agentDividends !== true) return ok({ enabled: false, list: [] });
    const rows = await db.query<{
      period: string;
      start_day: string;
      end_day: string;
      team_profit: string;
      rate: string;
      amount: string;
      status: 'PENDING' | 'PAID' | 'REJECTED';
    }>(
      'SELECT period, start_day, end_day, team_profit, rate, amount, status FROM agent_dividends WHERE member_id = $1 ORDER BY start_day DESC, id DESC LIMIT 100',
      [s.memberId],
    );
    return ok({
      enabled: true,
      list: rows.map((r) => ({
        period: r.period,
        startDate: r.start_day,
        endDate: r.end_day,
        teamProfit: money(r.team_profit),
        rate: money(r.rate),
        amount: money(r.amount),
        status: r.status,
      })),
    });
  });

  callRoute(app, 'dailySalary', async (_q, req) => {
    const s = await agentOf(req);
    const rows = await db.query<{ day: string; valid_bets: string; active_members: number; amount: string; status: 'PENDING' | 'PAID' | 'REJECTED' }>(
      'SELECT day, valid_bets, active_members, amount, status FROM agent_daily_salaries WHERE member_id = $1 ORDER BY day DESC LIMIT 60',
      [s.memberId],
    );
    return ok({
      list: rows.map((r) => ({ day: r.day, validBets: money(r.valid_bets), activeMembers: r.active_members, amount: money(r.amount), status: r.status })),
    });
  });
}
