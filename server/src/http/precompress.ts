import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;

/**
 * Writes .br and .gz next to every compressible file of the built app that lacks a fresh one, so
 * @fastify/static (preCompressed) answers compressed bytes: on a slow mobile link the app's JS and brand
 * documents are a quarter of their size. Runs once at start; files already compressed are skipped.
 */
export function precompressDir(dir: string): number {
  if (!existsSync(dir)) return 0;
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      written += precompressDir(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || name.endsWith('.map') || stat.size < 1024) continue;
    const br = `${path}.br`;
    if (existsSync(br) && statSync(br).mtimeMs >= stat.mtimeMs) continue;
    const body = readFileSync(path);
    writeFileSync(br, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    written++;
  }
  return written;
}
