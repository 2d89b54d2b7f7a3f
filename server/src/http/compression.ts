import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses what the server answers (API JSON, the brand document, the app's HTML) for clients that take it:
 * brotli, else gzip. The lobby's vendor list is 22 KB of JSON and its first page of games 18 KB; on a phone's
 * network those were round trips on the first screen's critical path. Brotli at quality 4: several times faster
 * than its default 11 for most of the saving, so every answer can afford it. Files the build precompressed
 * (already encoded) and images (not compressible) are sent as they are.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
