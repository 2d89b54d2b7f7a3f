import type { FastifyInstance } from 'fastify';
import type { TeamKpiARequest } from '../../../src/generated/api/teamKpiA.request.ts';
import { callRoute } from '../http/callRoute.ts';
import { zonedDay } from '../../../src/core/zonedTime.ts';
import { dayEndIn, dayRange, dayStartIn } from '../http/dayParams.ts';
import { ok } from '../http/envelope.ts';
import { agentOf } from './agentShared.ts';

const money = (v: string | number | null | undefined) => Number(v ?? 0).toFixed(2);

interface KpiRow {
  id: number;
  username: string;
  created_at: number;
  last_login_at: number | null;
  online: boolean;
  bet_days: number;
  bet_count: number;
  bet_amount: string;
  win_amount: string;
  deposit_amount: string;
  withdraw_amount: string;
}

/**
 * Team KPIs over the agent's direct downlines for a date range (days of the merchant's time zone, default today): A members, B betting,
 * C funds. `size` rows per page (0 = footer only), the footer always covers the whole team.
 */
export function registerKpiRoutes(app: FastifyInstance): void {
  const { db, now } = app.ctx;

  const load = async (agent: { memberId: number; timeZone: string }, q: TeamKpiARequest): Promise<{ rows: KpiRow[]; from: number; to: number }> => {
    const start = q.startDate ?? zonedDay(now(), agent.timeZone);
    const { end } = dayRange(start, q.endDate ?? start, 366);
    const from = dayStartIn(start, 'startDate', agent.timeZone);
    const to = dayEndIn(end, 'endDate', agent.timeZone);
    const rows = await db.query<KpiRow>(
      `SELECT m.id, m.username, m.created_at, m.last_login_at,
              EXISTS (SELECT 1 FROM sessions x WHERE x.member_id = m.id AND x.revoked_at IS NULL AND x.expires_at > $4) AS online,
              count(a.day) FILTER (WHERE a.bet_count > 0)::int AS bet_days,
              coalesce(sum(a.bet_count), 0)::int AS bet_count, coalesce(sum(a.bet_amount), 0) AS bet_amount,
              coalesce(sum(a.win_amount), 0) AS win_amount, coalesce(sum(a.deposit_amount), 0) AS deposit_amount,
              coalesce(sum(a.withdraw_amount), 0) AS withdraw_amount
         FROM members m LEFT JOIN member_daily_activity a ON a.member_id = m.id AND a.day >= $2 AND a.day <= $3
        WHERE m.parent_id = $1 GROUP BY m.id ORDER BY m.id`,
      [agent.memberId, start, end, now()],
    );
    return { rows, from, to };
  };

  const page = <T>(items: T[], q: TeamKpiARequest) => {
    const size = q.size ?? 0;
    const pageNo = q.page ?? 1;
    return {
      content: size === 0 ? [] : items.slice((pageNo - 1) * size, pageNo * size),
      pageNum: pageNo,
      totalPages: size === 0 ? 0 : Math.ceil(items.length / size),
      totalCount: items.length,
    };
  };

  callRoute(app, 'teamKpiA', async (q, req) => {
    const s = await agentOf(req);
    const { rows, from, to } = await load(s, q);
    const inRange = (t: number | null) => t !== null && t >= from && t < to;
    return ok({
      ...page(
        rows.map((r) => ({ id: r.id, account: r.username, registerTime: r.created_at, lastLoginTime: r.last_login_at, online: r.online, betDays: r.bet_days })),
        q,
      ),
      footer: {
        teamMemberCount: rows.length,
        teamLoginMemberCount: rows.filter((r) => inRange(r.last_login_at)).length,
        teamBetMemberCount: rows.filter((r) => r.bet_count > 0).length,
        teamRegisterMemberCount: rows.filter((r) => inRange(r.created_at)).length,
        teamOnlineCount: rows.filter((r) => r.online).length,
      },
    });
  });

  callRoute(app, 'teamKpiB', async (q, req) => {
    const s = await agentOf(req);
    const { rows } = await load(s, q);
    const sum = (f: (r: KpiRow) => number) => rows.reduce((n, r) => n + f(r), 0);
    return ok({
      ...page(
        rows.map((r) => ({
          id: r.id,
          account: r.username,
          betCount: r.bet_count,
          betAmount: money(r.bet_amount),
          winAmount: money(r.win_amount),
          profit: money(Number(r.bet_amount) - Number(r.win_amount)),
        })),
        q,
      ),
      footer: {
        teamBetCount: sum((r) => r.bet_count),
        teamBetAmount: money(sum((r) => Number(r.bet_amount))),
        teamWinAmount: money(sum((r) => Number(r.win_amount))),
        teamProfit: money(sum((r) => Number(r.bet_amount) - Number(r.win_amount))),
      },
    });
  });

  callRoute(app, 'teamKpiC', async (q, req) => {
    const s = await agentOf(req);
    const { rows } = await load(s, q);
    const sum = (f: (r: KpiRow) => number) => rows.reduce((n, r) => n + f(r), 0);
    return ok({
      ...page(
        rows.map((r) => ({ id: r.id, account: r.username, depositAmount: money(r.deposit_amount), withdrawAmount: money(r.withdraw_amount) })),
        q,
      ),
      footer: {
        teamDepositAmount: money(sum((r) => Number(r.deposit_amount))),
        teamWithdrawAmount: money(sum((r) => Number(r.withdraw_amount))),
        teamDepositMemberCount: rows.filter((r) => Number(r.deposit_amount) > 0).length,
      },
    });
  });
}
