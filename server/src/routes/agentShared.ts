/**
 * What the agent centre's route modules share: the agent check with the merchant parameter, the team (levels
 * below an agent), rebate rates per game category and money.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { isAgentType } from '../db/members.ts';
import { merchantOf } from '../games/requestContext.ts';
import { requireAgent, type Session } from '../http/auth.ts';

/** Levels followed below an agent (a guard against a broken tree, far deeper than any real team). */
export const MAX_DEPTH = 20;

export const REBATE_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
export interface RebateRate {
  category: RebateCategory;
  rate: number;
}

/**
 * The agent's session and the time zone whose days its reports count (403 agent.only for players and trials, 401
 * without a session); a `merchant` query must match.
 */
export async function agentOf(req: FastifyRequest): Promise<Session & { timeZone: string }> {
  const { timeZone } = await merchantOf(req);
  return { ...(await requireAgent(req)), timeZone };
}

/** A numeric column (string) or sum as an API amount: a number with 2 decimals. */
export const money = (v: string | number | null | undefined): number => Math.round(Number(v ?? 0) * 100) / 100;

/**
 * How far below the agent a member is: 1 for a direct downline, 2 for a downline's downline...; null when the
 * member is not in the agent's team (the walk goes up the member's parents, so it is short).
 */
export async function teamLevel(db: Queryable, agentId: number, memberId: number): Promise<number | null> {
  const rows = await db.query<{ depth: number }>(
    `WITH RECURSIVE up(id, parent_id, depth) AS (
       SELECT id, parent_id, 0 FROM members WHERE id = $2
       UNION ALL
       SELECT m.id, m.parent_id, up.depth + 1 FROM members m JOIN up ON m.id = up.parent_id WHERE up.depth < $3
     )
     SELECT depth FROM up WHERE id = $1 AND depth > 0 LIMIT 1`,
    [agentId, memberId, MAX_DEPTH],
  );
  return rows[0]?.depth ?? null;
}

/** The member's rate for every category (0 where none is set), in the fixed category order. */
export async function rebateRates(db: Queryable, memberId: number): Promise<RebateRate[]> {
  const rows = await db.query<{ category: RebateCategory; rate: string }>('SELECT category, rate FROM member_rebate_rates WHERE member_id = $1', [memberId]);
  const byCategory = new Map(rows.map((r) => [r.category, Number(r.rate)]));
  return REBATE_CATEGORIES.map((category) => ({ category, rate: byCategory.get(category) ?? 0 }));
}

/** The page numbers of a paged answer. */
export function pageInfo(pageNo: number, pageSize: number, total: number): { pageNum: number; totalPages: number; totalCount: number } {
  return { pageNum: pageNo, totalPages: Math.ceil(total / pageSize), totalCount: total };
}

/**
 * Where an affiliate code brings a new member: a member's own code (members.affiliate_code) or one of an agent's
 * registration links (agent_affiliate_urls, urlId set); null when the code is unknown or its owner disabled.
 * recommenderId is the code's owner. parentId (the agent team) is the owner too, except for a player's invitation
 * code (routes/invite.ts): the friend joins the player's own agent, so a player never heads a team.
 */
export async function resolveAffiliateCode(
  db: Queryable,
  merchantId: number,
  code: string,
): Promise<{ parentId: number | null; urlId: number | null; recommenderId: number } | null> {
  const own = await db.query<{ id: number; type: number; parent_id: number | null }>(
    'SELECT id, type, parent_id FROM members WHERE merchant_id = $1 AND affiliate_code = $2 AND status = 0',
    [merchantId, code],
  );
  if (own[0]) return { parentId: isAgentType(own[0].type) ? own[0].id : own[0].parent_id, urlId: null, recommenderId: own[0].id };
  const link = await db.query<{ id: number; member_id: number }>(
    `SELECT u.id, u.member_id FROM agent_affiliate_urls u JOIN members m ON m.id = u.member_id
      WHERE u.merchant_id = $1 AND u.code = $2 AND m.status = 0`,
    [merchantId, code],
  );
  return link[0] ? { parentId: link[0].member_id, urlId: link[0].id, recommenderId: link[0].member_id } : null;
}
