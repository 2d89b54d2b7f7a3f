import type { FastifyPluginAsync } from 'fastify';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { clearMerchantCache, requireMerchant } from '../http/merchant.ts';
import { imageCdns } from '../http/siteInfo.ts';
import { createDemoAgent } from '../seed/demoAgent.ts';
import { createDemoMember } from '../seed/demoMember.ts';
import { readOutbox } from '../sms/outbox.ts';

/**
 * Development-only calls: what the dev SMS and e-mail providers "sent", a new demo member or agent for a test to
 * own, and image CDNs on a test's own merchant.
 * Registered only with the development tools on (DEV_OUTBOX=1), which production refuses.
 */
const devRoutes: FastifyPluginAsync = async (app) => {
  if (!app.ctx.devTools) return;
  const { db, now } = app.ctx;
  const strip = (items: Awaited<ReturnType<typeof readOutbox>>) => items.map(({ id, recipient, body, createdAt }) => ({ id, recipient, body, createdAt }));

  callRoute(app, 'devSmsOutbox', async (q, req) => {
    const m = await requireMerchant(req);
    return ok(strip(await readOutbox(db, m.id, 'sms', q.mobile.replace(/\D/g, ''))));
  });
  callRoute(app, 'devEmailOutbox', async (q, req) => {
    const m = await requireMerchant(req);
    return ok(strip(await readOutbox(db, m.id, 'email', q.email.trim().toLowerCase())));
  });
  callRoute(app, 'devDemoAgent', async (_q, req) => {
    const m = await requireMerchant(req);
    return ok({ username: await createDemoAgent(db, m, now()) });
  });
  // A browser test's own merchant with image CDNs (the page's CSP and the status follow at once).
  callRoute(app, 'devImageCdns', async (q, req) => {
    const m = await requireMerchant(req);
    await db.query("UPDATE merchants SET settings = jsonb_set(settings, '{imageCDNs}', $1::jsonb) WHERE id = $2", [JSON.stringify(q.imageCDNs), m.id]);
    clearMerchantCache(db);
    const updated = await requireMerchant(req);
    return ok({ imageCDNs: imageCdns(updated) });
  });
  callRoute(app, 'devDemoMember', async (q, req) => {
    const m = await requireMerchant(req);
    return ok(await createDemoMember(db, m, now(), { type: q.type ?? 0, paymentPassword: q.paymentPassword ?? true, balance: q.balance ?? true }));
  });
};

export default devRoutes;
