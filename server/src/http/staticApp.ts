import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ICON_PREFIX, APP_ICONS, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '../../../src/core/brand/appAssetPaths.ts';
import { BRAND_DOCUMENT_PATH, LOCALE_DOCUMENT_PREFIX } from '../../../src/core/brand/brandDocumentPath.ts';
import { APP_ASSETS_PREFIX, APP_ENTRY_ROUTES } from '../routes/paths.ts';
import { withBrandHead, withImageOrigins, withLandingPreloads } from './brandHead.ts';
import type { LiveBrandSite } from '../brands/liveSite.ts';
import { notModified, sendServedText } from '../brands/sendServed.ts';
import { PREVIEW_COOKIE, readCookie } from './brandSite.ts';
import { findMerchant } from './merchant.ts';
import { precompressDir } from './precompress.ts';
import { RETIRED_WORKER_SCRIPT } from './retiredWorker.ts';
import { playerCsp } from './security.ts';
import { imageCdns } from './siteInfo.ts';
import { clearStudioBrand, keepStudioBrand, studioBrandOf } from './studioBrand.ts';

const ICON_FILES = new Set<string>(APP_ICONS.map((i) => i.file));

/**
 * Files of dist/ that are never served: every brand's documents and the host map (a visitor gets only its own
 * brand's, at BRAND_DOCUMENT_PATH and LOCALE_DOCUMENT_PREFIX), source maps (built `hidden` for error reporting, not
 * for visitors), the build manifest and the compressed copies.
 */
function isPrivateFile(url: string): boolean {
  const path = url.split('?')[0];
  const ownBrand = path === BRAND_DOCUMENT_PATH || path.startsWith(LOCALE_DOCUMENT_PREFIX);
  return (path.startsWith('/brands/') && !ownBrand) || path.startsWith('/.vite/') || path.endsWith('.map') || isCompressedCopy(path);
}

/**
 * The .br and .gz copies precompressDir writes: reached only through content negotiation on the file's own name
 * (with its type, cache and security headers), never raw by theirs.
 */
function isCompressedCopy(path: string): boolean {
  return path.endsWith('.br') || path.endsWith('.gz');
}

/** `?preview=<token>` on a page, else the cookie an earlier preview page left. */
function previewToken(req: FastifyRequest): string | undefined {
  const q = (req.query as Record<string, unknown> | undefined)?.preview;
  return typeof q === 'string' ? q : readCookie(req.headers.cookie, PREVIEW_COOKIE);
}

/** Which brand an answer shows, and which saved revision of it when a preview link names one (else the published). */
interface Choice {
  id: string;
  revision?: number;
}

/** A valid preview link's token is kept in a cookie until it expires; `?preview=end` ends a preview early. */
async function keepPreview(req: FastifyRequest, reply: FastifyReply, site: LiveBrandSite): Promise<Choice> {
  const q = (req.query as Record<string, unknown> | undefined)?.preview;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  if (q === 'end') {
    reply.header('Set-Cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    return { id: (await site.resolve(req, undefined)).id };
  }
  const { id, preview } = await site.resolve(req, previewToken(req));
  if (preview && typeof q === 'string') {
    const maxAge = Math.floor((preview.expiresAt - Date.now()) / 1000);
    reply.header('Set-Cookie', `${PREVIEW_COOKIE}=${q}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
  }
  return preview?.revision === undefined ? { id } : { id, revision: preview.revision };
}

/**
 * A page's brand: the most recent explicit choice wins. `?preview=<token>` (which ends a studio preview) or
 * `?studio=<brand>` on the page itself, else the studio's cookie (an operator previewing in the studio), else the
 * preview link's cookie, else the host's brand.
 */
async function pageChoice(req: FastifyRequest, reply: FastifyReply, site: LiveBrandSite): Promise<Choice> {
  const previewAsked = typeof (req.query as Record<string, unknown> | undefined)?.preview === 'string';
  if (previewAsked) clearStudioBrand(req, reply);
  const studio = previewAsked ? null : await keepStudioBrand(req, reply);
  return studio ? { id: studio } : keepPreview(req, reply, site);
}

/** A brand file's brand (document, strings, manifest, icons, worker): as the page chose it, by the cookies it left. */
async function fileChoice(req: FastifyRequest, site: LiveBrandSite): Promise<Choice> {
  const studio = await studioBrandOf(req);
  if (studio) return { id: studio };
  const { id, preview } = await site.resolve(req, readCookie(req.headers.cookie, PREVIEW_COOKIE));
  return preview?.revision === undefined ? { id } : { id, revision: preview.revision };
}

const servedOf = (site: LiveBrandSite, c: Choice) => (c.revision === undefined ? site.served(c.id) : site.servedRevision(c.id, c.revision));

/**
 * Serves the built app from dist/: files as they are (hashed assets cached for a year), and `/`, `/m`, `/m/*`
 * answered with index.html named for the brand the host maps to (its title and icon), so the client router takes
 * over (or a preview link's brand, or the operator studio's preview brand: studioBrand.ts); BRAND_DOCUMENT_PATH answers that brand's published revision composed on the deployed _base (see
 * server/src/brands/liveSite.ts), WEB_MANIFEST_PATH and APP_ICON_PREFIX its installable app's manifest and the
 * icons drawn at publish, and SERVICE_WORKER_PATH the service worker, or a
 * retiring one while the brand's kill switch is on.
 */
export async function serveBuiltApp(app: FastifyInstance, distDir = resolve('dist')): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  precompressDir(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    prefix: '/',
    index: false,
    wildcard: true,
    allowedPath: (_path, _root, req) => !isPrivateFile(req.url),
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes(APP_ASSETS_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).type('text/plain; charset=utf-8').send('The app is not built yet: run `npm run build` (or `npm start`, which builds first).');
  const noBrand = (reply: FastifyReply) =>
    reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('No brand is published on this platform yet: start it once with its screens/ files (npm start seeds them), or create one as an operator.');
  /** The host's brand (or a preview's, or the studio's: the cookies a page left), composed. */
  const servedFor = async (req: FastifyRequest) => {
    const site = await app.ctx.brandSite();
    return servedOf(site, await fileChoice(req, site));
  };
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(indexFile)) return notBuilt(reply);
    const site = await app.ctx.brandSite();
    const served = await servedOf(site, await pageChoice(req, reply, site));
    if (!served) return noBrand(reply);
    const path = req.url.split('?')[0];
    // The page's merchant's image CDNs may serve its images, and no other origin; the page names them to the app.
    const merchant = await findMerchant(app.ctx.db, served.bundle.brand.merchantCode);
    const cdns = merchant ? imageCdns(merchant) : [];
    const branded = withImageOrigins(withBrandHead(await readFile(indexFile, 'utf8'), served.head), cdns);
    const html = withLandingPreloads(branded, path, served.head.landingPath);
    reply.header('Content-Security-Policy', playerCsp(cdns));
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  };
  for (const route of APP_ENTRY_ROUTES) app.get(route, sendIndex);
  app.get(BRAND_DOCUMENT_PATH, async (req, reply) => {
    const served = await servedFor(req);
    if (!served) return noBrand(reply);
    return sendServedText(req, reply, { owner: served, name: 'document', etag: served.etag, text: served.document, type: 'application/json; charset=utf-8' });
  });
  // One language's strings of the request's brand; a language code is a few capital letters (the platform's codes).
  app.get<{ Params: { file: string } }>(`${LOCALE_DOCUMENT_PREFIX}:file`, async (req, reply) => {
    const m = /^([A-Z]{2,5})\.json$/.exec(req.params.file);
    const served = m ? await servedFor(req) : null;
    const text = m && served?.locales.get(m[1]);
    if (!served || !text || !m) return reply.callNotFound();
    return sendServedText(req, reply, { owner: served, name: m[1], etag: served.etag, text, type: 'application/json; charset=utf-8' });
  });
  app.get(WEB_MANIFEST_PATH, async (req, reply) => {
    const served = await servedFor(req);
    if (!served) return noBrand(reply);
    return sendServedText(req, reply, { owner: served, name: 'manifest', etag: served.etag, text: served.manifest, type: 'application/manifest+json' });
  });
  app.get<{ Params: { file: string } }>(`${APP_ICON_PREFIX}:file`, async (req, reply) => {
    if (!ICON_FILES.has(req.params.file)) return reply.callNotFound();
    const site = await app.ctx.brandSite();
    const choice = await fileChoice(req, site);
    const served = await servedOf(site, choice);
    const png = served ? await site.icon(choice.id, req.params.file, choice.revision) : null;
    if (!served || !png) return reply.callNotFound();
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').header('ETag', served.etag);
    if (notModified(req, served.etag)) return reply.code(304).send();
    return reply.type('image/png').send(png);
  });
  app.get(SERVICE_WORKER_PATH, async (req, reply) => {
    if (!existsSync(join(distDir, 'sw.js'))) return notBuilt(reply);
    const served = await servedFor(req);
    // Always asked of the network (no-cache), so the kill switch reaches a browser on its next visit.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    if (served && !served.serviceWorker) return reply.type('text/javascript; charset=utf-8').send(RETIRED_WORKER_SCRIPT);
    return reply.sendFile('sw.js');
  });
}
