import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD } from '../../server/src/http/compression.ts';
import { urlOf } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/testApp.ts';

/**
 * Answers are compressed for clients that take it (brotli, else gzip): the lobby's vendor list is 22 KB of JSON
 * on the first screen's critical path. Small answers and clients that ask for nothing get the answer as it is.
 */
describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: { merchant: 'LUCKY88', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

  it('sends a large API answer in brotli, or gzip, to a client that takes it, and the same JSON comes out', async () => {
    const url = urlOf('gameVendors', { platform: 'html5' });
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10 * 1024);
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length, 'brotli is a fraction of the JSON').toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const small = await get(urlOf('oaepKey'), 'br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
