import type { FastifyInstance } from 'fastify';
import type { AgentContract } from '../../../src/generated/api/shapes/agentContract.ts';
import { requireAgent } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';

interface ContractRow {
  id: number;
  kind: AgentContract['kind'];
  status: AgentContract['status'];
  terms: AgentContract['terms'];
  created_at: number;
  answered_at: number | null;
}

// The terms column is jsonb written by the seed and the back office in the shape its kind's schema gives.
const toContract = (r: ContractRow): AgentContract =>
  ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    terms: r.terms,
    createTime: Number(r.created_at),
    answerTime: r.answered_at === null ? null : Number(r.answered_at),
  }) as AgentContract;

const COLUMNS = 'id, kind, status, terms, created_at, answered_at';

/**
 * Contracts offered to an agent (daily salary, dividend, hourly salary): the pending ones (the agent home's
 * prompts), every one of a kind with its state (the contract pages), and the agent's answer, once.
 */
export function registerContractRoutes(app: FastifyInstance): void {
  const { db, now } = app.ctx;

  callRoute(app, 'pendingContracts', async (_q, req) => {
    const s = await requireAgent(req);
    const rows = await db.query<ContractRow>(`SELECT ${COLUMNS} FROM agent_contracts WHERE member_id = $1 AND status = 'pending' ORDER BY id`, [s.memberId]);
    return ok(rows.map(toContract));
  });

  callRoute(app, 'agentContracts', async (q, req) => {
    const s = await requireAgent(req);
    const rows = await db.query<ContractRow>(
      `SELECT ${COLUMNS} FROM agent_contracts WHERE member_id = $1 AND kind = $2
        ORDER BY (status = 'pending') DESC, CASE WHEN status = 'pending' THEN id ELSE -id END`,
      [s.memberId, q.kind],
    );
    return ok(rows.map(toContract));
  });

  callRoute(app, 'respondContract', async (body, req) => {
    const s = await requireAgent(req);
    const rows = await db.query(
      "UPDATE agent_contracts SET status = $3, answered_at = $4 WHERE id = $1 AND member_id = $2 AND status = 'pending' RETURNING id",
      [body.id, s.memberId, body.accept ? 'accepted' : 'rejected', now()],
    );
    if (rows.length === 0) throw new ApiError(404, 'contract.not.found', 'No such pending contract.');
    return ok(true);
  });
}
