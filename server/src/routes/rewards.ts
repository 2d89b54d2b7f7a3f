/**
 * Reward centre and promo codes (issue 18): GET /wps/relay/MRS2_missionList (missions with the member's progress),
 * POST /wps/relay/MRS2_missionClaim and POST /wps/relay/MRS2_promoCodeRedeem (both money-moving: Idempotency-Key,
 * credited through the ledger exactly once). Real members only (free-play sessions get 403 free_reject). Daily tasks
 * need the MISSIONLB3 flag, the other missions and promo codes REWCEN3 (403 feature.disabled otherwise).
 * See server/src/rewards/ for the rules.
 */
import { languageChain } from '../http/localized.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireFlag, whitelabelFlags } from '../http/flags.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../ledger/idempotency.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { claimMission, flagOfPeriod, listMissions, type MissionPeriod } from '../rewards/missions.ts';
import { redeemPromoCode } from '../rewards/promoCodes.ts';

const PERIODS: readonly MissionPeriod[] = ['daily', 'weekly', 'once'];

/** The mission periods the merchant offers by its flags; 403 feature.disabled when it offers none. */
async function offeredPeriods(db: Queryable, merchantId: number): Promise<MissionPeriod[]> {
  const flags = await whitelabelFlags(db, merchantId);
  const periods = PERIODS.filter((p) => flags[flagOfPeriod(p)]);
  if (periods.length === 0) {
    throw new ApiError(403, 'feature.disabled', 'Sorry, this account does not have permission or the feature is temporarily unavailable.');
  }
  return periods;
}

const rewardRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'missionList', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const periods = await offeredPeriods(db, m.id);
    const languages = languageChain(req, m.defaultLanguage);
    return ok({ list: await listMissions(db, { merchantId: m.id, memberId: s.memberId, now: now(), timeZone: m.timeZone, periods, languages }) });
  });

  callRoute(app, 'missionClaim', async (body, req, reply) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const periods = await offeredPeriods(db, m.id);
    const key = idempotencyKeyOf(req);
    const answer = await runIdempotent(db, { memberId: s.memberId, key, scope: 'missionClaim', hash: requestHash('missionClaim', body), now: now() }, (tx) =>
      claimMission(tx, { merchantId: m.id, memberId: s.memberId, missionId: body.missionId, now: now(), timeZone: m.timeZone, periods }),
    );
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    return reply.code(answer.status).send(answer.body);
  });

  callRoute(app, 'promoCodeRedeem', async (body, req, reply) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    await requireFlag(db, m.id, 'REWCEN3');
    // Every attempt counts (outside the transaction, so a refusal cannot roll the count back): codes cannot be guessed.
    await enforce(db, now(), [{ key: `promo:member:${s.memberId}`, limit: LIMITS.promoRedeemPerMember }]);
    const key = idempotencyKeyOf(req);
    const answer = await runIdempotent(
      db,
      { memberId: s.memberId, key, scope: 'promoCodeRedeem', hash: requestHash('promoCodeRedeem', body), now: now() },
      (tx) =>
        redeemPromoCode(tx, {
          merchantId: m.id,
          memberId: s.memberId,
          memberType: s.type,
          code: body.code,
          now: now(),
          languages: languageChain(req, m.defaultLanguage),
        }),
    );
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    return reply.code(answer.status).send(answer.body);
  });
};

export default rewardRoutes;
