// Demo data only in demo mode: a production start seeds the platform's configuration and nothing that signs in,
// and refuses a database that holds the demo.
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { startServerProcess } from '../helpers/serverProcess.ts';
import { startServer } from './helpers.ts';

const MERCHANTS = ['LUCKY88', 'ROYALPH'];
/** Accounts the demo seeds (server/README.md "Demo data"), with names the username check accepts. */
const DEMO_NAMES = ['agent1', 'agent2', 'agent1tm01', 'agent1dl01', 'agent1sub1', 'agent2dl01'];

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'accepted';
  } catch (err) {
    return err instanceof PlatformError ? `${err.status} ${err.errorCode}` : String(err);
  }
}

describe('demo data only in demo mode', () => {
  it('a production start on an empty database seeds the configuration and no account that signs in', async () => {
    const server = await startServerProcess({ NODE_ENV: 'production' });
    const dataDir = server.dataDir;
    try {
      const seeded = server.output();
      expect(seeded).toMatch(/Seeded: core\.merchants/);
      expect(seeded).not.toMatch(/core\.members|games\.wallets|agent\.team|operators\.demo|Demo operator/);
      // No operator either: the demo's operator / demo1234 signs in nowhere (the first comes from npm run operator).
      const ops = await fetch(`${server.baseUrl}/ops/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'operator', password: 'demo1234' }),
      });
      expect([ops.status, ((await ops.json()) as { errorCode?: string }).errorCode]).toEqual([401, 'operator.login.failed']);
      for (const merchant of MERCHANTS) {
        const api = server.api(null, merchant);
        // The configuration is there: the brand's vendors and games answer.
        expect((await api.call('gameVendors', {})).lanes.length).toBeGreaterThan(0);
        // The published demo password opens nothing (one try per brand stays under the address's captcha threshold;
        // the username check below covers the rest: a name that no account holds is free).
        expect(await refusal(api.call('login', { username: 'demo0', password: 'demo1234', captcha: '', type: 'username' }))).toBe('400 login.cred.err');
        for (const username of DEMO_NAMES) expect(await refusal(api.call('checkUsername', { username })), username).toBe('accepted');
      }
    } finally {
      await server.stop({ keepData: true });
    }
    // Same directory: a production start never adds the demo later, and refuses a database that holds it.
    const db = new PGlite(dataDir);
    await db.query("INSERT INTO seed_steps (name, done_at) VALUES ('core.members', 0)");
    await db.close();
    const refused = startServer({ NODE_ENV: 'production', DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true, force: true });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      /^This database holds the demo's accounts and balances \(seed steps core\.members\): refusing to start with NODE_ENV=production/,
    );
    expect(refused.stdout).not.toMatch(/Listening/);
  }, 180_000);
});
