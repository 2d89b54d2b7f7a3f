import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prefix of every PostgreSQL database this run of the server tests creates (testApp.ts). */
    pgRun: string;
  }
}

/**
 * The server tests' PostgreSQL databases (TEST_DATABASE_URL) are named after this run, so two runs never meet, and
 * the run drops all of its own when it ends: the seeded template and any a failed file left behind.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const run = `vt${randomBytes(4).toString('hex')}`;
  project.provide('pgRun', run);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${run}\\_%`]);
      for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
}
