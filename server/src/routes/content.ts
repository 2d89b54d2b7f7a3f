import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AnnouncementsResponse } from '../../../src/generated/api/announcements.response.ts';
import type { Announcement } from '../../../src/generated/api/shapes/announcement.ts';
import { isAgentType } from '../db/members.ts';
import { optionalSession, requireSession, type Session } from '../http/auth.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireMerchant } from '../http/merchant.ts';
import { languageChain, languageIn, type Texts, textIn } from '../http/localized.ts';
import { callRoute } from '../http/callRoute.ts';
import { pictureThemeOf } from '../brands/pictureThemeOf.ts';
import { themeKey } from '../media/palette.ts';

type Item = Announcement;
type Key = keyof AnnouncementsResponse;

/** Announcement type -> key of the answer. "promotion" is accepted as a type name too. */
const KEY_OF: Record<string, [Item['type'], Key]> = {
  B: ['B', 'banners'],
  PL: ['PL', 'player'],
  PU: ['PU', 'popup'],
  PR: ['PR', 'promotion'],
  PROMOTION: ['PR', 'promotion'],
  H: ['H', 'hot'],
  A: ['A', 'agent'],
};

interface Row {
  id: number;
  type: Item['type'];
  title: string;
  content: string;
  group_name: string;
  link: string;
  start_date: number;
  end_date: number | null;
  no_expiry: number;
  category_ids: number[];
  images: { url: string; sequence: number }[] | null;
  read: boolean | null;
  texts: Texts;
}

/** Current announcements of the given types for a merchant, with the member's read flags. */
async function listAnnouncements(req: FastifyRequest, merchantId: number, types: Item['type'][], groupName: string, s: Session | null): Promise<Row[]> {
  const { db, now } = req.server.ctx;
  return db.query<Row>(
    `SELECT a.id, a.type, a.title, a.content, a.texts, a.group_name, a.link, a.start_date, a.end_date, a.no_expiry, a.category_ids,
            (SELECT json_agg(json_build_object('url', i.url, 'sequence', i.sequence) ORDER BY i.sequence)
               FROM announcement_images i WHERE i.announcement_id = a.id) AS images,
            r.read
       FROM announcements a
       LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = $5
      WHERE a.merchant_id = $1 AND a.type = ANY($2::text[]) AND a.start_date <= $3
        AND (a.no_expiry = 1 OR a.end_date IS NULL OR a.end_date >= $3)
        AND ($4 = '' OR a.group_name = $4 OR a.group_name = '')
      ORDER BY a.sort, a.id`,
    [merchantId, types, now(), groupName, s?.memberId ?? 0],
  );
}

/**
 * A picture the platform draws from the row's text (a banner, a cover) is asked for in the language it is drawn in
 * and with its brand's theme key (`/media/banners/7001-TY_1a2b3c4d.png`): a new theme is a new URL.
 */
const DRAWN = /^(\/media\/(?:banners|promo)\/\d{1,9})\.png$/;
const imageIn = (url: string, lang: string, theme: string): string => url.replace(DRAWN, `$1${lang === 'EN' ? '' : `-${lang}`}_${theme}.png`);

const toItem = (r: Row, languages: readonly string[], theme: string): Item => ({
  id: r.id,
  type: r.type,
  title: textIn(r.texts, languages, 'title', r.title),
  content: textIn(r.texts, languages, 'content', r.content),
  groupName: r.group_name,
  link: r.link,
  announcementImages: (r.images ?? []).map((i) => ({ ...i, url: imageIn(i.url, languageIn(r.texts, languages), theme) })),
  startDate: r.start_date,
  endDate: r.no_expiry === 1 ? null : r.end_date,
  noExpiry: r.no_expiry === 1 ? 1 : 0,
  promoAnnouncementCategoryIds: r.category_ids,
  read: r.read ?? false,
});

/** Announcements, promotions and their categories, read marks. */
const contentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  callRoute(app, 'announcements', async (q, req) => {
    const m = await requireMerchant(req);
    const s = await optionalSession(req);
    const asked = (q.types ?? 'B,PL,PU,PR,H')
      .split(',')
      .map((t) => t.trim().toUpperCase())
      .filter(Boolean);
    const unknown = asked.find((t) => !KEY_OF[t]);
    if (unknown) throw new ApiError(400, 'validation.failed', `Unknown announcement type: ${unknown.slice(0, 12)}`);
    // Agent notices only for agents.
    const types = [...new Set(asked.map((t) => KEY_OF[t][0]))].filter((t) => t !== 'A' || (s !== null && isAgentType(s.type)));
    const value: AnnouncementsResponse = {};
    const languages = languageChain(req, m.defaultLanguage);
    const theme = themeKey(await pictureThemeOf(app.ctx, m.brandId));
    for (const t of asked) value[KEY_OF[t][1]] = [];
    for (const r of await listAnnouncements(req, m.id, types, (q.groupName ?? '').trim(), s)) {
      const key = KEY_OF[r.type][1];
      (value[key] ??= []).push(toItem(r, languages, theme));
    }
    return ok(value);
  });

  callRoute(app, 'markAnnouncementRead', async (body, req) => {
    const s = await requireSession(req);
    if (s.type === 4) throw new ApiError(403, 'free_reject', 'Please log in with a real account to use this function.');
    const found = await db.query('SELECT 1 FROM announcements WHERE id = $1 AND merchant_id = $2', [body.announcementId, s.merchantId]);
    if (found.length === 0) throw new ApiError(404, 'announcement.not.found', 'No such announcement.');
    await db.query(
      `INSERT INTO announcement_reads (member_id, announcement_id, read) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, announcement_id) DO UPDATE SET read = EXCLUDED.read`,
      [s.memberId, body.announcementId, body.read ?? true],
    );
    return ok(true);
  });

  callRoute(app, 'promotionCategories', async (_q, req) => {
    const m = await requireMerchant(req);
    const languages = languageChain(req, m.defaultLanguage);
    const rows = await db.query<{ id: number; names: Record<string, string>; sort: number }>(
      'SELECT id, names, sort FROM promotion_categories WHERE merchant_id = $1 ORDER BY sort, id',
      [m.id],
    );
    return ok(rows.map((r) => ({ id: r.id, name: languages.map((l) => r.names[l]).find(Boolean) ?? '', sequence: r.sort })));
  });

  callRoute(app, 'announcementUnreadCount', async (q, req) => {
    const s = await requireSession(req);
    const allowed = isAgentType(s.type) ? ['PL', 'PU', 'A'] : ['PL', 'PU'];
    // `types` narrows the count (the agent home counts only A); agent notices still count only for agents.
    const asked = q.types ? q.types.split(',') : allowed;
    const types = allowed.filter((t) => asked.includes(t));
    if (types.length === 0) return ok({ announcementUnreadCount: 0 });
    const rows = await listAnnouncements(req, s.merchantId, types as Item['type'][], '', s);
    return ok({ announcementUnreadCount: s.type === 4 ? 0 : rows.filter((r) => !r.read).length });
  });
};

export default contentRoutes;
