import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { callRoute } from '../http/callRoute.ts';
import { countryList } from '../http/countries.ts';
import { ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { languageOf } from '../http/request.ts';
import { siteInfo } from '../http/siteInfo.ts';

/** Site settings from the platform: the countries numbers may come from, the host table, and all of it in one answer. */
const siteSettingsRoutes: FastifyPluginAsync = async (app) => {
  callRoute(app, 'countryList', async (_q, req) => {
    const m = await requireMerchant(req);
    return ok(countryList(m, languageOf(req, m.defaultLanguage)));
  });

  callRoute(app, 'domainRoute', async (_q, req) => {
    const m = await requireMerchant(req);
    const routes = Object.fromEntries(Object.entries((m.settings.domainRoute ?? {}) as Record<string, unknown>).map(([host, code]) => [host, String(code)]));
    return ok({ routes, mainDomain: m.mainDomain });
  });

  // One CDN per answer, at random, so a merchant's image traffic spreads over its CDNs.
  callRoute(app, 'siteSettings', async (_q, req) => {
    const m = await requireMerchant(req);
    const info = await siteInfo(app.ctx, m);
    const imageCDN = info.imageCDNs.length > 0 ? (info.imageCDNs[randomInt(info.imageCDNs.length)] ?? null) : null;
    return ok({ info, countries: countryList(m, languageOf(req, m.defaultLanguage)), imageCDN });
  });
};

export default siteSettingsRoutes;
