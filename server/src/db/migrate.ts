import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

/** server/migrations: NNN_name.sql files, applied in name order, each once. */
const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../migrations');

// Any fixed number; keeps two processes starting on one PostgreSQL from migrating at the same time.
const LOCK_KEY = 724_031;

function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies pending migrations in order; returns the names applied now. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const m of listMigrations(dir)) {
    if (done.has(m.name)) continue;
    // One transaction per file: a broken migration leaves nothing half-applied.
    const ran = await db
      .transaction(async (tx) => {
        if (db.kind === 'pg') {
          await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
          const again = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [m.name]);
          if (again.length > 0) return false; // another process applied it meanwhile
        }
        await tx.exec(m.sql);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
        return true;
      })
      .catch((err: unknown) => {
        throw new Error(`Migration ${m.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      });
    if (ran) applied.push(m.name);
  }
  return applied;
}
