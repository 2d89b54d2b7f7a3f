import type { FastifyPluginAsync } from 'fastify';
import type { SystemStatusResponse } from '../../../src/generated/api/systemStatus.response.ts';
import { callPath, callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { whitelabelFlags, whitelabelTree } from '../http/flags.ts';
import { requireMerchant } from '../http/merchant.ts';
import { clientIp, languageOf } from '../http/request.ts';
import { loadRules } from '../http/rules.ts';

type Info = SystemStatusResponse['info'];
type RegisterInfo = Info['register'];

/** Public site state and configuration: status, whitelabel tree, register rules, help centre. */
const systemRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'systemStatus', async (_q, req) => {
    const m = await requireMerchant(req);
    const flags = await whitelabelFlags(db, m.id);
    const cs = await db.query<{ cs_type: string; title: string; path: string }>(
      'SELECT cs_type, title, path FROM customer_service WHERE merchant_id = $1 ORDER BY sort',
      [m.id],
    );
    const resources = await db.query<{ resource_type: Info['resources'][number]['resourceType']; url: string; label_name_en: string }>(
      'SELECT resource_type, url, label_name_en FROM resources WHERE merchant_id = $1 ORDER BY sort',
      [m.id],
    );
    const reg = (m.settings.register ?? {}) as Partial<RegisterInfo>;
    const value: SystemStatusResponse = {
      maintenance: m.maintenance,
      regionRestriction: m.regionRestriction,
      location: { ip: clientIp(req) },
      info: {
        merchantCode: m.code,
        currency: m.currency,
        currencySymbol: m.currencySymbol,
        timeZone: m.timeZone,
        defaultLanguage: m.defaultLanguage,
        languages: m.languages,
        customerService: cs.map((r) => ({ csType: r.cs_type, title: r.title, path: r.path })),
        domainRoute: (m.settings.domainRoute ?? {}) as Info['domainRoute'],
        mainDomain: m.mainDomain,
        mobileTemplate: m.settings.mobileTemplate as Info['mobileTemplate'],
        paths: (m.settings.paths ?? {}) as Info['paths'],
        register: {
          usernameRegistration: !!flags.USERNAMEREG3,
          mobileRegistration: !!flags.MOBILENUMREG3,
          mobileVerification: !!flags.REGMOBVERF3,
          defaultCountryDialingCode: reg.defaultCountryDialingCode ?? '63',
          countryDialingCodes: reg.countryDialingCodes ?? ['63'],
          minAge: reg.minAge ?? 18,
          disclaimer: reg.disclaimer ?? true,
        },
        resources: resources.map((r) => ({ resourceType: r.resource_type, url: r.url, labelNameEn: r.label_name_en })),
        whitelabel: await whitelabelTree(db, m.id),
        // Images are root-relative (/media/...), served by this host: no CDN needed.
        imageCDNs: [],
        promotions: { REFERRAL: false, APP_DOWNLOAD: false, ...(m.settings.promotions as Info['promotions'] | undefined) },
        promotionBonus: (m.settings.promotionBonus ?? {}) as Info['promotionBonus'],
        encryption: {
          scheme: m.encryptionScheme,
          acceptsLegacy: m.encryptionScheme === 'legacy-des',
          acceptsPlain: m.allowPlain,
          modernKeyUrl: callPath('oaepKey'),
          legacyKeyUrl: callPath('legacyKey'),
        },
      },
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
