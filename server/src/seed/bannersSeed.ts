/** Stores the banner definitions as type-B announcements with one image each (read by the core's content calls). */
import type { Queryable } from '../db/index.ts';
import { mediaPath } from '../routes/paths.ts';
import { bannerDefs } from './banners.ts';
import { offersOf } from './content.ts';
import { p, textsOf, tr } from './contentData.ts';
import { MERCHANTS } from './siteConfig.ts';

export async function seedBanners(db: Queryable, merchantId: number, merchantCode: string, now: number): Promise<void> {
  const merchant = MERCHANTS.find((m) => m.code === merchantCode);
  if (!merchant) return;
  for (const b of bannerDefs(merchantCode, offersOf(merchant))) {
    const inserted = await db.query(
      `INSERT INTO announcements (id, merchant_id, type, group_name, title, content, texts, link, start_date, end_date, no_expiry, sort)
       VALUES ($1, $2, 'B', $3, $4, $5, $6, $7, $8, NULL, 1, $9) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        b.id,
        merchantId,
        b.groupName,
        b.title.EN,
        p(b.subtitle.EN),
        JSON.stringify(textsOf({ title: b.title, content: tr(p(b.subtitle.EN), p(b.subtitle.TY), p(b.subtitle.CN)) })),
        b.link,
        now - 86_400_000,
        b.sort,
      ],
    );
    if (inserted.length === 0) continue;
    await db.query('INSERT INTO announcement_images (announcement_id, sequence, url) VALUES ($1, 1, $2)', [b.id, mediaPath('banners', String(b.id))]);
  }
}
