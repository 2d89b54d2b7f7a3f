import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { createLiveBrandSite } from '../../server/src/brands/liveSite.ts';
import { readDeployedBase, SCREENS_DIR } from '../../server/src/brands/servedBrand.ts';
import { setHosts } from '../../server/src/brands/store.ts';
import { createPreviewToken, PREVIEW_MAX_MS, readPreviewToken } from '../../server/src/http/previewLink.ts';
import { API_PREFIXES } from '../../server/src/routes/paths.ts';
import { send } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/testApp.ts';

/**
 * A built app's brands do not see or reach each other: the page and the brand document a host gets are its own
 * brand's (the host map stays on the server), `?brand=` does nothing, other brands' documents, the host map,
 * source maps and the build manifest are never served; only a signed, unexpired preview link shows another brand.
 */
const SECRET = 'test-preview-secret-of-32-bytes-or-more';

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'brands'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>x</title><link rel="icon" href="data:," /></head><body><div id="root"></div><!-- ${'padding '.repeat(300)} --></body></html>`,
  );
  // Over 1 KB: the server writes .br and .gz beside them at start.
  writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}); // ${'worker '.repeat(300)}`);
  writeFileSync(join(dist, 'assets', 'big-1234.js'), `console.log('${'big '.repeat(600)}')`);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-1234.js.map'), '{"version":3}');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  // What an older build left under dist/brands/: never served (brands come from their published revisions).
  writeFileSync(join(dist, 'brands', 'hosts.json'), JSON.stringify({ default: 'lucky', hosts: { 'royal.example': 'royal' } }));
  writeFileSync(join(dist, 'brands', 'royal.json'), JSON.stringify({ brand: { id: 'royal', name: 'Royal PH' } }));
  return dist;
}

describe('brand isolation of the served app', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    // The platform's host table (an admin's brandSetHosts): each brand also answers on an example.com-like host.
    await setHosts(t.db, 'royal', ['royal.localhost', 'royal.example']);
    await setHosts(t.db, 'lucky', ['lucky.localhost', 'localhost', '127.0.0.1', 'lucky.example']);
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    app = await buildApp({ db: t.db, serveApp: true, distDir: fakeDist() });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await app?.close();
    await t?.close();
  });

  const get = (url: string, host: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
  const brandOf = async (host: string, cookie?: string) =>
    (JSON.parse((await get('/brands/current.json', host, cookie)).body) as { brand: { id: string } }).brand.id;

  it("answers /, /m and /m/* with the page of the host's brand, under a strict CSP", async () => {
    for (const url of ['/', '/m', '/m/', '/m/home', '/m/member/home']) {
      const r = await get(url, 'royal.example');
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('id="root"');
      expect(r.body).toContain('<title>Royal PH</title>');
      expect(r.body).not.toContain('Lucky88');
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
    }
    const lucky = await get('/m/home', 'lucky.example:8080');
    expect(lucky.body).toContain('<title>Lucky88</title>');
    expect(lucky.body).toContain('<link rel="icon" href="data:image/svg+xml,');
    // A host the map does not know gets the default brand.
    expect((await get('/m/home', 'unknown.example')).body).toContain('<title>Lucky88</title>');
  });

  it('serves the brand document of the host only; ?brand= changes nothing', async () => {
    expect(await brandOf('royal.example')).toBe('royal');
    expect(await brandOf('lucky.example')).toBe('lucky');
    const page = await get('/m/home?brand=royal', 'lucky.example');
    expect(page.body).toContain('<title>Lucky88</title>');
    expect((await get('/brands/current.json?brand=royal', 'lucky.example')).body).toContain('"lucky"');
  });

  it("serves a language's strings of the host's brand only, at one address for every brand", async () => {
    const strings = await get('/brands/current/locales/TY.json', 'royal.example');
    expect(strings.statusCode).toBe(200);
    expect((JSON.parse(strings.body) as Record<string, string>).login).toBe('Mag-login');
    // Lucky speaks Chinese, Royal does not: the same address answers per host.
    expect((await get('/brands/current/locales/CN.json', 'lucky.example')).statusCode).toBe(200);
    expect((await get('/brands/current/locales/CN.json', 'royal.example')).statusCode).toBe(404);
    // Anything that is not a language code of the brand is not found.
    for (const url of [
      '/brands/current/locales/XX.json',
      '/brands/current/locales/..%2Froyal.json',
      '/brands/current/locales/ty.json',
      '/brands/royal/locales/TY.json',
    ]) {
      expect((await get(url, 'lucky.example')).statusCode, url).toBe(404);
    }
  });

  it("never serves another brand's document, the host map, source maps or the build manifest", async () => {
    for (const url of ['/brands/royal.json', '/brands/lucky.json', '/brands/hosts.json', '/assets/app-1234.js.map', '/.vite/manifest.json']) {
      expect((await get(url, 'lucky.example')).statusCode, url).toBe(404);
    }
    const js = await get('/assets/app-1234.js', 'lucky.example');
    expect(js.statusCode).toBe(200);
    expect(String(js.headers['cache-control'])).toContain('immutable');
    const api = await send(app, 'GET', `${API_PREFIXES[0]}unknown`);
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('serves pre-compressed files only through content negotiation, never by their own names', async () => {
    for (const url of ['/index.html.br', '/index.html.gz', '/sw.js.br', '/sw.js.gz', '/assets/big-1234.js.br', '/assets/big-1234.js.gz']) {
      expect((await get(url, 'lucky.example')).statusCode, url).toBe(404);
    }
    const br = await app.inject({ method: 'GET', url: '/assets/big-1234.js', headers: { host: 'lucky.example', 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await get('/assets/big-1234.js', 'lucky.example');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('big big');
  });

  it('a signed preview link shows its brand on another host, and a cookie keeps it until it expires or is ended', async () => {
    const token = createPreviewToken({ brand: 'royal', expiresAt: Date.now() + 3600_000 }, SECRET);
    const page = await get(`/m/home?preview=${token}`, 'lucky.example');
    expect(page.body).toContain('<title>Royal PH</title>');
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toMatch(/^mc_preview=[^;]+; Path=\/; Max-Age=(3599|3600); HttpOnly; SameSite=Lax$/);
    const sent = cookie.split(';')[0];
    expect(await brandOf('lucky.example', sent)).toBe('royal');
    expect((await get('/m/activity', 'lucky.example', sent)).body).toContain('<title>Royal PH</title>');
    const ended = await get('/m/home?preview=end', 'lucky.example', sent);
    expect(ended.body).toContain('<title>Lucky88</title>');
    expect(String(ended.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('refuses a tampered, expired, foreign or unknown-brand preview', async () => {
    const good = createPreviewToken({ brand: 'royal', expiresAt: Date.now() + 3600_000 }, SECRET);
    const tampered = `${createPreviewToken({ brand: 'royal', expiresAt: Date.now() + 3600_000 }, 'other-secret')}`;
    const expired = createPreviewToken({ brand: 'royal', expiresAt: Date.now() - 1000 }, SECRET);
    const unknown = createPreviewToken({ brand: 'nobrand', expiresAt: Date.now() + 3600_000 }, SECRET);
    const swapped = `${Buffer.from(JSON.stringify({ b: 'royal', e: 9e9 })).toString('base64url')}.${good.split('.')[1]}`;
    for (const token of [tampered, expired, unknown, swapped, 'x', `${good}.x`]) {
      const page = await get(`/m/home?preview=${encodeURIComponent(token)}`, 'lucky.example');
      expect(page.body, token).toContain('<title>Lucky88</title>');
      expect(page.headers['set-cookie'], token).toBeUndefined();
      expect(await brandOf('lucky.example', `mc_preview=${token}`)).toBe('lucky');
    }
  });
});

describe('preview tokens', () => {
  afterEach(() => vi.unstubAllEnvs());
  const now = Date.UTC(2026, 0, 1);

  it('read back what was signed, until they expire', () => {
    const token = createPreviewToken({ brand: 'royal', expiresAt: now + 60_000 }, SECRET);
    expect(readPreviewToken(token, SECRET, now)).toEqual({ brand: 'royal', expiresAt: now + 60_000 });
    expect(readPreviewToken(token, SECRET, now + 60_000)).toBeNull();
  });

  it('are refused without a secret, with another secret, or when they would live longer than the longest preview', () => {
    const token = createPreviewToken({ brand: 'royal', expiresAt: now + 60_000 }, SECRET);
    expect(readPreviewToken(token, undefined, now)).toBeNull();
    expect(readPreviewToken(token, '', now)).toBeNull();
    expect(readPreviewToken(token, 'another', now)).toBeNull();
    const long = createPreviewToken({ brand: 'royal', expiresAt: now + PREVIEW_MAX_MS + 60_000 }, SECRET);
    expect(readPreviewToken(long, SECRET, now)).toBeNull();
    expect(() => createPreviewToken({ brand: 'royal', expiresAt: now }, '')).toThrow(/PREVIEW_SECRET/);
  });

  it('signed with a secret under 32 bytes, preview nothing (an app built without the start-up check included)', async () => {
    const t = await createTestApp();
    try {
      const base = readDeployedBase(SCREENS_DIR);
      const short = 'short-preview-secret';
      const site = await createLiveBrandSite(t.db, base, { now: () => now, env: { PREVIEW_SECRET: short }, listen: false });
      const token = createPreviewToken({ brand: 'royal', expiresAt: now + 60_000 }, short);
      expect((await site.resolve({ hostname: 'localhost' } as FastifyRequest, token)).preview).toBeNull();
      const long = await createLiveBrandSite(t.db, base, { now: () => now, env: { PREVIEW_SECRET: SECRET }, listen: false });
      const preview = (await long.resolve({ hostname: 'localhost' } as FastifyRequest, createPreviewToken({ brand: 'royal', expiresAt: now + 60_000 }, SECRET)))
        .preview;
      expect(preview).toEqual({ brand: 'royal', expiresAt: now + 60_000 });
    } finally {
      await t.close();
    }
  }, 30_000);
});
