import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../../server/src/app.ts';
import { setScryptCost } from '../../../server/src/crypto/password.ts';
import { createDb, type Db } from '../../../server/src/db/index.ts';
import { runSeed, seedBrands } from '../../../server/src/seed/index.ts';
import { adminQuery, onDatabase } from '../../../tools/test/postgres.ts';

/** A clock tests can move: `clock.advance(ms)`. */
interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  /** The PostgreSQL database of this app (TEST_DATABASE_URL only): a second app can open the same database. */
  databaseUrl?: string;
  close(): Promise<void>;
}

let seededDump: Promise<Blob> | undefined;
let seededTemplate: Promise<string> | undefined;

/** Fixed start time so runs are repeatable (2025-06-01T00:00:00Z). */
export const T0 = Date.UTC(2025, 5, 1);

/**
 * Drops a test database once its connections have closed: a pool's end() answers before its sockets are closed,
 * and dropping WITH (FORCE) then would break a connection still saying goodbye. The run's teardown drops any left.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (err) {
      // 55006: "database is being accessed by other users" while the last connections close.
      if ((err as { code?: string }).code !== '55006') throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * A new database on TEST_DATABASE_URL's server, copied from a seeded template: the first call of this process seeds
 * the template (as a fresh start would, ~2 s), every later one copies it (CREATE DATABASE ... TEMPLATE, a fraction
 * of a second). Names carry the run's prefix (pgGlobalSetup.ts), whose teardown drops them all.
 */
async function seededDatabase(url: string, seed: boolean): Promise<string> {
  const prefix = inject('pgRun');
  if (seed && !seededTemplate) {
    seededTemplate = (async () => {
      const name = `${prefix}_tpl`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      const db = await createDb({ databaseUrl: onDatabase(url, name) });
      await runSeed(db, { now: T0, demo: true });
      await seedBrands(db, T0);
      // A template must have no open connection while it is copied.
      await db.close();
      return name;
    })();
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, seed ? `CREATE DATABASE ${name} TEMPLATE ${await seededTemplate}` : `CREATE DATABASE ${name}`);
  return onDatabase(url, name);
}

/**
 * A seeded app on its own database: in-memory PGlite, or a database of its own on TEST_DATABASE_URL's server
 * (dropped on close), so test files never see each other's rows.
 */
export async function createTestApp(opts: Partial<BuildAppOptions> & { seed?: boolean } = {}): Promise<TestApp> {
  setScryptCost(4096); // real scrypt, lower cost: tests hash hundreds of passwords on a shared 2-core machine
  let t = T0;
  const clock: TestClock = { now: () => t, advance: (ms) => void (t += ms) };
  const url = process.env.TEST_DATABASE_URL;
  const databaseUrl = url ? await seededDatabase(url, opts.seed !== false) : undefined;
  let db: Db;
  if (databaseUrl) {
    db = await createDb({ databaseUrl });
  } else if (opts.seed !== false) {
    // The first seeded database of this process is kept as a dump; later ones start from it (~1 s, no seeding).
    if (!seededDump) {
      seededDump = (async () => {
        const first = await createDb({ memory: true });
        await runSeed(first, { now: T0, demo: true });
        await seedBrands(first, T0);
        const blob = await (first.dump as () => Promise<Blob>)();
        await first.close();
        return blob;
      })();
    }
    db = await createDb({ memory: true, loadDataDir: await seededDump });
  } else {
    db = await createDb({ memory: true });
  }
  // Demo mode on by default (demo payment channels, demo payout); tests of the real setup pass demoMode: false.
  const app = await buildApp({ db, now: clock.now, devTools: true, demoMode: true, ...opts });
  return {
    app,
    db,
    clock,
    databaseUrl,
    async close() {
      await app.close();
      await db.close();
      if (url && databaseUrl) await dropDatabase(url, new URL(databaseUrl).pathname.slice(1));
    },
  };
}
