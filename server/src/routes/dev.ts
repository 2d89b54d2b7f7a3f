import type { FastifyPluginAsync } from 'fastify';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { readOutbox } from '../sms/outbox.ts';

/** Development-only calls: what the dev SMS and e-mail providers "sent". Not registered in production. */
const devRoutes: FastifyPluginAsync = async (app) => {
  if (!app.ctx.devTools) return;
  const { db } = app.ctx;
  const strip = (items: Awaited<ReturnType<typeof readOutbox>>) => items.map(({ id, recipient, body, createdAt }) => ({ id, recipient, body, createdAt }));

  callRoute(app, 'devSmsOutbox', async (q, req) => {
    const m = await requireMerchant(req);
    return ok(strip(await readOutbox(db, m.id, 'sms', q.mobile.replace(/\D/g, ''))));
  });
  callRoute(app, 'devEmailOutbox', async (q, req) => {
    const m = await requireMerchant(req);
    return ok(strip(await readOutbox(db, m.id, 'email', q.email.trim().toLowerCase())));
  });
};

export default devRoutes;
