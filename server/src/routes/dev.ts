import type { FastifyPluginAsync } from 'fastify';
import type { DevEmailOutboxRequest } from '../../../src/generated/api/devEmailOutbox.request.ts';
import type { DevSmsOutboxRequest } from '../../../src/generated/api/devSmsOutbox.request.ts';
import { ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { querySchema } from '../http/validation.ts';
import { readOutbox } from '../sms/outbox.ts';

/** Development-only calls: what the dev SMS and e-mail providers "sent". Not registered in production. */
const devRoutes: FastifyPluginAsync = async (app) => {
  if (!app.ctx.devTools) return;
  const { db } = app.ctx;
  const strip = (items: Awaited<ReturnType<typeof readOutbox>>) => items.map(({ id, recipient, body, createdAt }) => ({ id, recipient, body, createdAt }));

  app.get<{ Querystring: DevSmsOutboxRequest }>('/wps/dev/sms-outbox', { schema: querySchema('devSmsOutbox') }, async (req) => {
    const m = await requireMerchant(req);
    return ok(strip(await readOutbox(db, m.id, 'sms', req.query.mobile.replace(/\D/g, ''))));
  });
  app.get<{ Querystring: DevEmailOutboxRequest }>('/wps/dev/email-outbox', { schema: querySchema('devEmailOutbox') }, async (req) => {
    const m = await requireMerchant(req);
    return ok(strip(await readOutbox(db, m.id, 'email', req.query.email.trim().toLowerCase())));
  });
};

export default devRoutes;
