/**
 * The agent's team: the list of direct downlines (filters, sort, balance), one member's detail (any level of the
 * team), the agent's own rebate rates and the rates it gives a direct downline.
 */
import type { FastifyInstance } from 'fastify';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { addDays, zonedDay } from '../../../src/core/zonedTime.ts';
import { dayEndIn, dayStartIn } from '../http/dayParams.ts';
import { agentOf, money, pageInfo, rebateRates, teamLevel } from './agentShared.ts';

interface MemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  created_at: number;
  last_login_at: number | null;
  online: boolean;
  balance_cents: number;
  downline_count: number;
}

/** Columns of a team member; $n is the clock (sessions still open are "online"). */
const memberColumns = (nowParam: string) => `m.id, m.username, m.nickname, m.type, m.created_at, m.last_login_at,
  EXISTS (SELECT 1 FROM sessions x WHERE x.member_id = m.id AND x.revoked_at IS NULL AND x.expires_at > ${nowParam}) AS online,
  COALESCE(w.balance_cents, 0) AS balance_cents,
  (SELECT count(*)::int FROM members c WHERE c.parent_id = m.id) AS downline_count`;
const WALLET_JOIN = 'LEFT JOIN ledger_accounts w ON w.member_id = m.id AND w.account_type_id = 1';

const ORDER = {
  registerTime: 'm.created_at DESC, m.id DESC',
  lastLoginTime: 'm.last_login_at DESC NULLS LAST, m.id DESC',
  balance: 'balance_cents DESC, m.id DESC',
} as const;

export function registerTeamRoutes(app: FastifyInstance): void {
  const { db, now } = app.ctx;

  callRoute(app, 'downlines', async (q, req) => {
    const s = await agentOf(req);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 20;
    const prefix = `${(q.account ?? '')
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = ['m.parent_id = $1', 'lower(m.username) LIKE $2'];
    const params: unknown[] = [s.memberId, prefix];
    const from = q.registerFrom ? dayStartIn(q.registerFrom, 'registerFrom', s.timeZone) : undefined;
    const to = q.registerTo ? dayEndIn(q.registerTo, 'registerTo', s.timeZone) : undefined;
    if (from !== undefined && to !== undefined && to <= from) {
      throw new ApiError(400, 'validation.failed', 'registerTo is before registerFrom.', { field: 'registerTo' });
    }
    if (from !== undefined) where.push(`m.created_at >= $${params.push(from)}`);
    if (to !== undefined) where.push(`m.created_at < $${params.push(to)}`);
    const filter = where.join(' AND ');
    const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members m WHERE ${filter}`, params))[0]?.n ?? 0;
    const n = params.length;
    const rows = await db.query<MemberRow>(
      `SELECT ${memberColumns(`$${n + 3}`)} FROM members m ${WALLET_JOIN} WHERE ${filter}
        ORDER BY ${ORDER[q.sort ?? 'registerTime']} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, pageSize, (pageNo - 1) * pageSize, now()],
    );
    return ok({
      content: rows.map((r) => ({
        id: r.id,
        account: r.username,
        nickname: r.nickname,
        type: r.type,
        level: 1,
        registerTime: r.created_at,
        lastLoginTime: r.last_login_at,
        online: r.online,
        balance: Number(r.balance_cents) / 100,
        downlineCount: r.downline_count,
      })),
      ...pageInfo(pageNo, pageSize, total),
    });
  });

  callRoute(app, 'downline', async (q, req) => {
    const s = await agentOf(req);
    const level = await teamLevel(db, s.memberId, q.id);
    if (level === null) throw new ApiError(404, 'downline.not.found', 'This member is not in your team.');
    const t = now();
    const [r] = await db.query<MemberRow & Record<'deposits' | 'withdrawals' | 'bets' | 'valid_bets' | 'wins', string>>(
      `SELECT ${memberColumns('$2')},
              COALESCE(sum(a.deposit_amount), 0) AS deposits, COALESCE(sum(a.withdraw_amount), 0) AS withdrawals,
              COALESCE(sum(a.bet_amount), 0) AS bets, COALESCE(sum(a.valid_bet_amount), 0) AS valid_bets, COALESCE(sum(a.win_amount), 0) AS wins
         FROM members m ${WALLET_JOIN} LEFT JOIN member_daily_activity a ON a.member_id = m.id AND a.day >= $3
        WHERE m.id = $1 GROUP BY m.id, w.balance_cents`,
      [q.id, t, addDays(zonedDay(t, s.timeZone), -29)],
    );
    if (!r) throw new ApiError(404, 'downline.not.found', 'This member is not in your team.');
    return ok({
      id: r.id,
      account: r.username,
      nickname: r.nickname,
      type: r.type,
      level,
      registerTime: r.created_at,
      lastLoginTime: r.last_login_at,
      online: r.online,
      balance: Number(r.balance_cents) / 100,
      rebates: await rebateRates(db, r.id),
      last30Days: { deposits: money(r.deposits), withdrawals: money(r.withdrawals), bets: money(r.bets), validBets: money(r.valid_bets), wins: money(r.wins) },
      downlineCount: r.downline_count,
    });
  });

  callRoute(app, 'agentRebateLimits', async (_q, req) => {
    const s = await agentOf(req);
    return ok({ list: await rebateRates(db, s.memberId) });
  });

  callRoute(app, 'updateDownlineRebates', async (body, req) => {
    const s = await agentOf(req);
    const seen = new Set<string>();
    for (const r of body.rebates) {
      if (seen.has(r.category)) throw new ApiError(400, 'validation.failed', `${r.category} is given twice.`, { field: 'rebates' });
      seen.add(r.category);
      if (Math.abs(r.rate * 100 - Math.round(r.rate * 100)) > 1e-6) {
        throw new ApiError(400, 'validation.failed', 'A rate has at most 2 decimals.', { field: 'rebates' });
      }
    }
    return db.transaction(async (tx) => {
      // The downline's row is locked so a transfer of it waits for this change (and the other way round).
      const found = await tx.query('SELECT id FROM members WHERE id = $1 AND parent_id = $2 FOR NO KEY UPDATE', [body.id, s.memberId]);
      if (found.length === 0) throw new ApiError(404, 'downline.not.found', 'This member is not your direct downline.');
      const own = new Map((await rebateRates(tx, s.memberId)).map((r) => [r.category, r.rate]));
      const given = await tx.query<{ category: string; rate: string }>(
        `SELECT r.category, max(r.rate) AS rate FROM member_rebate_rates r JOIN members c ON c.id = r.member_id
          WHERE c.parent_id = $1 GROUP BY r.category`,
        [body.id],
      );
      const floor = new Map(given.map((g) => [g.category, Number(g.rate)]));
      for (const r of body.rebates) {
        const limit = own.get(r.category) ?? 0;
        if (r.rate > limit + 1e-9) {
          throw new ApiError(400, 'rebate.above.own', `The ${r.category} rate may not be above your own rate of ${limit}%.`, { category: r.category, limit });
        }
        const minimum = floor.get(r.category) ?? 0;
        if (r.rate < minimum - 1e-9) {
          throw new ApiError(400, 'rebate.below.downline', `The ${r.category} rate may not be below ${minimum}%, a rate this member gives its own downline.`, {
            category: r.category,
            minimum,
          });
        }
      }
      for (const r of body.rebates) {
        await tx.query(
          `INSERT INTO member_rebate_rates (member_id, category, rate, updated_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (member_id, category) DO UPDATE SET rate = EXCLUDED.rate, updated_at = EXCLUDED.updated_at`,
          [body.id, r.category, r.rate.toFixed(2), now()],
        );
      }
      return ok({ id: body.id, rebates: await rebateRates(tx, body.id) });
    });
  });
}
