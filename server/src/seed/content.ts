import { encodeCsPath } from '../../../src/api/encryption/csPath.ts';
import type { Queryable } from '../db/index.ts';
import { mediaPath, mobileConfigPath } from '../routes/paths.ts';
import { appIconPath } from '../brands/appIconOf.ts';
import { fromCents } from '../ledger/money.ts';
import { referralTerms } from '../ledger/referralTerms.ts';
import { type AnnouncedOffers, type AnnouncementSeed, CATEGORIES, D, LANGS, textsOf } from './contentData.ts';
import { DEPOSIT_PROMOTIONS } from './depositPromotions.ts';
import { noticeSeeds } from './noticeTexts.ts';
import { promotionSeeds } from './promotionTexts.ts';
import { CHECKIN_REWARDS, RAIN, REBATE_RATES } from './retention.ts';
import { helpSeeds } from './helpData.ts';
import { MERCHANTS, type MerchantSeed } from './siteConfig.ts';
import type { SeedStep } from './step.ts';

/** The APP_DOWNLOAD bonus a merchant's settings run (promotions.APP_DOWNLOAD and promotionBonus.APP_DOWNLOAD). */
function appBonusOf(settings: Record<string, unknown>): number | null {
  const on = (settings.promotions as { APP_DOWNLOAD?: boolean } | undefined)?.APP_DOWNLOAD === true;
  const bonus = (settings.promotionBonus as { APP_DOWNLOAD?: number } | undefined)?.APP_DOWNLOAD;
  return on && typeof bonus === 'number' ? bonus : null;
}

/** The turnover multiplier a kind of credit carries (settings.wagering.multipliers; ledger/wageringTerms.ts). */
function turnoverOf(settings: Record<string, unknown>, kind: string): number {
  const m = (settings.wagering as { multipliers?: Record<string, number> } | undefined)?.multipliers?.[kind];
  return typeof m === 'number' ? m : 0;
}

/** Rains a day of an event that starts at `first` (minute of the day) and repeats every `repeat` minutes within the day. */
const rainsPerDay = (first: number, repeat: number): number => Math.ceil((1440 - first) / repeat);

/** What the merchant's promotions, popups, letters and banners announce: its deposit promotions' rows, its referral
 * terms, its check-in rewards, its app-download bonus, its rebate rates and its red envelope rain events. */
export function offersOf(m: MerchantSeed): AnnouncedOffers {
  const promos = DEPOSIT_PROMOTIONS[m.code] ?? [];
  const first = promos.find((p) => p.frequency === 'once');
  const terms = referralTerms(m.settings);
  const rates = REBATE_RATES[m.code] ?? [];
  const rain = RAIN[m.code] ?? [];
  return {
    firstDeposit: first ?? { code: '', bonusPercent: 0, maxBonus: 0, minDeposit: 0, turnover: 0 },
    dailyReload: promos.find((p) => p.frequency === 'daily') ?? null,
    referral: { reward: fromCents(terms.rewardCents), minDeposit: fromCents(terms.minDepositCents), turnover: fromCents(terms.turnoverCents) },
    checkinRewards: CHECKIN_REWARDS[m.code] ?? [],
    appBonus: appBonusOf(m.settings),
    agentDividends: m.settings.agentDividends === true,
    rebate: rates.length > 0 ? { maxRate: Math.max(...rates.map(([, r]) => r)), turnover: turnoverOf(m.settings, 'MANREBATE') } : null,
    rain:
      rain.length > 0
        ? {
            envelopes: rain[0].envelopes,
            min: rain[0].min,
            max: rain[0].max,
            cap: rain[0].cap,
            perDay: rain.reduce((n, r) => n + rainsPerDay(r.firstStartMinute, r.repeatMinutes), 0),
          }
        : null,
  };
}

/** Every announcement the merchant seeds but its banners: notices, popups, hot items, agent notices, promotions. */
const announcementSeeds = (brand: string, currency: string, offers: AnnouncedOffers): AnnouncementSeed[] => [
  ...noticeSeeds(brand, currency, offers),
  ...promotionSeeds(currency, offers),
];

/** Announcement ids: merchant id * 1000 + n (banners, seeded by the games part, start at 7000). */
async function seedAnnouncements(tx: Queryable, merchantId: number, brand: string, offers: AnnouncedOffers): Promise<void> {
  const seeds = announcementSeeds(brand, '₱', offers);
  // Only the categories a promotion is filed under (an empty tab would promise what is not there).
  const used = new Set(seeds.flatMap((a) => a.categories ?? []));
  for (const c of CATEGORIES.filter((k) => used.has(k.n))) {
    await tx.query('INSERT INTO promotion_categories (id, merchant_id, names, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      merchantId * 100 + c.n,
      merchantId,
      JSON.stringify({ EN: c.EN, TY: c.TY, CN: c.CN }),
      c.n,
    ]);
  }
  let n = 0;
  for (const a of seeds) {
    const id = merchantId * 1000 + ++n;
    await tx.query(
      `INSERT INTO announcements (id, merchant_id, type, group_name, title, content, texts, link, start_date, end_date, no_expiry, category_ids, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
      [
        id,
        merchantId,
        a.type,
        a.groupName ?? '',
        a.title.EN,
        a.content.EN,
        JSON.stringify(textsOf({ title: a.title, content: a.content })),
        a.link ?? '',
        D(a.start),
        a.end ? D(a.end) : null,
        a.noExpiry ? 1 : 0,
        JSON.stringify((a.categories ?? []).map((c) => merchantId * 100 + c)),
        n,
      ],
    );
    // Covers are drawn by the media route from the announcement's title: /media/promo/<id>.png.
    for (let seq = 1; seq <= (a.images ?? 0); seq++) {
      await tx.query('INSERT INTO announcement_images (announcement_id, sequence, url) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        id,
        seq,
        mediaPath('promo', seq === 1 ? `${id}` : `${id}${seq}`),
      ]);
    }
  }
}

async function seedLinks(tx: Queryable, merchantId: number, code: string, brandId: string): Promise<void> {
  const slug = code.toLowerCase();
  const resources: [string, string, string][] = [
    ['IOS', `https://apps.apple.com/app/${slug}/id64500000${merchantId}`, 'App Store'],
    ['Android', `https://play.google.com/store/apps/details?id=com.${slug}.app`, 'Android APK'],
    ['MOBILECONFIG', mobileConfigPath(brandId), 'iOS web app profile'],
    ['AppDownloadIcon', appIconPath(brandId), 'App icon'],
    ['TELEGRAM', `https://t.me/${slug}_official`, 'Telegram'],
    ['FACEBOOK', `https://www.facebook.com/${slug}`, 'Facebook'],
    ['WHATSAPP', `https://wa.me/63917${String(merchantId).padStart(7, '0')}`, 'WhatsApp'],
    ['VIBER', `viber://chat?number=%2B63918${String(merchantId).padStart(7, '0')}`, 'Viber'],
  ];
  let sort = 0;
  for (const [type, url, label] of resources) {
    await tx.query('INSERT INTO resources (merchant_id, resource_type, url, label_name_en, sort) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
      merchantId,
      type,
      url,
      label,
      sort++,
    ]);
  }
  // CS and whatsapp paths go out encrypted (key = last 8 characters), as the platform sends them.
  const key = `${code.slice(0, 4)}Key${merchantId}`.padEnd(8, 'x').slice(0, 8);
  const cs: [string, string, string][] = [
    ['CS', 'CS', encodeCsPath(`https://t.me/${slug}_cs`, key)],
    ['WHATSAPP', 'whatsapp', encodeCsPath(`https://wa.me/63917${String(merchantId).padStart(7, '0')}`, key)],
    ['FACEBOOK', 'Facebook', `https://m.me/${slug}`],
    ['YOUTUBE', 'YouTube', `https://www.youtube.com/@${slug}`],
  ];
  sort = 0;
  for (const [csType, title, path] of cs) {
    await tx.query('INSERT INTO customer_service (merchant_id, sort, cs_type, title, path) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
      merchantId,
      sort++,
      csType,
      title,
      path,
    ]);
  }
}

/** Announcements of every type but banners, promotions with categories, help (EN, TY, CN), download and CS links. */
export const contentStep: SeedStep = {
  name: 'core.content',
  async run(tx) {
    for (const m of MERCHANTS) {
      await seedAnnouncements(tx, m.id, m.name, offersOf(m));
      const help = helpSeeds(m.name);
      for (const lang of LANGS) {
        let sort = 0;
        for (const h of help[lang]) {
          await tx.query('INSERT INTO help_entries (merchant_id, lang, title, content, sort) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
            m.id,
            lang,
            h.title,
            h.content,
            sort++,
          ]);
        }
      }
      await seedLinks(tx, m.id, m.code, m.brandId);
    }
  },
};
