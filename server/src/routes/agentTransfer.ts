/**
 * Moving direct downlines (with their own teams) to another agent of the merchant: one, or up to 50 all or none.
 * Everything happens in one transaction under the moved members' row locks.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { isAgentType } from '../db/members.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { agentOf, MAX_DEPTH, teamLevel } from './agentShared.ts';

/**
 * Moves `ids` (direct downlines of `agentId`) under the agent named `toAgent`. The moved teams' rebate rates are
 * capped at the new agent's own rates (capping every level keeps each rate at most its upline's).
 */
async function transfer(tx: Queryable, o: { agentId: number; merchantId: number; ids: number[]; toAgent: string; now: number }) {
  const [target] = await tx.query<{ id: number; username: string; type: number }>(
    'SELECT id, username, type FROM members WHERE merchant_id = $1 AND lower(username) = lower($2) AND status = 0',
    [o.merchantId, o.toAgent.trim()],
  );
  if (!target || !isAgentType(target.type)) throw new ApiError(404, 'agent.not.found', 'There is no agent with this account.');
  if (target.id === o.agentId) throw new ApiError(400, 'transfer.self', 'Members cannot be moved to yourself.');
  if ((await teamLevel(tx, o.agentId, target.id)) !== null) {
    throw new ApiError(400, 'transfer.subtree', 'Members cannot be moved to an agent of your own team.');
  }
  const ids = [...new Set(o.ids)].sort((a, b) => a - b);
  const found = await tx.query<{ id: number }>('SELECT id FROM members WHERE id = ANY($1::int[]) AND parent_id = $2 ORDER BY id FOR NO KEY UPDATE', [
    ids,
    o.agentId,
  ]);
  const mine = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !mine.has(id));
  if (missing.length > 0) throw new ApiError(404, 'downline.not.found', 'These members are not your direct downlines.', { ids: missing });
  await tx.query('UPDATE members SET parent_id = $2 WHERE id = ANY($1::int[])', [ids, target.id]);
  await tx.query(
    `WITH RECURSIVE team(id, depth) AS (
       SELECT id, 1 FROM members WHERE id = ANY($1::int[])
       UNION ALL
       SELECT m.id, t.depth + 1 FROM members m JOIN team t ON m.parent_id = t.id WHERE t.depth < $3
     )
     UPDATE member_rebate_rates r
        SET rate = COALESCE((SELECT o.rate FROM member_rebate_rates o WHERE o.member_id = $2 AND o.category = r.category), 0), updated_at = $4
      WHERE r.member_id IN (SELECT id FROM team)
        AND r.rate > COALESCE((SELECT o.rate FROM member_rebate_rates o WHERE o.member_id = $2 AND o.category = r.category), 0)`,
    [ids, target.id, MAX_DEPTH, o.now],
  );
  return { ids, toAgent: target.username };
}

export function registerTransferRoutes(app: FastifyInstance): void {
  const { db, now } = app.ctx;

  callRoute(app, 'transferDownline', async (body, req) => {
    const s = await agentOf(req);
    return ok(await db.transaction((tx) => transfer(tx, { agentId: s.memberId, merchantId: s.merchantId, ids: [body.id], toAgent: body.toAgent, now: now() })));
  });

  callRoute(app, 'transferMultipleDownline', async (body, req) => {
    const s = await agentOf(req);
    return ok(await db.transaction((tx) => transfer(tx, { agentId: s.memberId, merchantId: s.merchantId, ids: body.ids, toAgent: body.toAgent, now: now() })));
  });
}
