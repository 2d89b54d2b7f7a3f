import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../../../server/src/seed/demoOperator.ts';
import { runBrandsCommand } from '../../../tools/brands/cli.ts';
import { createOperatorClient } from '../../../tools/operator/client.ts';
import { injectFetch } from '../helpers/injectFetch.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/**
 * `npm run brands` against the platform (in process, through the real operator client): the done-when. An
 * operator pulls royal, changes its Tagalog login label and hides a bottom-bar entry, pushes with --publish, and the
 * next load on royal.localhost shows both; a rollback brings both back. Refusals print as lint:config prints.
 */
describe('npm run brands', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const client = async () => {
      const c = createOperatorClient('http://royal.localhost', injectFetch(app).fetch);
      await c.login(DEMO_OPERATOR);
      return c;
    };
    const code = await runBrandsCommand(argv, client, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const served = async () => {
    const r = await app.inject({ method: 'GET', url: '/brands/current.json', headers: { host: 'royal.localhost' } });
    return JSON.parse(r.body) as { brand: { chrome: { bottomBar: { id: string }[] } }; locales: { TY: Record<string, string> } };
  };

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-cli-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
    t = await createTestApp({ serveApp: true, distDir: dist });
    app = t.app;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('pull, change, push --publish: the next load shows both changes; rollback brings both back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'royal-'));
    const pulled = await run('pull', 'royal', dir);
    expect(pulled).toMatchObject({ code: 0 });
    expect(pulled.out).toContain('pulled royal revision 1 (published)');
    expect(readFileSync(join(dir, '.revision'), 'utf8').trim()).toBe('1');
    const brand = JSON.parse(readFileSync(join(dir, 'brand.json'), 'utf8')) as Record<string, unknown>;
    brand.chrome = { bottomBar: [{ id: 'bottom.invite', $remove: true }] };
    writeFileSync(join(dir, 'brand.json'), JSON.stringify(brand, null, 2));
    mkdirSync(join(dir, 'locales'), { recursive: true });
    writeFileSync(join(dir, 'locales', 'ty.json'), '{ "login": "Pumasok" }\n');

    const pushed = await run('push', 'royal', dir, '-m', 'Tagalog login label; no invite tab', '--publish');
    expect(pushed.err).toBe('');
    expect(pushed).toMatchObject({ code: 0 });
    expect(pushed.out).toMatch(/published royal revision 2 \(was 1\)/);
    const after = await served();
    expect(after.locales.TY.login).toBe('Pumasok');
    expect(after.brand.chrome.bottomBar.map((n) => n.id)).not.toContain('bottom.invite');

    const history = await run('history', 'royal');
    expect(history.out).toMatch(/^\* {4}2 .+ operator {5}.+Tagalog login label; no invite tab$/m);

    expect((await run('rollback', 'royal', '1')).out).toBe('royal now serves revision 1 (was 2)');
    const back = await served();
    expect(back.locales.TY.login).toBe('Mag-login');
    expect(back.brand.chrome.bottomBar.map((n) => n.id)).toContain('bottom.invite');
  });

  it('a file that is not JSON: refused, printed at its file and line in the pushed folder, exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'royal-'));
    await run('pull', 'royal', dir);
    writeFileSync(join(dir, 'brand.json'), readFileSync(join(dir, 'brand.json'), 'utf8').replace('"name": "Royal PH",', '"name": "Royal PH",,'));
    const r = await run('push', 'royal', dir, '-m', 'broken');
    expect(r.code).toBe(1);
    expect(r.err).toContain('refused (422 brand.revision.invalid)');
    expect(r.err).toMatch(new RegExp(`^${join(dir, 'brand.json').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+ {2}error`, 'm'));
  });

  it('a push edited from a revision that is no longer published: 409 with both sides printed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'royal-'));
    await run('pull', 'royal', dir);
    const other = mkdtempSync(join(tmpdir(), 'royal-'));
    await run('pull', 'royal', other);
    const brand = JSON.parse(readFileSync(join(other, 'brand.json'), 'utf8')) as Record<string, unknown>;
    expect((await run('push', 'royal', other, '-m', 'rename', '--publish')).code).toBe(0);
    brand.name = 'Royal Philippines';
    writeFileSync(join(dir, 'brand.json'), JSON.stringify({ ...brand, name: 'Royal Manila' }, null, 2));
    const stale = await run('push', 'royal', dir, '-m', 'stale', '--publish');
    expect(stale.code).toBe(1);
    expect(stale.err).toContain('refused (409 brand.publish.conflict)');
    expect(stale.err).toContain('brand.json /name: replace "Royal Manila"');
  });

  it('a file outside the layout of a brand folder: refused with its name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'royal-'));
    await run('pull', 'royal', dir);
    writeFileSync(join(dir, 'ty.json'), '{}');
    const r = await run('push', 'royal', dir, '-m', 'stray');
    expect(r.code).toBe(1);
    expect(r.err).toContain("refused (400 brand.files.path): These files are not part of a brand's documents: ty.json.");
  });

  it('usage mistakes exit 2 with the usage', async () => {
    expect((await run('push', 'royal')).code).toBe(2);
    expect((await run('rollback', 'royal')).err).toContain('usage: npm run brands');
    expect((await run('rollback', 'royal', 'x')).code).toBe(1);
  });
});
