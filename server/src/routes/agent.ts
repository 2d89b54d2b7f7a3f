import type { FastifyPluginAsync } from 'fastify';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { clientIp } from '../http/request.ts';
import { registerContractRoutes } from './agentContracts.ts';
import { registerKpiRoutes } from './agentKpi.ts';
import { registerLinkRoutes } from './agentLinks.ts';
import { registerReportRoutes } from './agentReports.ts';
import { resolveAffiliateCode } from './agentShared.ts';
import { registerTeamRoutes } from './agentTeam.ts';
import { registerTransferRoutes } from './agentTransfer.ts';
import { recordInviteVisit } from './invite.ts';

/**
 * Agent centre: affiliate code check here; contracts in agentContracts.ts, KPIs in agentKpi.ts, the team
 * (downlines, detail, rebate rates) in agentTeam.ts, transfers in agentTransfer.ts, links and agentRegister in agentLinks.ts, reports,
 * dividends and daily salary in agentReports.ts.
 */
const agentRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'affiliateCheck', async (q, req) => {
    const m = await requireMerchant(req);
    const found = await resolveAffiliateCode(db, m.id, q.code.trim());
    if (!found) throw new ApiError(404, 'affiliate.code.invalid', 'Invalid invitation code.');
    // The register page checks the code it opened with: one visit of the code's owner (invite friends' figures).
    await recordInviteVisit(db, found.recommenderId, clientIp(req), now());
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
