/**
 * Idempotent money-moving requests: the first answer to an Idempotency-Key is stored in the same database
 * transaction as the money movement, and every replay of the key returns it (including a refusal).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError, isApiError, type Envelope } from '../http/envelope.ts';
import { ledgerChanged } from './balanceCache.ts';

export interface StoredAnswer {
  status: number;
  body: Envelope;
  replayed: boolean;
}

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's Idempotency-Key header, required on money-moving calls. */
export function idempotencyKeyOf(req: FastifyRequest): string {
  const raw = req.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw new ApiError(400, 'idempotency.key.missing', 'This call needs an Idempotency-Key header.');
  if (!KEY.test(key)) throw new ApiError(400, 'idempotency.key.invalid', 'The Idempotency-Key must be 8-128 letters, digits or _.:-');
  return key;
}

export function requestHash(scope: string, payload: unknown): string {
  return createHash('sha256')
    .update(scope)
    .update('\0')
    .update(JSON.stringify(payload ?? null))
    .digest('hex');
}

/**
 * Runs work once per (member, key). The key row is inserted first, so a concurrent duplicate waits on it
 * (PostgreSQL) or runs after it (PGlite, one connection) and then finds the stored answer. A business refusal
 * (ApiError) rolls back the work to a savepoint but is still stored and replayed.
 */
export async function runIdempotent(
  db: Db,
  opts: { memberId: number; key: string; scope: string; hash: string; now: number },
  work: (tx: Queryable) => Promise<unknown>,
): Promise<StoredAnswer> {
  try {
    return await inTransaction(db, opts, work);
  } finally {
    ledgerChanged(); // after the commit (or rollback): balances cached meanwhile are dropped
  }
}

function inTransaction(
  db: Db,
  opts: { memberId: number; key: string; scope: string; hash: string; now: number },
  work: (tx: Queryable) => Promise<unknown>,
): Promise<StoredAnswer> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (member_id, idem_key, scope, request_hash, status_code, response, created_at)
       VALUES ($1, $2, $3, $4, 0, 'null', $5) ON CONFLICT DO NOTHING RETURNING 1`,
      [opts.memberId, opts.key, opts.scope, opts.hash, opts.now],
    );
    if (claimed.length === 0) return replay(tx, opts);
    let status = 200;
    let body: Envelope;
    await tx.query('SAVEPOINT idem_work');
    try {
      body = { success: true, value: await work(tx) };
      await tx.query('RELEASE SAVEPOINT idem_work');
    } catch (err) {
      if (!isApiError(err)) throw err;
      await tx.query('ROLLBACK TO SAVEPOINT idem_work');
      status = err.status;
      body =
        err.value === undefined
          ? { success: false, errorCode: err.errorCode, message: err.message }
          : { success: false, errorCode: err.errorCode, message: err.message, value: err.value };
    }
    await tx.query('UPDATE idempotency_keys SET status_code = $3, response = $4 WHERE member_id = $1 AND idem_key = $2', [
      opts.memberId,
      opts.key,
      status,
      JSON.stringify(body),
    ]);
    return { status, body, replayed: false };
  });
}

async function replay(tx: Queryable, opts: { memberId: number; key: string; scope: string; hash: string }): Promise<StoredAnswer> {
  const rows = await tx.query<{ scope: string; request_hash: string; status_code: number; response: Envelope }>(
    'SELECT scope, request_hash, status_code, response FROM idempotency_keys WHERE member_id = $1 AND idem_key = $2',
    [opts.memberId, opts.key],
  );
  const row = rows[0];
  if (!row || row.status_code === 0) throw new ApiError(409, 'idempotency.in.progress', 'The same request is still being processed.');
  if (row.scope !== opts.scope || row.request_hash !== opts.hash) {
    throw new ApiError(422, 'idempotency.key.reused', 'This Idempotency-Key was already used for a different request.');
  }
  return { status: row.status_code, body: row.response, replayed: true };
}
