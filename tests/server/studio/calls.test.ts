import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import { DOCUMENT_VERSION } from '../../../src/core/migrations/index.ts';
import type { OperatorCalls } from '../../../src/generated/api/operatorCalls.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { DEMO_OPERATOR, makeOperator, opsCall, opsLogin, type OpsSession } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { fakeDist } from './fakeBuilds.ts';

const SECRET = 'studio-test-preview-secret-of-32-bytes';
type Answer<N extends keyof OperatorCalls> = OperatorCalls[N]['response'];

/**
 * The studio's calls: what it needs at start, brandSave's checks without saving, a signed link to a saved draft,
 * and a demo player session for the preview (demo mode only).
 */
describe("the studio's operator calls", () => {
  let t: TestApp;
  /** The same database served by an app that signs preview links and one outside demo mode. */
  let linked: FastifyInstance;
  let plain: FastifyInstance;
  let admin: OpsSession;

  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
    admin = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    linked = await buildApp({ db: t.db, now: t.clock.now, serveApp: true, distDir: fakeDist(), demoMode: true, trustProxy: 1 });
    await linked.ctx.brandSite();
    vi.unstubAllEnvs();
    plain = await buildApp({ db: t.db, now: t.clock.now, demoMode: false, trustProxy: 1 });
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await linked?.close();
    await plain?.close();
    await t?.close();
  });

  const royalFiles = async () =>
    expectOk<Answer<'brandRevision'>>(await opsCall(t.app, 'brandRevision', { brand: 'royal' }, { session: admin }), 'brandRevision');

  it('studioSetup answers the deployed _base as overlay-keyed JSON texts, the document version and what previews can do', async () => {
    const v = expectOk<Answer<'studioSetup'>>(await opsCall(t.app, 'studioSetup', {}, { session: admin }), 'studioSetup');
    expect(Object.keys(v.base.files)).toContain('brand.json');
    expect(Object.keys(v.base.files).some((p) => p.startsWith('screens/'))).toBe(true);
    expect(Object.keys(v.base.files).some((p) => p.startsWith('locales/'))).toBe(true);
    expect((JSON.parse(v.base.files['brand.json']) as { id: string }).id).toBeTruthy();
    expect(v.base.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(v.documentVersion).toBe(DOCUMENT_VERSION);
    expect(v.demoSessions).toEqual(['member', 'trial', 'agent']);
    expect(v.previewLinks).toBe(false);
    const elsewhere = expectOk<Answer<'studioSetup'>>(await opsCall(linked, 'studioSetup', {}, { session: admin }), 'studioSetup');
    expect(elsewhere.previewLinks).toBe(true);
    expect(expectOk<Answer<'studioSetup'>>(await opsCall(plain, 'studioSetup', {}, { session: admin }), 'studioSetup').demoSessions).toEqual([]);
    expectFail(await opsCall(t.app, 'studioSetup', {}), 401, 'operator.session.none');
  });

  it('brandCheck answers the findings of a broken draft, with the did-you-mean, and saves nothing', async () => {
    const before = await royalFiles();
    const history = expectOk<Answer<'brandHistory'>>(await opsCall(t.app, 'brandHistory', { brand: 'royal' }, { session: admin }), 'brandHistory');
    const broken = { ...before.files, 'screens/home.json': '{ "schemaVersion": 2, "body": [ { "id": "x", "type": "bannerLis" } ] }' };
    const v = expectOk<Answer<'brandCheck'>>(await opsCall(t.app, 'brandCheck', { brand: 'royal', files: broken }, { session: admin }), 'brandCheck');
    expect(v.errors.some((f) => f.file === 'screens/royal/screens/home.json' && f.suggestion === 'bannerList')).toBe(true);
    expect(v.errors.every((f) => f.severity === 'error')).toBe(true);
    expect(v.lines.join('\n')).toContain('screens/royal/screens/home.json:1:');
    expect(Object.keys(v.files)).toEqual(Object.keys(broken).sort());
    const after = expectOk<Answer<'brandHistory'>>(await opsCall(t.app, 'brandHistory', { brand: 'royal' }, { session: admin }), 'brandHistory');
    expect(after.revisions.length).toBe(history.revisions.length);
    // The published files pass.
    const clean = expectOk<Answer<'brandCheck'>>(await opsCall(t.app, 'brandCheck', { brand: 'royal', files: before.files }, { session: admin }), 'brandCheck');
    expect(clean.errors).toEqual([]);
    // A non-GET call: the CSRF token is needed, and a role on the brand.
    expectFail(await opsCall(t.app, 'brandCheck', { brand: 'royal', files: before.files }, { session: admin, csrf: null }), 403, 'operator.csrf.invalid');
    const { session: luckyOnly } = await makeOperator(t.app, admin, 'check-lucky', [{ brand: 'lucky', role: 'editor' }]);
    expectFail(await opsCall(t.app, 'brandCheck', { brand: 'royal', files: before.files }, { session: luckyOnly }), 403, 'operator.role.missing');
  });

  it('brandPreviewLink refuses without PREVIEW_SECRET and, with it, links to that saved revision on a real device', async () => {
    const before = await royalFiles();
    const ty = JSON.parse(before.files['locales/ty.json'] ?? '{}') as Record<string, string>;
    const draftFiles = { ...before.files, 'locales/ty.json': `${JSON.stringify({ ...ty, login: 'Draft sign-in' }, null, 2)}\n` };
    const saved = expectOk<Answer<'brandSave'>>(
      await opsCall(t.app, 'brandSave', { brand: 'royal', parent: before.revision.number, message: 'draft to preview', files: draftFiles }, { session: admin }),
      'brandSave',
    );
    const draft = saved.revision.number;

    expectFail(await opsCall(t.app, 'brandPreviewLink', { brand: 'royal', revision: draft }, { session: admin }), 409, 'brand.preview.off');
    expectFail(await opsCall(linked, 'brandPreviewLink', { brand: 'royal', revision: 9999 }, { session: admin }), 404, 'brand.revision.unknown');

    const link = expectOk<Answer<'brandPreviewLink'>>(
      await opsCall(linked, 'brandPreviewLink', { brand: 'royal', revision: draft, hours: 2 }, { session: admin }),
      'brandPreviewLink',
    );
    expect(link.expiresAt - Date.now()).toBeGreaterThan(3600_000);
    expect(link.expiresAt - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
    const url = new URL(link.url);
    expect(url.pathname).toBe('/m/home');
    // Opened on lucky's host by a phone with no session: the draft of royal, not the published revision.
    const page = await linked.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: 'lucky.localhost' } });
    expect(page.body).toContain('<title>Royal PH</title>');
    const cookie = String([page.headers['set-cookie']].flat().find((c) => String(c).startsWith('mc_preview=')));
    const doc = JSON.parse(
      (await linked.inject({ method: 'GET', url: '/brands/current.json', headers: { host: 'lucky.localhost', cookie: cookie.split(';')[0] } })).body,
    ) as { brand: { id: string }; locales: Record<string, Record<string, string>> };
    expect(doc.brand.id).toBe('royal');
    expect(Object.values(doc.locales).some((l) => l.login === 'Draft sign-in')).toBe(true);
    // Players without the link still get the published revision.
    const published = JSON.parse((await linked.inject({ method: 'GET', url: '/brands/current.json', headers: { host: 'royal.localhost' } })).body) as {
      locales: Record<string, Record<string, string>>;
    };
    expect(Object.values(published.locales).some((l) => l.login === 'Draft sign-in')).toBe(false);
  });

  it("previewSession opens a demo player session of the brand's merchant, audited; only in demo mode", async () => {
    const member = expectOk<Answer<'previewSession'>>(
      await opsCall(t.app, 'previewSession', { brand: 'royal', kind: 'member' }, { session: admin }),
      'previewSession',
    );
    expect(member).toMatchObject({ username: 'demo0', merchantCode: 'ROYALPH', memberType: 0 });
    const info = await call(t.app, 'memberInfo', { merchant: 'ROYALPH', token: member.token });
    expect(info.status).toBe(200);
    const agent = expectOk<Answer<'previewSession'>>(
      await opsCall(t.app, 'previewSession', { brand: 'lucky', kind: 'agent' }, { session: admin }),
      'previewSession',
    );
    expect(agent).toMatchObject({ username: 'agent1', merchantCode: 'LUCKY88' });
    const trial = expectOk<Answer<'previewSession'>>(
      await opsCall(t.app, 'previewSession', { brand: 'royal', kind: 'trial' }, { session: admin }),
      'previewSession',
    );
    expect(trial.memberType).toBe(4);
    expect(trial.username).toMatch(/^TRY\d{8}$/);

    const audit = expectOk<Answer<'auditList'>>(await opsCall(t.app, 'auditList', { action: 'studio.preview.session' }, { session: admin }), 'auditList');
    expect(audit.list.length).toBeGreaterThanOrEqual(3);
    expect(audit.list[0].summary).toContain('previewed');

    expectFail(await opsCall(plain, 'previewSession', { brand: 'royal', kind: 'member' }, { session: admin }), 404, 'studio.demo.off');
    expectFail(await opsCall(t.app, 'previewSession', { brand: 'royal', kind: 'member' }), 401, 'operator.session.none');
    expectFail(await opsCall(t.app, 'previewSession', { brand: 'royal', kind: 'admin' }, { session: admin }), 400);
  });
});
