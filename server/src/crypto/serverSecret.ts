import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

/** The names of the server's symmetric secrets (one per use, so a key never signs two kinds of token). */
export type SecretName = 'device-cookie' | 'captcha-pow';

/** 256 bits: as long as an HMAC-SHA256 output, so the key is never the weak part. */
const SECRET_BYTES = 32;

const cache = new WeakMap<Queryable, Map<SecretName, Promise<Buffer>>>();

async function load(db: Queryable, name: SecretName, now: number): Promise<Buffer> {
  // Two processes starting together: the first insert wins, both then read the same row.
  await db.query('INSERT INTO server_secrets (name, secret, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(SECRET_BYTES).toString('base64'),
    now,
  ]);
  const rows = await db.query<{ secret: string }>('SELECT secret FROM server_secrets WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`server secret ${name} missing`);
  return Buffer.from(rows[0].secret, 'base64');
}

/**
 * A server secret, made and stored in the database on first use: no environment variable to set, and every process
 * sharing the database agrees on it. Kept in memory once read.
 */
export function serverSecret(db: Queryable, name: SecretName, now: number): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let p = byName.get(name);
  if (!p) {
    p = load(db, name, now).catch((e: unknown) => {
      byName.delete(name);
      throw e;
    });
    byName.set(name, p);
  }
  return p;
}
