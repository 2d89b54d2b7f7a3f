import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorSessionOf } from '../operators/guard.ts';
import { precompressDir } from './precompress.ts';

/** Where the operator studio is served (its own Vite build, vite.studio.config.ts, into dist-studio/). */
const STUDIO_PREFIX = '/studio';
const STUDIO_ASSETS_PREFIX = `${STUDIO_PREFIX}/assets/`;
/** The studio's pages: /studio itself and every path under it but its assets (the studio routes on the client). */
const STUDIO_PAGE_ROUTES = [STUDIO_PREFIX, `${STUDIO_PREFIX}/*`] as const;
/** The build's two pages (dist-studio/) and its manifest's key of the sign-in entry. */
const STUDIO_PAGE = 'index.html';
const SIGNIN_PAGE = 'signin.html';

/** Whether a URL is one of the studio's (its pages get the studio's CSP: security.ts). */
export const isStudioUrl = (url: string): boolean => /^\/studio(?:[/?#]|$)/.test(url);

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
}

/**
 * The files the sign-in page loads (its entry, the chunks it imports, their styles and assets), from the build's
 * manifest: the only studio files a visitor without a session may fetch. Everything else of the studio's code waits
 * for a signed-in operator.
 */
export function signinFiles(manifest: Record<string, ManifestChunk>, entry = SIGNIN_PAGE): Set<string> {
  const files = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const f of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${f}`);
    for (const i of chunk.imports ?? []) visit(i, seen);
  };
  visit(entry, new Set());
  return files;
}

/** The build's manifest, read when first needed (the server may start before `npm run build` ends). */
function manifestReader(dir: string): () => Record<string, ManifestChunk> | null {
  let read: Record<string, ManifestChunk> | null = null;
  return () => {
    const path = join(dir, '.vite', 'manifest.json');
    if (!read && existsSync(path)) read = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
    return read;
  };
}

/** A live operator session whose one-time password is replaced: the studio's own code and page are for it only. */
const signedIn = async (req: FastifyRequest): Promise<boolean> => {
  const session = await operatorSessionOf(req);
  return session !== null && !session.mustChangePassword;
};

/**
 * Serves the operator studio from dist-studio/. `/studio` and every page under it answer the studio's index.html
 * to a signed-in operator (a live session, one-time password replaced) and the sign-in page to anyone else (the
 * sign-in page asks for the new password when the session still has a one-time one). Its scripts and styles under
 * /studio/assets/ answer 401 without such a session, but for the sign-in page's own. Pages are never cached (they
 * depend on the session); hashed assets are cached privately for a year. Source maps, the manifest and compressed
 * copies are never served.
 */
export async function serveStudio(app: FastifyInstance, studioDir = resolve('dist-studio')): Promise<void> {
  precompressDir(studioDir);
  const manifest = manifestReader(studioDir);
  let publicFiles: Set<string> | null = null;
  const isPublic = (path: string): boolean => {
    const m = manifest();
    if (m && !publicFiles) publicFiles = signinFiles(m);
    return publicFiles?.has(path.slice(STUDIO_PREFIX.length)) ?? false;
  };

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0];
      if (isPublic(path) || (await signedIn(req))) return;
      return reply.code(401).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Sign in to the studio first: /studio/');
    });
    await scope.register(fastifyStatic, {
      root: join(studioDir, 'assets'),
      prefix: STUDIO_ASSETS_PREFIX,
      decorateReply: false,
      preCompressed: true,
      index: false,
      wildcard: true,
      allowedPath: (path) => !/\.(map|br|gz)$/.test(path),
      setHeaders(reply) {
        // private: a shared cache must not hand a signed-in operator's files to a visitor.
        reply.header('Cache-Control', 'private, max-age=31536000, immutable');
      },
    });
  });

  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const page = (await signedIn(req)) ? STUDIO_PAGE : SIGNIN_PAGE;
    const file = join(studioDir, page);
    if (!existsSync(file)) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The studio is not built yet: run `npm run build` (or `npm start`, which builds first).');
    }
    return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(readFileSync(file, 'utf8'));
  };
  for (const route of STUDIO_PAGE_ROUTES) app.get(route, sendPage);
}
