/**
 * The words a drawn picture shows: a banner its announcement's title and text, a promotion cover its title and a
 * call to action. The media route draws them; the CJK font's subset (tools/fonts/cli.ts) is made to hold every
 * character of them, and a test proves it does.
 */
import type { Queryable } from '../db/index.ts';
import type { Texts } from '../http/localized.ts';

/** An announcement's HTML as one line of text (tags and runs of white space dropped; both regexes are linear). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The covers' call to action, by language. */
export const COVER_CTA: Readonly<Record<string, string>> = { EN: 'JOIN NOW', TY: 'SUMALI NA', CN: '立即参加' };

/** A cover of no promotion (a promotion's second picture) says "promotion" in the language asked for. */
export const NO_PROMOTION = { title: 'PROMOTION', content: '', texts: { TY: { title: 'PROMO' }, CN: { title: '优惠活动' } } as Texts };

/** Every text the seeded rows put on a picture in `lang`: banners' titles and lines, covers' titles, the fixed words. */
export async function pictureTextsIn(db: Queryable, lang: string): Promise<string[]> {
  const rows = await db.query<{ type: string; texts: Texts }>(
    `SELECT a.type, a.texts FROM announcements a
      WHERE a.type = 'B' OR EXISTS (SELECT 1 FROM announcement_images i WHERE i.announcement_id = a.id AND i.url LIKE '/media/promo/%')`,
  );
  const texts = rows.flatMap((r) => {
    const t = r.texts[lang];
    return r.type === 'B' ? [t?.title ?? '', plainText(t?.content ?? '')] : [t?.title ?? ''];
  });
  return [...texts, COVER_CTA[lang] ?? '', NO_PROMOTION.texts[lang]?.title ?? ''].filter(Boolean);
}
