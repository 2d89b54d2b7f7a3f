import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/src/app.ts';
import { setScryptCost } from '../../../server/src/crypto/password.ts';
import { createDb, type Db } from '../../../server/src/db/index.ts';
import { runSeed } from '../../../server/src/seed/index.ts';

/** A clock tests can move: `clock.advance(ms)`. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  /** The PostgreSQL schema of this app (TEST_DATABASE_URL only): a second app can open the same database. */
  schema?: string;
  close(): Promise<void>;
}

let seededDump: Promise<Blob> | undefined;

/** Fixed start time so runs are repeatable (2025-06-01T00:00:00Z). */
export const T0 = Date.UTC(2025, 5, 1);

/**
 * A seeded app on its own database: in-memory PGlite, or a fresh schema on TEST_DATABASE_URL (dropped on close),
 * so test files never see each other's rows.
 */
export async function createTestApp(opts: Partial<BuildAppOptions> & { seed?: boolean } = {}): Promise<TestApp> {
  setScryptCost(4096); // real scrypt, lower cost: tests hash hundreds of passwords on a shared 2-core machine
  let t = T0;
  const clock: TestClock = { now: () => t, advance: (ms) => void (t += ms) };
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  let db: Db;
  if (url) {
    db = await createDb({ databaseUrl: url, schema });
    if (opts.seed !== false) await runSeed(db, { now: T0 });
  } else if (opts.seed !== false) {
    // The first seeded database of this process is kept as a dump; later ones start from it (~1 s, no seeding).
    if (!seededDump) {
      seededDump = (async () => {
        const first = await createDb({ memory: true });
        await runSeed(first, { now: T0 });
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
    schema,
    async close() {
      await app.close();
      await db.close();
      if (url && schema) {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await c.end();
      }
    },
  };
}
