import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setHosts } from '../../../server/src/brands/store.ts';
import { DEMO_OPERATOR, makeOperator, opsCall, opsLogin, type OpsSession } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { fakeDist, fakeStudio } from './fakeBuilds.ts';

/**
 * The studio's preview brand: `/m/*?studio=<brand>` from an operator with a role on that brand shows that brand (page,
 * document, strings, manifest, icons) to this browser until `?studio=end`; from anyone else it changes nothing.
 */
describe('the studio preview brand cookie', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: OpsSession;
  let luckyViewer: OpsSession;

  /** A request on lucky's host with the operator's cookie and the studio cookie, as a browser sends both. */
  const get = (url: string, o: { ops?: OpsSession; studio?: string } = {}) => {
    const cookies = [o.ops ? `mc_ops=${o.ops.cookie}` : null, o.studio ? `mc_studio_brand=${o.studio}` : null].filter(Boolean).join('; ');
    return app.inject({ method: 'GET', url, headers: { host: 'lucky.localhost', ...(cookies ? { cookie: cookies } : {}) } });
  };
  const studioCookie = (headers: Record<string, unknown>): string | undefined => {
    const raw = headers['set-cookie'];
    const lines = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
    return lines.find((l) => l.startsWith('mc_studio_brand='));
  };
  const brandOf = async (o: { ops?: OpsSession; studio?: string }) =>
    (JSON.parse((await get('/brands/current.json', o)).body) as { brand: { id: string } }).brand.id;

  beforeAll(async () => {
    t = await createTestApp({ serveApp: true, distDir: fakeDist(), studioDir: fakeStudio(), trustProxy: 1 });
    app = t.app;
    await setHosts(t.db, 'lucky', ['lucky.localhost', 'localhost']);
    admin = await opsLogin(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    luckyViewer = (await makeOperator(app, admin, 'lucky-viewer', [{ brand: 'lucky', role: 'viewer' }])).session;
  }, 60_000);
  afterAll(async () => t?.close());

  it('sets the cookie for an operator with a role on the brand and serves that brand to this browser', async () => {
    const page = await get('/m/home?studio=royal', { ops: admin });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Royal PH</title>');
    const cookie = studioCookie(page.headers);
    expect(cookie).toBeDefined();
    for (const attr of ['mc_studio_brand=royal;', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict']) expect(cookie).toContain(attr);
    // A session cookie: no lifetime of its own.
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(await brandOf({ ops: admin, studio: 'royal' })).toBe('royal');
    const manifest = JSON.parse((await get('/manifest.webmanifest', { ops: admin, studio: 'royal' })).body) as { name: string };
    expect(manifest.name).toBe('Royal PH');
    const locale = await get('/brands/current/locales/EN.json', { ops: admin, studio: 'royal' });
    expect(locale.statusCode).toBe(200);
    expect((await get('/app-icons/192.png', { ops: admin, studio: 'royal' })).headers['content-type']).toBe('image/png');
    // Later pages follow the cookie.
    expect((await get('/m/games', { ops: admin, studio: 'royal' })).body).toContain('<title>Royal PH</title>');
  });

  it("ignores the cookie and the parameter without a live operator session: a player sees the host's brand", async () => {
    expect(await brandOf({ studio: 'royal' })).toBe('lucky');
    const page = await get('/m/home?studio=royal');
    expect(page.body).not.toContain('Royal PH');
    expect(studioCookie(page.headers)).toBeUndefined();
    // A signed-out operator's browser still holds the cookie: it counts for nothing.
    const s = await opsLogin(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    expect((await opsCall(app, 'operatorLogout', {}, { session: s })).status).toBe(200);
    expect(await brandOf({ ops: s, studio: 'royal' })).toBe('lucky');
  });

  it('needs a role on the brand: an operator with a role on lucky only cannot preview royal', async () => {
    const page = await get('/m/home?studio=royal', { ops: luckyViewer });
    expect(page.body).not.toContain('Royal PH');
    expect(studioCookie(page.headers)).toBeUndefined();
    expect(await brandOf({ ops: luckyViewer, studio: 'royal' })).toBe('lucky');
    // Their own brand works.
    expect(studioCookie((await get('/m/home?studio=lucky', { ops: luckyViewer })).headers)).toContain('mc_studio_brand=lucky;');
  });

  it("ends with ?studio=end: the cookie is cleared and the host's brand is back", async () => {
    const ended = await get('/m/home?studio=end', { ops: admin, studio: 'royal' });
    expect(ended.body).not.toContain('Royal PH');
    expect(studioCookie(ended.headers)).toMatch(/^mc_studio_brand=; Max-Age=0;/);
  });
});
