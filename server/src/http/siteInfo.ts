import type { SystemStatusResponse } from '../../../src/generated/api/systemStatus.response.ts';
import { appIconOf, appIconPath } from '../brands/appIconOf.ts';
import type { AppContext } from './context.ts';
import { callPath } from './callRoute.ts';
import { whitelabelFlags, whitelabelTree } from './flags.ts';
import type { Merchant } from './merchant.ts';

type Info = SystemStatusResponse['info'];
type RegisterInfo = Info['register'];

/** A bare https origin (`https://img.example.net`, a port allowed): nothing else may reach a page's CSP or an image URL. */
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;

/**
 * The merchant's image CDNs (settings.imageCDNs), in its order; none by default. Only bare https origins count
 * (a trailing slash is dropped): the app reads `/media/...` from one of them and the page's CSP allows exactly these.
 */
export function imageCdns(m: Pick<Merchant, 'settings'>): string[] {
  const raw = m.settings.imageCDNs;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((u) => (typeof u === 'string' && HTTPS_ORIGIN.test(u.replace(/\/$/, '')) ? [u.replace(/\/$/, '').toLowerCase()] : []));
}

/** The site configuration the system status and the consolidated settings answer (`info`). */
export async function siteInfo(ctx: AppContext, m: Merchant): Promise<Info> {
  const { db } = ctx;
  const flags = await whitelabelFlags(db, m.id);
  const cs = await db.query<{ cs_type: string; title: string; path: string }>(
    'SELECT cs_type, title, path FROM customer_service WHERE merchant_id = $1 ORDER BY sort',
    [m.id],
  );
  const resources = await db.query<{ resource_type: Info['resources'][number]['resourceType']; url: string; label_name_en: string }>(
    'SELECT resource_type, url, label_name_en FROM resources WHERE merchant_id = $1 ORDER BY sort',
    [m.id],
  );
  // The first-deposit offer a guest is promised (the register button's badge): the running once-per-member promotion.
  const [firstDeposit] = await db.query<{ bonus_percent: string }>(
    "SELECT bonus_percent::text AS bonus_percent FROM deposit_promotions WHERE merchant_id = $1 AND active AND frequency = 'once' ORDER BY sort, id LIMIT 1",
    [m.id],
  );
  // The brand's drawn app icon is answered at its keyed URL, so a new theme or name reaches browsers that kept the old.
  const appIcon = resources.some((r) => r.url === appIconPath(m.brandId)) ? await appIconOf(ctx, m.brandId) : undefined;
  const reg = (m.settings.register ?? {}) as Partial<RegisterInfo>;
  return {
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
    resources: resources.map((r) => ({
      resourceType: r.resource_type,
      url: r.url === appIconPath(m.brandId) && appIcon ? appIcon.url : r.url,
      labelNameEn: r.label_name_en,
    })),
    whitelabel: await whitelabelTree(db, m.id),
    // Images are root-relative (/media/...), served by this host, unless the merchant names CDNs.
    imageCDNs: imageCdns(m),
    promotions: { REFERRAL: false, APP_DOWNLOAD: false, ...(m.settings.promotions as Info['promotions'] | undefined) },
    promotionBonus: {
      ...(m.settings.promotionBonus as Info['promotionBonus']),
      ...(firstDeposit && Number(firstDeposit.bonus_percent) > 0 ? { FIRST_DEPOSIT: Number(firstDeposit.bonus_percent) } : {}),
    },
    encryption: {
      scheme: m.encryptionScheme,
      acceptsLegacy: m.encryptionScheme === 'legacy-des',
      acceptsPlain: m.allowPlain,
      modernKeyUrl: callPath('oaepKey'),
      legacyKeyUrl: callPath('legacyKey'),
    },
  };
}
