import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signinFiles } from '../../../server/src/http/studioApp.ts';
import { DEMO_OPERATOR, makeOperator, opsCall, opsLogin, type OpsSession } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { fakeDist, fakeStudio } from './fakeBuilds.ts';

/**
 * /studio is served to signed-in operators only: its page (else the sign-in page), its code (401 without a session,
 * but the sign-in page's own files), under a CSP that no page may frame; the player's pages may be framed by their
 * own origin only (the studio's preview).
 */
describe('serving the studio', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let admin: OpsSession;
  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie: `mc_ops=${cookie}` } : {}) } });

  beforeAll(async () => {
    t = await createTestApp({ serveApp: true, distDir: fakeDist(), studioDir: fakeStudio(), trustProxy: 1 });
    app = t.app;
    admin = await opsLogin(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers every studio page with the sign-in page without a session, and the studio with one', async () => {
    for (const url of ['/studio', '/studio/', '/studio/brands/royal', '/studio/index.html']) {
      const out = await get(url);
      expect(out.statusCode, url).toBe(200);
      expect(out.body, url).toContain('data-page="signin"');
      expect(out.headers['cache-control']).toBe('no-store');
      const signedIn = await get(url, admin.cookie);
      expect(signedIn.body, url).toContain('data-page="studio"');
    }
    // A cookie that names no live session is a visitor.
    expect((await get('/studio/', 'A'.repeat(43))).body).toContain('data-page="signin"');
  });

  it('gives an operator who must still replace the one-time password the sign-in page (its change step), then the studio', async () => {
    const created = (
      await opsCall(app, 'operatorCreate', { username: 'studio-newbie', roles: [{ brand: 'royal', role: 'editor' }], totp: false }, { session: admin })
    ).body.value as { oneTimePassword: string };
    const first = await opsLogin(app, 'studio-newbie', created.oneTimePassword);
    expect(first.info.mustChangePassword).toBe(true);
    expect((await get('/studio/', first.cookie)).body).toContain('data-page="signin"');
    expect((await get('/studio/assets/index-1.js', first.cookie)).statusCode).toBe(401);
    const { session } = await makeOperator(app, admin, 'studio-editor', [{ brand: 'royal', role: 'editor' }]);
    expect((await get('/studio/', session.cookie)).body).toContain('data-page="studio"');
  });

  it("serves the sign-in page's files to anyone and the studio's only to a session; never source maps or the manifest", async () => {
    for (const f of ['signin-1.js', 'signin-1.css', 'shared-1.js']) expect((await get(`/studio/assets/${f}`)).statusCode, f).toBe(200);
    const refused = await get('/studio/assets/index-1.js');
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('studio")');
    const allowed = await get('/studio/assets/index-1.js', admin.cookie);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('console.log("studio")');
    expect(String(allowed.headers['cache-control'])).toContain('private');
    expect((await get('/studio/assets/index-1.js.map', admin.cookie)).statusCode).toBe(404);
    expect((await get('/studio/.vite/manifest.json', admin.cookie)).body).not.toContain('isEntry');
    expect((await get('/studio/assets/nothing-here.js', admin.cookie)).statusCode).toBe(404);
  });

  it("puts the studio's CSP on its pages (framed by nothing) and lets player pages be framed by their own origin only", async () => {
    for (const cookie of [undefined, admin.cookie]) {
      const page = await get('/studio/', cookie);
      const csp = String(page.headers['content-security-policy']);
      for (const part of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "frame-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "object-src 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(part);
      }
      expect(csp).not.toContain('unsafe');
      expect(page.headers['x-frame-options']).toBe('DENY');
    }
    const player = await get('/m/home');
    expect(String(player.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(player.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("reads the sign-in page's files from the manifest, through the chunks it imports", () => {
    const files = signinFiles({
      'signin.html': { file: 'assets/s.js', imports: ['_a.js'], css: ['assets/s.css'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'], assets: ['assets/logo.svg'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
      'index.html': { file: 'assets/i.js', imports: ['_a.js', '_c.js'] },
      '_c.js': { file: 'assets/c.js' },
    });
    expect([...files].sort()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/logo.svg', '/assets/s.css', '/assets/s.js']);
  });
});
