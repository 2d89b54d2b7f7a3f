import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveBrandSite, type LiveBrandSite } from '../../../server/src/brands/liveSite.ts';
import { readDeployedBase, SCREENS_DIR } from '../../../server/src/brands/servedBrand.ts';
import { createDb, type Db } from '../../../server/src/db/index.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { DEMO_OPERATOR, opsCall, opsLogin } from '../helpers/operator.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * Several API instances on one PostgreSQL share the brands: a publish on instance A reaches instance B's cache by
 * LISTEN/NOTIFY (B's version check switched off, so only the notification can tell it), and, with no notification
 * (B not listening), by the site version B compares on its reads.
 */
describe.skipIf(!url)('a publish on one instance reaches the others', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let dbB: Db;
  const sites: LiveBrandSite[] = [];
  const base = readDeployedBase(SCREENS_DIR);
  const tagalogLogin = async (site: LiveBrandSite) =>
    (JSON.parse((await site.served('royal'))?.document ?? '{}') as { locales: { TY: { login: string } } }).locales.TY.login;

  beforeAll(async () => {
    t = await createTestApp();
    a = t.app;
    dbB = await createDb({ databaseUrl: t.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    for (const s of sites) await s.close();
    await dbB?.close();
    await t?.close();
  });

  async function publishLabel(label: string): Promise<void> {
    const op = await opsLogin(a, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const current = (await opsCall(a, 'brandRevision', { brand: 'royal' }, { session: op })).body.value as {
      revision: { number: number };
      files: Record<string, string>;
    };
    const saved = await opsCall(
      a,
      'brandSave',
      { brand: 'royal', parent: current.revision.number, message: label, files: { ...current.files, 'locales/ty.json': JSON.stringify({ login: label }) } },
      { session: op },
    );
    const number = (saved.body.value as { revision: { number: number } }).revision.number;
    expect((await opsCall(a, 'brandPublish', { brand: 'royal', revision: number }, { session: op })).status).toBe(200);
  }

  it('by notification: B never compares versions, and still serves the new revision', async () => {
    const b = await createLiveBrandSite(dbB, base, { now: Date.now, checkMs: Number.POSITIVE_INFINITY });
    sites.push(b);
    expect(await tagalogLogin(b)).toBe('Mag-login');
    await publishLabel('Pumasok');
    await expect.poll(() => tagalogLogin(b), { timeout: 10_000, interval: 50 }).toBe('Pumasok');
  });

  it('by the version check: B does not listen, and its next read after the check interval serves it', async () => {
    const b = await createLiveBrandSite(dbB, base, { now: Date.now, listen: false, checkMs: 0 });
    sites.push(b);
    expect(await tagalogLogin(b)).toBe('Pumasok');
    await publishLabel('Mag-sign in');
    expect(await tagalogLogin(b)).toBe('Mag-sign in');
  });
});
