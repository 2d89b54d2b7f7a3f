import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { createPreviewToken } from '../../server/src/http/previewLink.ts';
import { APP_ICONS, SERVICE_WORKER_PATH, WEB_MANIFEST_PATH, appIconPath } from '../../src/core/brand/appAssetPaths.ts';
import { findRevision, insertRevision, setHosts, setPublished } from '../../server/src/brands/store.ts';
import type { Db } from '../../server/src/db/index.ts';
import { createTestApp, T0, type TestApp } from './helpers/testApp.ts';

/**
 * The installable app's files follow the brand isolation of the page: one address each (the manifest, every icon,
 * the service worker) answered with the brand of the host (or of a signed preview), composed from its published
 * revision (icons drawn at publish); dist/brands/ of an older build is never served. A brand whose kill switch is
 * on gets a worker that retires itself.
 */
const SECRET = 'test-preview-secret-of-32-bytes-or-more';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-pwa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><meta name="theme-color" content="#000000" /></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'sw.js'), 'self.__WB_MANIFEST_BUILT = 1;');
  // What an older build left under dist/brands/: never served.
  mkdirSync(join(dist, 'brands', 'royal', 'app-icons'), { recursive: true });
  writeFileSync(join(dist, 'brands', 'royal', 'manifest.webmanifest'), '{}');
  writeFileSync(join(dist, 'brands', 'royal', 'app-icons', '512.png'), 'old');
  return dist;
}

/** Publishes a revision of `brand` whose brand.json is changed by `edit` (as brandPublish would, without the checks). */
async function publishEdited(db: Db, brand: string, edit: (doc: Record<string, unknown>) => void): Promise<void> {
  const current = await findRevision(db, brand, 1);
  if (!current) throw new Error(`no revision 1 of ${brand}`);
  const doc = JSON.parse(current.files['brand.json']) as Record<string, unknown>;
  edit(doc);
  await db.transaction(async (tx) => {
    const rev = await insertRevision(
      tx,
      { brand, parent: 1, author: 'test', message: 'kill switch', files: { ...current.files, 'brand.json': JSON.stringify(doc) }, schemaVersion: 2 },
      T0,
    );
    await setPublished(tx, brand, rev.number, T0);
  });
}

describe("the installable app of the host's brand", () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    await setHosts(t.db, 'royal', ['royal.localhost', 'royal.example']);
    await setHosts(t.db, 'lucky', ['lucky.localhost', 'lucky.example']);
    await publishEdited(t.db, 'royal', (doc) => void (doc.app = { serviceWorker: false }));
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
    expect(JSON.parse(lucky.body)).toMatchObject({ name: 'Lucky88', theme_color: '#0f1115', start_url: '/m/home' });
    const royal = await get(WEB_MANIFEST_PATH, 'royal.example');
    expect(JSON.parse(royal.body)).toMatchObject({ name: 'Royal PH', theme_color: '#120c1c' });
    expect(royal.body).not.toContain('Lucky');
    expect(String(royal.headers.vary)).toContain('Cookie');
  });

  it("answers every icon address with the host's brand's icon, and nothing else under /app-icons/", async () => {
    for (const icon of APP_ICONS) {
      const r = await get(appIconPath(icon.file), 'royal.example');
      expect(r.statusCode, icon.file).toBe(200);
      expect(String(r.headers['content-type'])).toBe('image/png');
      expect(r.rawPayload.subarray(0, 4).equals(PNG_SIGNATURE)).toBe(true);
    }
    const royal192 = (await get(appIconPath('192.png'), 'royal.example')).rawPayload;
    expect((await get(appIconPath('192.png'), 'lucky.example')).rawPayload.equals(royal192)).toBe(false);
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
    const royal512 = (await get(appIconPath('512.png'), 'royal.example')).rawPayload;
    expect((await get(appIconPath('512.png'), 'lucky.example', cookie)).rawPayload.equals(royal512)).toBe(true);
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
