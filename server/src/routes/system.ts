import type { FastifyPluginAsync } from 'fastify';
import type { SystemStatusResponse } from '../../../src/generated/api/systemStatus.response.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { whitelabelTree } from '../http/flags.ts';
import { requireMerchant } from '../http/merchant.ts';
import { clientIp, languageOf } from '../http/request.ts';
import { loadRules } from '../http/rules.ts';
import { siteInfo } from '../http/siteInfo.ts';

/** Public site state and configuration: status, whitelabel tree, register rules, help centre. */
const systemRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'systemStatus', async (_q, req) => {
    const m = await requireMerchant(req);
    const value: SystemStatusResponse = {
      maintenance: m.maintenance,
      regionRestriction: m.regionRestriction,
      location: { ip: clientIp(req) },
      info: await siteInfo(app.ctx, m),
    };
    return ok(value);
  });

  callRoute(app, 'whitelabel', async (_q, req) => {
    const m = await requireMerchant(req);
    return ok(await whitelabelTree(db, m.id));
  });

  callRoute(app, 'registerSettings', async (_q, req) => {
    const m = await requireMerchant(req);
    return ok(await loadRules(db, m.id));
  });

  callRoute(app, 'helpCenter', async (query, req) => {
    const m = await requireMerchant(req);
    const lang = (query.lang ?? '').toUpperCase() || languageOf(req, m.defaultLanguage);
    const q = 'SELECT title, content FROM help_entries WHERE merchant_id = $1 AND lang = $2 ORDER BY sort';
    let rows = await db.query<{ title: string; content: string }>(q, [m.id, lang]);
    // A language without entries falls back to the brand's default, then English.
    if (rows.length === 0) rows = await db.query(q, [m.id, m.defaultLanguage]);
    if (rows.length === 0) rows = await db.query(q, [m.id, 'EN']);
    return ok(rows.map((r) => ({ title: r.title, content: r.content })));
  });
};

export default systemRoutes;
