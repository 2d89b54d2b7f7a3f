/**
 * GET /media/{games,vendors,banners,promo,footer,art}/<name>.png[?w=<width>]: server-drawn images (docs/contracts.md
 * "Media"). Each is drawn at a fixed size per kind; `?w=` asks for the width the page draws it at (rounded up to a
 * step, never enlarged), and a `.png` URL answers AVIF or WebP when the Accept header names one (`Vary: Accept`);
 * `.webp` and `.avif` URLs ask for that format outright. Long cache lifetime with an ETag per variant; unknown
 * names answer 404 in the platform envelope, a malformed width 400.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { drawArt } from '../media/art.ts';
import { drawBanner, drawPromoCover } from '../media/banner.ts';
import { ImageCache } from '../media/cache.ts';
import { drawAppIcon } from '../media/appIcon.ts';
import { appIconOf } from '../brands/appIconOf.ts';
import { drawFooterBadge } from '../media/footer.ts';
import { drawGameIcon } from '../media/gameIcon.ts';
import { drawVendorLogo } from '../media/vendorLogo.ts';
import { encodeVariant, MIME, negotiateFormat, parseWidth, pngWidth, snapWidth, type ImageFormat } from '../media/variants.ts';
import { bannerSize } from '../seed/banners.ts';
import { type Texts, textIn } from '../http/localized.ts';
import { hasGlyphs } from '../media/typeface.ts';
import { COVER_CTA, NO_PROMOTION, plainText } from '../media/pictureTexts.ts';
import { themeKey } from '../media/palette.ts';
import { pictureThemeOf, pictureThemeOfHost } from '../brands/pictureThemeOf.ts';
import { MEDIA_ROUTE, type MediaKind } from './paths.ts';

const NAME = /^([A-Za-z0-9_-]{1,64})\.(png|webp|avif)$/;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A picture to serve: the key it is cached under (what it depends on) and how to draw it on a miss. */
interface Drawing {
  key: string;
  draw: () => Promise<Buffer | undefined>;
}
type Drawer = (req: FastifyRequest, name: string) => Promise<Drawing | undefined>;

/** A picture that depends on its name only. */
const byName =
  (draw: (name: string) => Promise<Buffer | undefined>): Drawer =>
  async (_req, name) => ({ key: name, draw: () => draw(name) });

/**
 * A drawn picture's name: the announcement id, the language it is drawn in (`7001-TY`; none: English) and its
 * brand's theme key (`7001-TY_1a2b3c4d`, palette.ts themeKey). The key only makes a new theme a new URL (browsers
 * keep these a year); the picture is drawn in the brand's current theme and cached under that theme's key.
 */
const DRAWN_NAME = /^(\d{1,9})(?:-(TY|CN))?(?:_[0-9a-f]{8})?$/;
/** A brand's app icon: `app-<brand id>`, with the key of its name and theme (appIconOf.ts) in the URLs the platform gives. */
const APP_ICON = /^app-([a-z][a-z0-9-]{0,40})(?:_[0-9a-f]{8})?$/;
/**
 * The texts of a row in `lang`, or in English when the fonts lack a character of them (a picture never shows an
 * empty box; the log says which text fell back, so the font's subset can be remade with it: tools/fonts/cli.ts).
 */
function drawableText<R, T extends Record<string, string>>(req: FastifyRequest, row: R, lang: string | undefined, pick: (r: R, chain: string[]) => T): T {
  const inLang = pick(row, [lang ?? 'EN', 'EN']);
  const missing = Object.values(inLang).find((text) => !hasGlyphs(text));
  if (missing === undefined) return inLang;
  req.log.warn({ lang, text: missing }, 'drawn picture: a character the fonts lack; drawn in English');
  return pick(row, ['EN']);
}

const mediaRoutes: FastifyPluginAsync = async (app) => {
  const cache = new ImageCache(Number(process.env.MEDIA_CACHE_BYTES ?? 48 * 1024 * 1024));
  const { db } = app.ctx;

  const drawers: Record<MediaKind, Drawer> = {
    games: byName(async (id) => {
      const rows = await db.query<{ name_en: string; category: string; game_classify: string; vendor: string }>(
        `SELECT g.name_en, g.category, g.game_classify, COALESCE(v.display_name, g.vassalage) AS vendor
           FROM games g LEFT JOIN game_vendors v ON v.vassalage = g.vassalage WHERE g.game_id = $1`,
        [id],
      );
      const g = rows[0];
      return g ? drawGameIcon({ gameId: id, name: g.name_en, category: g.category, classify: g.game_classify, vendorName: g.vendor }) : undefined;
    }),
    vendors: byName(async (code) => {
      const rows = await db.query<{ display_name: string }>('SELECT display_name FROM game_vendors WHERE vassalage = $1', [code]);
      return rows[0] ? drawVendorLogo(code, rows[0].display_name) : undefined;
    }),
    banners: async (req, name) => {
      const drawn = DRAWN_NAME.exec(name);
      if (!drawn) return undefined;
      // The picture says what its announcement row says, in the language asked for: the title, and the text under
      // it, in the colours of the brand of the row's merchant.
      const rows = await db.query<{ title: string; content: string; texts: Texts; group_name: string; brand_id: string }>(
        `SELECT a.title, a.content, a.texts, a.group_name, m.brand_id FROM announcements a JOIN merchants m ON m.id = a.merchant_id
          WHERE a.id = $1 AND a.type = 'B'`,
        [Number(drawn[1])],
      );
      const size = rows[0] ? bannerSize(rows[0].group_name) : undefined;
      if (!rows[0] || !size) return undefined;
      const theme = await pictureThemeOf(app.ctx, rows[0].brand_id);
      const text = drawableText(req, rows[0], drawn[2], (r, chain) => ({
        title: textIn(r.texts, chain, 'title', r.title),
        subtitle: plainText(textIn(r.texts, chain, 'content', r.content)),
      }));
      return { key: `${drawn[1]}-${drawn[2] ?? 'EN'}@${themeKey(theme)}`, draw: () => drawBanner(Number(drawn[1]), size, text, theme) };
    },
    promo: async (req, name) => {
      const drawn = DRAWN_NAME.exec(name);
      if (!drawn) return undefined;
      // Promotion covers show the promotion's title when it exists (the core's announcements), else a generic one
      // in the colours of the brand the request's host serves.
      const rows = await db.query<{ title: string; content: string; texts: Texts; brand_id: string }>(
        'SELECT a.title, a.content, a.texts, m.brand_id FROM announcements a JOIN merchants m ON m.id = a.merchant_id WHERE a.id = $1',
        [Number(drawn[1])],
      );
      const theme = rows[0] ? await pictureThemeOf(app.ctx, rows[0].brand_id) : await pictureThemeOfHost(app.ctx, req);
      const { title, cta } = drawableText(req, rows[0] ?? NO_PROMOTION, drawn[2], (r, chain) => ({
        title: textIn(r.texts, chain, 'title', r.title),
        cta: COVER_CTA[chain[0]] ?? COVER_CTA.EN,
      }));
      return { key: `${drawn[1]}-${drawn[2] ?? 'EN'}@${themeKey(theme)}`, draw: () => drawPromoCover(Number(drawn[1]), title, cta, theme) };
    },
    footer: async (req, name) => {
      // A brand's app icon (its AppDownloadIcon resource): its name in its theme's colours.
      const icon = APP_ICON.exec(name);
      if (!icon) return byName(drawFooterBadge)(req, name);
      const drawn = await appIconOf(app.ctx, icon[1]);
      if (!drawn) return undefined;
      const { label, theme } = drawn;
      return { key: `app-${icon[1]}-${label}@${themeKey(theme)}`, draw: () => drawAppIcon(label, theme) };
    },
    art: byName(drawArt),
  };

  const serve = async (req: FastifyRequest<{ Params: { kind: string; file: string }; Querystring: { w?: string } }>, reply: FastifyReply) => {
    const { kind, file } = req.params;
    const m = NAME.exec(file);
    const drawer = Object.hasOwn(drawers, kind) ? drawers[kind as MediaKind] : undefined;
    if (!m || !drawer) throw new ApiError(404, 'not.found', 'No such image.');
    const requested = parseWidth(req.query.w);
    if (Number.isNaN(requested)) throw new ApiError(400, 'validation.failed', 'w must be a width in pixels.', { field: 'w' });
    const drawing = await drawer(req, m[1]);
    const drawn = drawing && (await cache.get(`${kind}/${drawing.key}`, drawing.draw));
    if (!drawing || !drawn) throw new ApiError(404, 'not.found', 'No such image.');
    const negotiated = m[2] === 'png';
    const format: ImageFormat = negotiated ? negotiateFormat(req.headers.accept) : (m[2] as ImageFormat);
    const intrinsic = pngWidth(drawn.body);
    const width = snapWidth(requested, intrinsic);
    const img =
      format === 'png' && width === intrinsic
        ? drawn
        : await cache.get(`${kind}/${drawing.key}@${width}.${format}`, () => encodeVariant(drawn.body, width, format));
    if (!img) throw new ApiError(404, 'not.found', 'No such image.');
    reply.header('cache-control', CACHE_CONTROL).header('etag', img.etag);
    // One URL, several bodies: caches must key on Accept (browsers and CDNs do with Vary).
    if (negotiated) reply.header('vary', 'Accept');
    if (req.headers['if-none-match'] === img.etag) return reply.code(304).send();
    return reply.type(MIME[format]).send(img.body);
  };

  app.get(MEDIA_ROUTE, serve);
};

export default mediaRoutes;
