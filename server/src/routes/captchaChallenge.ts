import type { FastifyPluginAsync } from 'fastify';
import { powLevelOf } from '../captcha/captchaTry.ts';
import { issuePowChallenge } from '../captcha/pow.ts';
import { captchaIdOf } from '../captcha/store.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { loginFailures, trustedDeviceFor } from './login.ts';

/**
 * POST /wps/captcha/challenge: the proof of work a try with the current captcha answer must carry, bound to the
 * client's captcha id, at the level the recent failures of the address (and of the account a sign-in names) ask
 * for. The image itself stays the platform's GET /wps/captcha.
 */
const captchaChallengeRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'captchaChallenge', async (body, req) => {
    const m = await requireMerchant(req);
    const t = now();
    const ip = clientIp(req);
    await enforce(db, t, [{ key: `captchachallenge:ip:${ip}`, limit: LIMITS.captchaChallengePerIp }]);
    const username = body.username?.trim();
    const device = username ? (await trustedDeviceFor(req, m, { username }, t)).device : undefined;
    const failures = username ? await loginFailures(db, m, username, ip, t, device) : 0;
    const level = await powLevelOf(db, req, failures, t);
    const id = captchaIdOf(req);
    const challenge = id ? await issuePowChallenge(db, id, level, t) : null;
    if (!challenge?.signature) throw new ApiError(400, 'captcha.expired', 'The captcha has expired, please load a new one.', { captcha: true });
    return ok({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, level: level.level });
  });
};

export default captchaChallengeRoutes;
