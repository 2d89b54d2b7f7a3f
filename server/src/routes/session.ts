import type { FastifyPluginAsync } from 'fastify';
import { renderCaptcha } from '../captcha/image.ts';
import { issueCaptcha } from '../captcha/store.ts';
import { serverKeys } from '../crypto/keys.ts';
import { notSession, revokeSession } from '../http/auth.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { requireFlag } from '../http/flags.ts';
import { requireMerchant } from '../http/merchant.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { createTrialMember, login, signIn } from './login.ts';

/** Sessions: keys for body encryption, captcha, login (password / SMS), free play, logout. */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'legacyKey', async (_q, req) => {
    await requireMerchant(req);
    return ok((await serverKeys(db, now())).legacy.modulusHex);
  });

  callRoute(app, 'oaepKey', async (_q, req) => {
    await requireMerchant(req);
    const k = (await serverKeys(db, now())).oaep;
    return ok({ keyId: k.keyId, spki: k.spkiBase64, alg: 'RSA-OAEP-256' as const });
  });

  callRoute(app, 'captcha', async (_q, req, reply) => {
    await requireMerchant(req);
    await enforce(db, now(), [{ key: `captcha:ip:${clientIp(req)}`, limit: LIMITS.captchaPerIp }]);
    const answer = app.ctx.captchaText();
    await issueCaptcha(db, req, reply, answer, now());
    return ok(renderCaptcha(answer).toString('base64'));
  });

  callRoute(app, 'login', async (body, req, reply) => {
    const m = await requireMerchant(req);
    return ok(await login(req, reply, m, body));
  });

  callRoute(app, 'freePlay', async (_body, req) => {
    const m = await requireMerchant(req);
    await requireFlag(db, m.id, 'FREEPLAY3');
    const ip = clientIp(req);
    await enforce(db, now(), [{ key: `freeplay:ip:${ip}`, limit: LIMITS.freePlayPerIp }]);
    const member = await createTrialMember(db, m.id, now(), ip);
    const s = await signIn(req, member);
    return ok({ token: s.token, id: s.id, userName: s.userName, customerType: 4 as const, type: 4 as const });
  });

  // The token to revoke: the Authorization header, else a `token` in the body.
  callRoute(app, 'logout', async (body, req) => {
    await requireMerchant(req);
    const raw = req.headers.authorization ?? body.token ?? '';
    const token = raw.startsWith('Bearer ') ? raw.slice(7) : raw;
    if (!/^[0-9a-f]{64}$/.test(token) || !(await revokeSession(db, token, now()))) throw notSession();
    return ok(true);
  });
};

export default sessionRoutes;
