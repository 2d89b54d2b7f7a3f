/**
 * Daily check-in, manual rebate and red envelope rain (server/src/retention/): a status read and a claim each, for
 * real members (free-play sessions get 403 free_reject, guests 401). Claims run in one transaction with their
 * ledger credit and are rate limited per member; the manual rebate needs the MANPLAYREB3 flag (403 feature.disabled).
 */
import { languageChain } from '../http/localized.ts';
import type { FastifyPluginAsync } from 'fastify';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { requireFlag } from '../http/flags.ts';
import { enforce, type Limit } from '../http/rateLimit.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { checkinStatus, claimCheckin } from '../retention/checkin.ts';
import { claimRebate, rebateClaimable } from '../retention/manualRebate.ts';
import { openEnvelope, redRainStatus } from '../retention/redRain.ts';

const MIN = 60_000;
/** Claims per member: a person taps a few times a minute at most; a script is stopped here. */
const CLAIMS_PER_MEMBER: Limit = { max: 20, windowMs: MIN };
/** Envelope taps per member: a rain is tapped quickly, but not hundreds of times. */
const OPENS_PER_MEMBER: Limit = { max: 60, windowMs: MIN };

/** Seed of the envelope amounts (RED_RAIN_SEED; a fixed default keeps demo runs the same). */
const rainSeed = process.env.RED_RAIN_SEED || 'red-rain';

const retentionRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'checkinStatus', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    return ok(await checkinStatus(db, { merchantId: m.id, memberId: s.memberId, now: now(), timeZone: m.timeZone }));
  });

  callRoute(app, 'checkinClaim', async (_b, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    await enforce(db, now(), [{ key: `checkin:member:${s.memberId}`, limit: CLAIMS_PER_MEMBER }]);
    return ok(await db.transaction((tx) => claimCheckin(tx, { merchantId: m.id, memberId: s.memberId, now: now(), timeZone: m.timeZone })));
  });

  callRoute(app, 'rebateClaimable', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    await requireFlag(db, m.id, 'MANPLAYREB3');
    return ok(await rebateClaimable(db, { merchantId: m.id, memberId: s.memberId, now: now() }));
  });

  callRoute(app, 'rebateClaim', async (b, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    await requireFlag(db, m.id, 'MANPLAYREB3');
    await enforce(db, now(), [{ key: `rebate:member:${s.memberId}`, limit: CLAIMS_PER_MEMBER }]);
    return ok(await db.transaction((tx) => claimRebate(tx, { merchantId: m.id, memberId: s.memberId, category: b.category, now: now() })));
  });

  callRoute(app, 'redRainStatus', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    return ok(await redRainStatus(db, { merchantId: m.id, memberId: s.memberId, now: now(), languages: languageChain(req, m.defaultLanguage) }));
  });

  callRoute(app, 'redRainOpen', async (_b, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    await enforce(db, now(), [{ key: `redrain:member:${s.memberId}`, limit: OPENS_PER_MEMBER }]);
    return ok(await db.transaction((tx) => openEnvelope(tx, { merchantId: m.id, memberId: s.memberId, now: now(), seed: `${rainSeed}:${m.code}` })));
  });
};

export default retentionRoutes;
