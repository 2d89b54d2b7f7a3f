import { resolve } from 'node:path';
import { migrate } from './migrate.ts';
import { createPgDb } from './pg.ts';
import { createPgliteDb } from './pglite.ts';
import type { Db, DbOptions } from './types.ts';

export type { Db, DbOptions, Queryable } from './types.ts';

/**
 * Opens the database: PostgreSQL when databaseUrl is given, otherwise PGlite (in memory, or file-backed under
 * dataDir, default ./data). Applies pending migrations unless told not to.
 */
export async function createDb(opts: DbOptions = {}): Promise<Db> {
  const db = opts.databaseUrl
    ? await createPgDb(opts.databaseUrl, opts.schema)
    : await createPgliteDb(opts.memory ? undefined : resolve(opts.dataDir ?? './data'), opts.loadDataDir);
  if (!opts.skipMigrations) await migrate(db);
  return db;
}

/** Options from the environment: DATABASE_URL, else DATA_DIR. */
export function dbOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DbOptions {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? './data' };
}
