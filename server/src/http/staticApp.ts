import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ICON_PREFIX, APP_ICONS, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH } from '../../../src/core/brand/appAssetPaths.ts';
import { BRAND_DOCUMENT_PATH, LOCALE_DOCUMENT_PREFIX } from '../../../src/core/brand/brandDocumentPath.ts';
import { APP_ASSETS_PREFIX, APP_ENTRY_ROUTES } from '../routes/paths.ts';
import { withBrandHead, withLandingPreloads } from './brandHead.ts';
import { loadBrandSite, PREVIEW_COOKIE, readCookie, type BrandSite } from './brandSite.ts';
import { precompressDir } from './precompress.ts';
import { RETIRED_WORKER_SCRIPT } from './retiredWorker.ts';

const ICON_FILES = new Set<string>(APP_ICONS.map((i) => i.file));

/**
 * Files of dist/ that are never served: every brand's documents and the host map (a visitor gets only its own
 * brand's, at BRAND_DOCUMENT_PATH and LOCALE_DOCUMENT_PREFIX), source maps (built `hidden` for error reporting, not
 * for visitors), the build manifest and the compressed copies.
 */
export function isPrivateFile(url: string): boolean {
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

/** A valid preview link's token is kept in a cookie until it expires; `?preview=end` ends a preview early. */
function keepPreview(req: FastifyRequest, reply: FastifyReply, site: BrandSite, now: number): string {
  const q = (req.query as Record<string, unknown> | undefined)?.preview;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  if (q === 'end') {
    reply.header('Set-Cookie', `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    return site.resolve(req, undefined).id;
  }
  const token = previewToken(req);
  const { id, preview } = site.resolve(req, token);
  if (preview && typeof q === 'string') {
    const maxAge = Math.floor((preview.expiresAt - now) / 1000);
    reply.header('Set-Cookie', `${PREVIEW_COOKIE}=${q}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
  }
  return id;
}

/**
 * Serves the built app from dist/: files as they are (hashed assets cached for a year), and `/`, `/m`, `/m/*`
 * answered with index.html named for the brand the host maps to (its title and icon), so the client router takes
 * over; BRAND_DOCUMENT_PATH answers that brand's composed documents, WEB_MANIFEST_PATH and APP_ICON_PREFIX its
 * installable app's manifest and icons (dist/brands/<id>/), and SERVICE_WORKER_PATH the service worker, or a
 * retiring one while the brand's kill switch is on.
 */
export async function serveBuiltApp(app: FastifyInstance, distDir = resolve('dist'), now: () => number = Date.now): Promise<void> {
  // Previews expire by the wall clock (the operator's), not the app clock a test or demo may have moved.
  const indexFile = join(distDir, 'index.html');
  precompressDir(distDir);
  let site: BrandSite | null | undefined;
  // Read on first use: dist/ may be built after the server started (npm run dev builds nothing; tests build first).
  const brandSite = () => (site ??= loadBrandSite(distDir, process.env, now));
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
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const s = brandSite();
    if (!existsSync(indexFile) || !s) return notBuilt(reply);
    const id = keepPreview(req, reply, s, now());
    const head = s.head(id);
    const path = req.url.split('?')[0];
    const html = withLandingPreloads(withBrandHead(await readFile(indexFile, 'utf8'), head), path, head.landingPath);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(html);
  };
  for (const route of APP_ENTRY_ROUTES) app.get(route, sendIndex);
  /** The brand of a request for one of the brand's files: its host's, or a preview's (the cookie a preview page left). */
  const brandOf = (req: FastifyRequest, s: BrandSite) => s.resolve(req, readCookie(req.headers.cookie, PREVIEW_COOKIE)).id;
  app.get(BRAND_DOCUMENT_PATH, (req, reply) => {
    const s = brandSite();
    if (!s) return notBuilt(reply);
    return reply.header('Vary', 'Cookie').sendFile(join('brands', `${brandOf(req, s)}.json`));
  });
  // One language's strings of the request's brand; a language code is a few capital letters (the platform's codes).
  app.get<{ Params: { file: string } }>(`${LOCALE_DOCUMENT_PREFIX}:file`, (req, reply) => {
    const s = brandSite();
    if (!s) return notBuilt(reply);
    if (!/^[A-Z]{2,5}\.json$/.test(req.params.file)) return reply.callNotFound();
    return reply.header('Vary', 'Cookie').sendFile(join('brands', brandOf(req, s), 'locales', req.params.file));
  });
  app.get(WEB_MANIFEST_PATH, (req, reply) => {
    const s = brandSite();
    if (!s) return notBuilt(reply);
    return reply.header('Vary', 'Cookie').type('application/manifest+json').sendFile(join('brands', brandOf(req, s), 'manifest.webmanifest'));
  });
  app.get<{ Params: { file: string } }>(`${APP_ICON_PREFIX}:file`, (req, reply) => {
    const s = brandSite();
    if (!s) return notBuilt(reply);
    if (!ICON_FILES.has(req.params.file)) return reply.callNotFound();
    return reply.header('Vary', 'Cookie').sendFile(join('brands', brandOf(req, s), 'app-icons', req.params.file));
  });
  app.get(SERVICE_WORKER_PATH, (req, reply) => {
    const s = brandSite();
    if (!s) return notBuilt(reply);
    // Always asked of the network (no-cache), so the kill switch reaches a browser on its next visit.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    if (!s.serviceWorker(brandOf(req, s))) return reply.type('text/javascript; charset=utf-8').send(RETIRED_WORKER_SCRIPT);
    return reply.sendFile('sw.js');
  });
}
