import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/api.ts';
import { insertRevision } from '../../../server/src/brands/store.ts';
import { createTestApp, T0, type TestApp } from '../helpers/testApp.ts';
import { createCommand } from '../../../tools/operator/commands.ts';
import { DEMO_OPERATOR, opsCall, opsLogin, type OpsSession } from '../helpers/operator.ts';

/**
 * Brands as data: royal's documents are revision 1 (seeded from screens/royal/), an operator saves a draft,
 * publishes it, and the next load on royal.localhost gets it without a restart; a rollback brings revision 1 back.
 * Checks refuse a broken draft with lint:config's findings, a stale draft with the three-way difference.
 */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-live-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'sw.js'), 'self.__WB_MANIFEST_BUILT = 1;');
  return dist;
}

interface Bundle {
  brand: { id: string; name: string; chrome: { bottomBar: { id: string }[] } };
  locales: Record<string, Record<string, string>>;
}

describe('live brand publishing', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let op: OpsSession;
  const get = (url: string, host: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const doc = async (host = 'royal.localhost') => JSON.parse((await get('/brands/current.json', host)).body) as Bundle;
  const files = async (revision?: number) => {
    const a = await opsCall(app, 'brandRevision', { brand: 'royal', ...(revision ? { revision } : {}) }, { session: op });
    expect(a.status).toBe(200);
    return a.body.value as { revision: { number: number }; published: number; files: Record<string, string> };
  };
  const save = (parent: number, f: Record<string, string>, message = 'change') =>
    opsCall(app, 'brandSave', { brand: 'royal', parent, message, files: f }, { session: op });

  beforeAll(async () => {
    t = await createTestApp({ serveApp: true, distDir: fakeDist() });
    app = t.app;
    op = await opsLogin(app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('serves each host its brand from revision 1, with an ETag that answers 304', async () => {
    expect((await doc()).brand.id).toBe('royal');
    expect((await doc('lucky.localhost')).brand.id).toBe('lucky');
    const first = await get('/brands/current.json', 'royal.localhost');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{20}-[0-9a-f]{12}"$/);
    expect((await get('/brands/current.json', 'royal.localhost', { 'if-none-match': etag })).statusCode).toBe(304);
    const manifest = JSON.parse((await get('/manifest.webmanifest', 'royal.localhost')).body) as { name: string };
    expect(manifest.name).toBe('Royal PH');
    const icon = await get('/app-icons/192.png', 'royal.localhost');
    expect([icon.statusCode, icon.headers['content-type']]).toEqual([200, 'image/png']);
    expect((await files()).revision.number).toBe(1);
  });

  it('publishes a Tagalog label and a hidden bottom-bar entry; the next load shows both; a rollback brings both back', async () => {
    const before = await files();
    const brandJson = JSON.parse(before.files['brand.json']) as Record<string, unknown>;
    brandJson.chrome = { bottomBar: [{ id: 'bottom.invite', $remove: true }] };
    const next = { ...before.files, 'brand.json': JSON.stringify(brandJson, null, 2), 'locales/ty.json': '{ "login": "Pumasok" }\n' };
    const saved = await save(before.revision.number, next, 'Pumasok, no invite tab');
    expect(saved.status).toBe(200);
    const draft = (saved.body.value as { revision: { number: number } }).revision.number;
    // A draft is not served.
    expect((await doc()).locales.TY.login).toBe('Mag-login');
    const published = await opsCall(app, 'brandPublish', { brand: 'royal', revision: draft }, { session: op });
    expect(published.status).toBe(200);
    const after = await doc();
    expect(after.locales.TY.login).toBe('Pumasok');
    expect(after.brand.chrome.bottomBar.map((n) => n.id)).not.toContain('bottom.invite');
    // Lucky is untouched.
    expect((await doc('lucky.localhost')).brand.chrome.bottomBar.map((n) => n.id)).toContain('bottom.invite');

    const back = await opsCall(app, 'brandRollback', { brand: 'royal', revision: 1 }, { session: op });
    expect(back.status).toBe(200);
    const rolled = await doc();
    expect(rolled.locales.TY.login).toBe('Mag-login');
    expect(rolled.brand.chrome.bottomBar.map((n) => n.id)).toContain('bottom.invite');
  });

  it('refuses a broken draft with the findings of lint:config, and saves nothing', async () => {
    const before = await files();
    const history = (await opsCall(app, 'brandHistory', { brand: 'royal' }, { session: op })).body.value as { revisions: unknown[] };
    const broken = { ...before.files, 'screens/home.json': '{ "schemaVersion": 2, "body": [ { "id": "x", "type": "bannerLis" } ] }' };
    const a = await save(before.revision.number, broken);
    expect(a.status).toBe(422);
    expect(a.body.errorCode).toBe('brand.revision.invalid');
    const value = a.body.value as { findings: { file: string; pointer: string; suggestion?: string }[]; lines: string[] };
    expect(value.findings.some((f) => f.file === 'screens/royal/screens/home.json' && f.suggestion === 'bannerList')).toBe(true);
    expect(value.lines.join('\n')).toContain('screens/royal/screens/home.json:1:');
    const again = (await opsCall(app, 'brandHistory', { brand: 'royal' }, { session: op })).body.value as { revisions: unknown[] };
    expect(again.revisions.length).toBe(history.revisions.length);
    const notJson = await save(before.revision.number, { ...before.files, 'locales/en.json': '{ "login": "Sign in", }' });
    expect(notJson.status).toBe(422);
    expect((notJson.body.value as { lines: string[] }).lines[0]).toMatch(/^screens\/royal\/locales\/en\.json:1:\d+ {2}error/);
  });

  it('refuses to publish a draft whose parent is no longer published, with the three-way difference', async () => {
    const base = await files();
    const edit = (key: string, text: string) => ({ ...base.files, 'locales/en.json': JSON.stringify({ [key]: text }) });
    const a = (await save(base.revision.number, edit('login', 'Sign in (A)'))).body.value as { revision: { number: number } };
    const b = (await save(base.revision.number, edit('login', 'Sign in (B)'))).body.value as { revision: { number: number } };
    expect((await opsCall(app, 'brandPublish', { brand: 'royal', revision: a.revision.number }, { session: op })).status).toBe(200);
    const refused = await opsCall(app, 'brandPublish', { brand: 'royal', revision: b.revision.number }, { session: op });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('brand.publish.conflict');
    const diff = refused.body.value as { base: number; published: number; conflicts: { file: string; path: string }[] };
    expect([diff.base, diff.published]).toEqual([base.revision.number, a.revision.number]);
    expect(diff.conflicts).toContainEqual({ file: 'locales/en.json', path: '' });
    expect((await files()).revision.number).toBe(a.revision.number);
  });

  it('migrates a revision stored at an older document version when it is published, as a new revision', async () => {
    const current = await files();
    // As a revision saved before winnersBoard's `speed` became `scrollIntervalMs` (document version 1) was stored.
    const old = {
      ...current.files,
      'brand.json': current.files['brand.json'].replace('"schemaVersion": 2', '"schemaVersion": 1'),
      'screens/home.json': current.files['screens/home.json']
        .replace('"schemaVersion": 2', '"schemaVersion": 1')
        .replace('"scrollIntervalMs": 1500', '"speed": 900'),
    };
    expect(old['screens/home.json']).toContain('"speed": 900');
    const stored = await t.db.transaction((tx) =>
      insertRevision(tx, { brand: 'royal', parent: current.published, author: 'before', message: 'old', files: old, schemaVersion: 1 }, T0),
    );
    const published = await opsCall(app, 'brandPublish', { brand: 'royal', revision: stored.number }, { session: op });
    expect(published.status).toBe(200);
    const value = published.body.value as { published: { number: number; parent: number }; migratedFrom: number };
    expect(value.migratedFrom).toBe(stored.number);
    expect(value.published.parent).toBe(stored.number);
    const migrated = await files(value.published.number);
    expect(migrated.files['screens/home.json']).toContain('"scrollIntervalMs": 900');
    expect(migrated.files['screens/home.json']).not.toContain('"speed"');
    const screens = (JSON.parse((await get('/brands/current.json', 'royal.localhost')).body) as { screens: { id: string; body: unknown[] }[] }).screens;
    expect(JSON.stringify(screens.find((x) => x.id === 'home'))).toContain('"scrollIntervalMs":900');
  });

  it('refuses a document from a newer version with the migration problem; the published revision stays', async () => {
    const current = await files();
    const future = { ...current.files, 'brand.json': current.files['brand.json'].replace('"schemaVersion": 2', '"schemaVersion": 99') };
    const a = await save(current.revision.number, future);
    expect([a.status, a.body.errorCode]).toEqual([422, 'brand.migration.failed']);
    expect(a.body.message).toContain('brand.json');
    expect(a.body.message).toContain('players keep the published revision');
    expect((await files()).revision.number).toBe(current.revision.number);
  });

  it('creates a brand whose merchant answers at once, on a host served without a restart', async () => {
    const created = await opsCall(
      app,
      'brandCreate',
      { id: 'sunny', name: 'Sunny Play', merchantCode: 'SUNNY', copyFrom: 'lucky', hosts: ['sunny.localhost'] },
      { session: op },
    );
    expect(created.body.message).toBe(undefined);
    const sunny = await doc('sunny.localhost');
    expect([sunny.brand.id, sunny.brand.name]).toEqual(['sunny', 'Sunny Play']);
    const status = await call(app, 'systemStatus', { merchant: 'SUNNY' });
    expect(status.status).toBe(200);
    const again = await opsCall(
      app,
      'brandCreate',
      { id: 'sunny2', name: 'Sunny 2', merchantCode: 'SUNNY2', copyFrom: 'lucky', hosts: ['sunny.localhost'] },
      { session: op },
    );
    expect([again.status, again.body.errorCode]).toEqual([409, 'brand.host.taken']);
  });

  it('gives a brand another host, answered at once; a host of another brand is refused', async () => {
    expect((await doc('royal-ph.localhost')).brand.id).toBe('lucky');
    const set = await opsCall(app, 'brandSetHosts', { brand: 'royal', hosts: ['royal.localhost', 'royal-ph.localhost'] }, { session: op });
    expect(set.body.value).toEqual({ hosts: ['royal-ph.localhost', 'royal.localhost'] });
    expect((await doc('royal-ph.localhost')).brand.id).toBe('royal');
    const taken = await opsCall(app, 'brandSetHosts', { brand: 'royal', hosts: ['royal.localhost', 'lucky.localhost'] }, { session: op });
    expect([taken.status, taken.body.errorCode]).toEqual([409, 'brand.host.taken']);
    expect((await doc('lucky.localhost')).brand.id).toBe('lucky');
  });

  it('a publish race between two publishers: one wins, the other gets 409', async () => {
    const base = await files();
    const draft = async (text: string) =>
      ((await save(base.revision.number, { ...base.files, 'locales/en.json': JSON.stringify({ login: text }) })).body.value as { revision: { number: number } })
        .revision.number;
    const [x, y] = [await draft('X'), await draft('Y')];
    const answers = await Promise.all([x, y].map((revision) => opsCall(app, 'brandPublish', { brand: 'royal', revision }, { session: op })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0].status === 200 ? x : y;
    expect((await files()).revision.number).toBe(winner);
  });

  it('roles: an editor of royal saves drafts of royal only and cannot publish; a viewer cannot save', async () => {
    const who = async (username: string, role: 'viewer' | 'editor', brand: string): Promise<OpsSession> => {
      const created = await createCommand(t.db, { username, role, brand, totp: false }, T0);
      const oneTime = created.oneTimePassword ?? '';
      const first = await opsLogin(app, username, oneTime);
      const changed = await opsCall(app, 'operatorPasswordChange', { currentPassword: oneTime, newPassword: 'a long new passphrase 42' }, { session: first });
      expect(changed.status).toBe(200);
      return opsLogin(app, username, 'a long new passphrase 42');
    };
    const editor = await who('royal-editor', 'editor', 'royal');
    const viewer = await who('royal-viewer', 'viewer', 'royal');
    const base = await files();
    const saved = await opsCall(
      app,
      'brandSave',
      { brand: 'royal', parent: base.revision.number, message: 'by an editor', files: base.files },
      { session: editor },
    );
    expect(saved.status).toBe(200);
    const number = (saved.body.value as { revision: { number: number } }).revision.number;
    const publish = await opsCall(app, 'brandPublish', { brand: 'royal', revision: number }, { session: editor });
    expect([publish.status, publish.body.errorCode]).toEqual([403, 'operator.role.missing']);
    expect((await opsCall(app, 'brandSave', { brand: 'lucky', parent: 1, message: 'not mine', files: base.files }, { session: editor })).status).toBe(403);
    expect(
      (await opsCall(app, 'brandSave', { brand: 'royal', parent: base.revision.number, message: 'viewer', files: base.files }, { session: viewer })).status,
    ).toBe(403);
    expect((await opsCall(app, 'brandHistory', { brand: 'royal' }, { session: viewer })).status).toBe(200);
    const listed = (await opsCall(app, 'brandList', {}, { session: viewer })).body.value as { brands: { id: string }[] };
    expect(listed.brands.map((b) => b.id)).toEqual(['royal']);
    expect(
      (
        await opsCall(
          app,
          'brandCreate',
          { id: 'nope', name: 'Nope', merchantCode: 'NOPE1', copyFrom: 'lucky', hosts: ['nope.localhost'] },
          { session: editor },
        )
      ).status,
    ).toBe(403);
  });

  it('writes every save, publish, rollback and new brand to the audit log', async () => {
    const a = await opsCall(app, 'auditList', { brand: 'royal' }, { session: op });
    expect(a.status).toBe(200);
    const actions = (a.body.value as { list: { action: string }[] }).list.map((l) => l.action);
    for (const action of ['draft.save', 'brand.publish', 'brand.rollback']) expect(actions).toContain(action);
  });

  it('refuses every brand call without an operator session', async () => {
    expect((await opsCall(app, 'brandHistory', { brand: 'royal' })).status).toBe(401);
    expect((await opsCall(app, 'brandPublish', { brand: 'royal', revision: 1 })).status).toBe(401);
  });
});
