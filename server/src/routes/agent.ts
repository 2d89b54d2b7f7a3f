import type { FastifyPluginAsync } from 'fastify';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { registerContractRoutes } from './agentContracts.ts';
import { registerKpiRoutes } from './agentKpi.ts';
import { registerLinkRoutes } from './agentLinks.ts';
import { registerReportRoutes } from './agentReports.ts';
import { resolveAffiliateCode } from './agentShared.ts';
import { registerTeamRoutes } from './agentTeam.ts';
import { registerTransferRoutes } from './agentTransfer.ts';

/**
 * Agent centre: affiliate code check here; contracts in agentContracts.ts, KPIs in agentKpi.ts, the team
 * (downlines, detail, rebate rates) in agentTeam.ts, transfers in agentTransfer.ts, links and agentRegister in agentLinks.ts, reports,
 * dividends and daily salary in agentReports.ts.
 */
const agentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'affiliateCheck', async (q, req) => {
    const m = await requireMerchant(req);
    if (!(await resolveAffiliateCode(db, m.id, q.code.trim()))) throw new ApiError(404, 'affiliate.code.invalid', 'Invalid invitation code.');
    return ok(true);
  });

  registerContractRoutes(app);
  registerKpiRoutes(app);
  registerTeamRoutes(app);
  registerTransferRoutes(app);
  registerLinkRoutes(app);
  registerReportRoutes(app);
};

export default agentRoutes;
