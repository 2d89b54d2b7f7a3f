import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_ASSETS_PREFIX, APP_ENTRY_ROUTES } from '../routes/paths.ts';
import { precompressDir } from './precompress.ts';

/**
 * Serves the built app from dist/: files as they are (hashed assets cached for a year), and `/`, `/m`, `/m/*`
 * answered with index.html so the client router takes over.
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
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes(APP_ASSETS_PREFIX) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (reply: FastifyReply) => {
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet: run `npm run build` (or `npm start`, which builds first).');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  for (const route of APP_ENTRY_ROUTES) app.get(route, (_req, reply) => sendIndex(reply));
}
