import type { FastifyPluginAsync } from 'fastify';
import { requireAgent } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { registerKpiRoutes } from './agentKpi.ts';

interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  created_at: number;
  last_login_at: number | null;
  online: boolean;
  downline_count: number;
}

/** Agent centre: affiliate code check, downlines, contracts; KPIs in agentKpi.ts. */
const agentRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'affiliateCheck', async (q, req) => {
    const m = await requireMerchant(req);
    const rows = await db.query('SELECT 1 FROM members WHERE merchant_id = $1 AND affiliate_code = $2 AND status = 0', [m.id, q.code.trim()]);
    if (rows.length === 0) throw new ApiError(404, 'affiliate.code.invalid', 'Invalid invitation code.');
    return ok(true);
  });

  callRoute(app, 'downlines', async (q, req) => {
    const s = await requireAgent(req);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 20;
    const prefix = `${(q.account ?? '').trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const total = (await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM members WHERE parent_id = $1 AND lower(username) LIKE $2', [s.memberId, prefix]))[0]?.n ?? 0;
    const rows = await db.query<DownlineRow>(
      `SELECT m.id, m.username, m.nickname, m.type, m.created_at, m.last_login_at,
              EXISTS (SELECT 1 FROM sessions x WHERE x.member_id = m.id AND x.revoked_at IS NULL AND x.expires_at > $5) AS online,
              (SELECT count(*)::int FROM members c WHERE c.parent_id = m.id) AS downline_count
         FROM members m WHERE m.parent_id = $1 AND lower(m.username) LIKE $2
        ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
      [s.memberId, prefix, pageSize, (pageNo - 1) * pageSize, now()],
    );
    return ok({
      content: rows.map((r) => ({
        id: r.id, account: r.username, nickname: r.nickname, type: r.type, registerTime: r.created_at,
        lastLoginTime: r.last_login_at, online: r.online, downlineCount: r.downline_count,
      })),
      pageNum: pageNo,
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    });
  });

  callRoute(app, 'pendingContracts', async (_q, req) => {
    const s = await requireAgent(req);
    const rows = await db.query<{ id: number; kind: 'dailySalary' | 'dividend' | 'hourlySalary'; terms: Record<string, unknown>; created_at: number }>(
      "SELECT id, kind, terms, created_at FROM agent_contracts WHERE member_id = $1 AND status = 'pending' ORDER BY id", [s.memberId]);
    return ok(rows.map((r) => ({ id: r.id, kind: r.kind, status: 'pending' as const, terms: r.terms, createTime: r.created_at })));
  });

  callRoute(app, 'respondContract', async (body, req) => {
    const s = await requireAgent(req);
    const rows = await db.query("UPDATE agent_contracts SET status = $3 WHERE id = $1 AND member_id = $2 AND status = 'pending' RETURNING id", [
      body.id, s.memberId, body.accept ? 'accepted' : 'rejected',
    ]);
    if (rows.length === 0) throw new ApiError(404, 'contract.not.found', 'No such pending contract.');
    return ok(true);
  });

  registerKpiRoutes(app);
};

export default agentRoutes;
