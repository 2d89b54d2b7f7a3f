import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrand, findRevision, hostMap } from '../../../server/src/brands/store.ts';
import { seedBrands } from '../../../server/src/seed/index.ts';
import { call } from '../helpers/api.ts';
import { createTestApp, T0, type TestApp } from '../helpers/testApp.ts';

/**
 * A brand added as files (screens/<id>/ and a line of hosts.json) on a platform that already runs: the next start
 * seeds it as revision 1 with its hosts, and the merchant it names answers at once; what operators published for
 * the other brands stays.
 */
describe('seeding brands from screens/', () => {
  let t: TestApp;
  let screens: string;
  beforeAll(async () => {
    t = await createTestApp();
    screens = mkdtempSync(join(tmpdir(), 'screens-'));
    for (const dir of ['_base', 'lucky', 'royal']) cpSync(join('screens', dir), join(screens, dir), { recursive: true });
    mkdirSync(join(screens, 'sunny'));
    writeFileSync(
      join(screens, 'sunny', 'brand.json'),
      JSON.stringify({ schemaVersion: 2, id: 'sunny', name: 'Sunny Play', merchantCode: 'SUNNYPH', hosts: ['sunny.localhost'] }),
    );
    writeFileSync(
      join(screens, 'hosts.json'),
      JSON.stringify({ default: 'lucky', hosts: { 'lucky.localhost': 'lucky', 'royal.localhost': 'royal', 'sunny.localhost': 'sunny' } }),
    );
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('adds the new brand, its host and its merchant, and leaves the others as they are', async () => {
    const royalBefore = await findBrand(t.db, 'royal');
    expect(await call(t.app, 'systemStatus', { merchant: 'SUNNYPH' })).toMatchObject({ status: 403 });
    expect(await seedBrands(t.db, T0, screens)).toEqual(['sunny']);
    expect((await findBrand(t.db, 'sunny'))?.published).toBe(1);
    expect((await findRevision(t.db, 'sunny', 1))?.author).toBe('seed');
    expect((await hostMap(t.db)).hosts['sunny.localhost']).toBe('sunny');
    expect(await findBrand(t.db, 'royal')).toEqual(royalBefore);
    expect(await call(t.app, 'systemStatus', { merchant: 'SUNNYPH' })).toMatchObject({ status: 200 });
    // A second start seeds nothing.
    expect(await seedBrands(t.db, T0, screens)).toEqual([]);
  });
});
