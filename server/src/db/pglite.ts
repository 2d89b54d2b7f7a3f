import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './types.ts';

/** Embedded Postgres (WebAssembly): file-backed under dataDir, or in memory when dataDir is undefined. */
export async function createPgliteDb(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite({ dataDir, loadDataDir });
  await pg.waitReady;
  const wrap = (q: PGlite | Transaction): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const res = await q.query<T>(sql, params as unknown[]);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: root.exec,
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
