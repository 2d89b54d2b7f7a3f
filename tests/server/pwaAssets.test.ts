import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { createPreviewToken } from '../../server/src/http/previewLink.ts';
import { APP_ICONS, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH, appIconPath } from '../../src/core/brand/appAssetPaths.ts';
import { createTestApp, type TestApp } from './helpers/testApp.ts';

/**
 * The installable app's files follow the brand isolation of the page: one address each (the manifest, every icon,
 * the service worker) answered with the brand of the host (or of a signed preview), from dist/brands/<id>/, which
 * is never served as it is. A brand whose kill switch is on gets a worker that retires itself.
 */
const SECRET = 'test-preview-secret-of-32-bytes-or-more';
const PNG = (brand: string, file: string) => Buffer.from(`png:${brand}:${file}`);

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-pwa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title><meta name="theme-color" content="#000000" /></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'sw.js'), 'self.__WB_MANIFEST_BUILT = 1;');
  mkdirSync(join(dist, 'brands'));
  writeFileSync(join(dist, 'brands', 'hosts.json'), JSON.stringify({ default: 'lucky', hosts: { 'lucky.example': 'lucky', 'royal.example': 'royal' } }));
  const brands = {
    lucky: { id: 'lucky', name: 'Lucky88', theme: { tokens: { 'color-bg': '#0f1115' } }, app: { serviceWorker: true } },
    royal: { id: 'royal', name: 'Royal PH', theme: { tokens: { 'color-bg': '#120c1c' } }, app: { serviceWorker: false } },
  };
  for (const [id, brand] of Object.entries(brands)) {
    writeFileSync(join(dist, 'brands', `${id}.json`), JSON.stringify({ brand }));
    mkdirSync(join(dist, 'brands', id, 'app-icons'), { recursive: true });
    writeFileSync(join(dist, 'brands', id, 'manifest.webmanifest'), JSON.stringify({ name: brand.name, theme_color: brand.theme.tokens['color-bg'] }));
    for (const icon of APP_ICONS) writeFileSync(join(dist, 'brands', id, 'app-icons', icon.file), PNG(id, icon.file));
  }
  return dist;
}

describe('the installable app of the host\'s brand', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    app = await buildApp({ db: t.db, serveApp: true, distDir: fakeDist() });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await app?.close();
    await t?.close();
  });

  const get = (url: string, host: string, cookie?: string) => app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

  it("answers the one manifest address with the host's brand, as a web app manifest", async () => {
    const lucky = await get(WEB_MANIFEST_PATH, 'lucky.example');
    expect(lucky.statusCode).toBe(200);
    expect(String(lucky.headers['content-type'])).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(lucky.body)).toEqual({ name: 'Lucky88', theme_color: '#0f1115' });
    const royal = await get(WEB_MANIFEST_PATH, 'royal.example');
    expect(JSON.parse(royal.body)).toEqual({ name: 'Royal PH', theme_color: '#120c1c' });
    expect(royal.body).not.toContain('Lucky');
    expect(String(royal.headers.vary)).toContain('Cookie');
  });

  it("answers every icon address with the host's brand's icon, and nothing else under /app-icons/", async () => {
    for (const icon of APP_ICONS) {
      const r = await get(appIconPath(icon.file), 'royal.example');
      expect(r.statusCode, icon.file).toBe(200);
      expect(String(r.headers['content-type'])).toBe('image/png');
      expect(r.rawPayload.equals(PNG('royal', icon.file))).toBe(true);
    }
    expect((await get(appIconPath('192.png'), 'lucky.example')).rawPayload.equals(PNG('lucky', '192.png'))).toBe(true);
    for (const url of ['/app-icons/64.png', '/app-icons/..%2Flucky.json', '/app-icons/..%2F..%2Fhosts.json']) {
      expect((await get(url, 'royal.example')).statusCode, url).toBe(404);
    }
  });

  it('never serves the per-brand folders as they are', async () => {
    for (const url of ['/brands/royal/manifest.webmanifest', '/brands/lucky/app-icons/192.png', '/brands/royal/app-icons/512.png']) {
      expect((await get(url, 'lucky.example')).statusCode, url).toBe(404);
    }
  });

  it("a preview link's cookie chooses the brand of the manifest and icons too", async () => {
    const token = createPreviewToken({ brand: 'royal', expiresAt: Date.now() + 3600_000 }, SECRET);
    const cookie = `mc_preview=${token}`;
    expect(JSON.parse((await get(WEB_MANIFEST_PATH, 'lucky.example', cookie)).body).name).toBe('Royal PH');
    expect((await get(appIconPath('512.png'), 'lucky.example', cookie)).rawPayload.equals(PNG('royal', '512.png'))).toBe(true);
  });

  it('serves the service worker, never from an HTTP cache, and a retiring one while the kill switch is on', async () => {
    const lucky = await get(SERVICE_WORKER_PATH, 'lucky.example');
    expect(lucky.statusCode).toBe(200);
    expect(String(lucky.headers['content-type'])).toMatch(/javascript/);
    expect(lucky.headers['cache-control']).toBe('no-cache');
    expect(lucky.body).toContain('__WB_MANIFEST_BUILT');
    const royal = await get(SERVICE_WORKER_PATH, 'royal.example');
    expect(royal.statusCode).toBe(200);
    expect(String(royal.headers['content-type'])).toMatch(/javascript/);
    expect(royal.body).toContain('registration.unregister()');
    expect(royal.body).toContain('caches.delete');
    expect(royal.body).not.toContain('__WB_MANIFEST_BUILT');
  });

  it("writes the brand's theme colour into its page", async () => {
    expect((await get('/m/home', 'royal.example')).body).toContain('<meta name="theme-color" content="#120c1c" />');
    expect((await get('/m/home', 'lucky.example')).body).toContain('<meta name="theme-color" content="#0f1115" />');
  });
});
