import pg from 'pg';
import type { Db, Queryable } from './types.ts';

// Same value shapes as PGlite: int8 (counts, ids, epoch ms) as numbers. Values beyond 2^53 do not occur here.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

/** PostgreSQL through a pool; `schema` becomes the search_path of every connection. */
export async function createPgDb(databaseUrl: string, schema: string | undefined): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server ends (a restart, an administrator, a dropped test database) errors on the pool:
  // without a listener that error would end the process. The next query opens a new connection.
  pool.on('error', (err) => console.error(`PostgreSQL: an idle connection ended: ${err.message}`));
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const res = await c.query(sql, params as unknown[]);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await c.query(sql); // no parameters: the simple protocol, which allows several statements
    },
  });
  const root = wrap(pool);
  return {
    kind: 'pg',
    query: root.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: root.exec,
    listen: (channel, onMessage) => listenOn(databaseUrl, channel, onMessage),
    close: () => pool.end(),
  };
}

/** Reconnects after this long when the listening connection drops (a restart of PostgreSQL, a network cut). */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a client of its own (a pooled connection would be handed to queries). A dropped connection is replaced
 * after RELISTEN_MS; a notification sent meanwhile is lost, which is why readers also compare a version on reads.
 */
async function listenOn(databaseUrl: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const schedule = (): void => {
    if (!stopped) retry = setTimeout(() => void connect().catch(schedule), RELISTEN_MS);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.on('error', (err) => {
      console.error(`PostgreSQL: the LISTEN ${channel} connection ended: ${err.message}`);
      client = null;
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
