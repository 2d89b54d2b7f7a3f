import type { FastifyPluginAsync } from 'fastify';
import { requireAgent } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { registerKpiRoutes } from './agentKpi.ts';
import { registerLinkRoutes } from './agentLinks.ts';
import { registerReportRoutes } from './agentReports.ts';
import { resolveAffiliateCode } from './agentShared.ts';
import { registerTeamRoutes } from './agentTeam.ts';
import { registerTransferRoutes } from './agentTransfer.ts';

/**
 * Agent centre: affiliate code check and contracts here; KPIs in agentKpi.ts, the team (downlines, detail, rebate
 * rates) in agentTeam.ts, transfers in agentTransfer.ts, links and agentRegister in agentLinks.ts, reports,
 * dividends and daily salary in agentReports.ts.
 */
const agentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'affiliateCheck', async (q, req) => {
    const m = await requireMerchant(req);
    if (!(await resolveAffiliateCode(db, m.id, q.code.trim()))) throw new ApiError(404, 'affiliate.code.invalid', 'Invalid invitation code.');
    return ok(true);
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
  registerTeamRoutes(app);
  registerTransferRoutes(app);
  registerLinkRoutes(app);
  registerReportRoutes(app);
};

export default agentRoutes;
