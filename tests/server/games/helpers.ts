/**
 * Helpers of the games part's server tests: members with sessions made directly in the database (so these tests
 * do not depend on the login flow), HTTP calls through app.inject, response-schema checks and ledger sums.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import { hashPassword } from '../../../server/src/crypto/password.ts';
import type { Queryable } from '../../../server/src/db/index.ts';
import { createSession } from '../../../server/src/http/auth.ts';
import { memberAccount, systemAccount } from '../../../server/src/ledger/accounts.ts';
import { postTransaction } from '../../../server/src/ledger/post.ts';
import type { TestApp } from '../helpers/testApp.ts';

export const MERCHANT = 'LUCKY88';
export const OTHER_MERCHANT = 'ROYALPH';

export interface Member {
  memberId: number;
  merchantId: number;
  token: string;
  username: string;
}

let seq = 0;

/** A member with an open session; balance (cents) is posted from the house through the ledger. */
export async function makeMember(
  t: TestApp,
  o: { merchant?: string; type?: number; paymentPassword?: string; balanceCents?: number } = {},
): Promise<Member> {
  const [m] = await t.db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [o.merchant ?? MERCHANT]);
  const username = `gamer${++seq}${Math.floor(Math.random() * 1e6)}`;
  const payment = o.paymentPassword ? await hashPassword(o.paymentPassword) : null;
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, password_hash, payment_password_hash, type, created_at)
     VALUES ($1, $2, 'unused', $3, $4, $5) RETURNING id`,
    [m.id, username, payment, o.type ?? 0, t.clock.now()],
  );
  const token = await createSession(t.db, { memberId: row.id, merchantId: m.id, now: t.clock.now(), ttlMs: 12 * 3600_000, ip: '127.0.0.1', device: '' });
  if (o.balanceCents) await credit(t.db, m.id, row.id, o.balanceCents, t.clock.now());
  return { memberId: row.id, merchantId: m.id, token, username };
}

export async function credit(db: TestApp['db'], merchantId: number, memberId: number, cents: number, now: number): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    const house = await systemAccount(tx, merchantId, 'HOUSE');
    const wallet = await memberAccount(tx, memberId);
    await postTransaction(tx, {
      merchantId, memberId, kind: 'ADJUST', amountCents: cents, entries: [{ accountId: house, cents: -cents }, { accountId: wallet, cents }], now,
    });
  });
}

export interface CallResult {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string; message?: string };
  headers: Record<string, string | string[] | number | undefined>;
  raw: string;
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  o: { token?: string; merchant?: string | null; body?: unknown; payload?: string; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.merchant !== null) headers.merchant = o.merchant ?? MERCHANT;
  if (o.token) headers.authorization = o.token;
  if (o.body !== undefined || o.payload !== undefined) headers['content-type'] ??= 'application/json';
  const res = await t.app.inject({ method, url, headers, payload: o.payload ?? (o.body === undefined ? undefined : JSON.stringify(o.body)) });
  let body: CallResult['body'];
  try {
    body = JSON.parse(res.body) as CallResult['body'];
  } catch {
    body = { success: false, message: res.body };
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.body };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
const SCHEMA_DIR = join(import.meta.dirname, '../../../schemas/api');
for (const f of readdirSync(SCHEMA_DIR).filter((n) => n.endsWith('.schema.json'))) {
  ajv.addSchema(JSON.parse(readFileSync(join(SCHEMA_DIR, f), 'utf8')) as object);
}

/** Asserts a 200 success envelope whose value matches `<call>.response.schema.json`; returns the value. */
export function expectOk<T>(res: CallResult, callName: string): T {
  expect(res.status, res.raw).toBe(200);
  expect(res.body.success).toBe(true);
  const validate = ajv.getSchema(`${callName}.response.schema.json`) as ValidateFunction | undefined;
  if (!validate) throw new Error(`no response schema for ${callName}`);
  const valid = validate(res.body.value);
  expect(valid, JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  return res.body.value as T;
}

/** Asserts a platform error envelope with a 4xx status (never a 500). */
export function expectFail(res: CallResult, status: number, errorCode?: string): void {
  expect(res.status, res.raw).toBe(status);
  expect(res.body.success).toBe(false);
  expect(typeof res.body.errorCode).toBe('string');
  expect(typeof res.body.message).toBe('string');
  if (errorCode) expect(res.body.errorCode).toBe(errorCode);
}

/** Sum of every ledger account (constant: zero, since every posting is balanced) and unbalanced transactions. */
export async function ledgerTotals(db: Queryable): Promise<{ sum: number; unbalanced: number; negativeMembers: number; drift: number }> {
  const [a] = await db.query<{ sum: number }>('SELECT COALESCE(SUM(balance_cents), 0)::float8 AS sum FROM ledger_accounts');
  const [b] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM (SELECT tx_id FROM ledger_entries GROUP BY tx_id HAVING SUM(amount_cents) <> 0) x',
  );
  const [c] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'MEMBER' AND balance_cents < 0");
  // Kept balances must equal the sum of each account's entries.
  const [d] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_accounts a
      WHERE a.balance_cents <> COALESCE((SELECT SUM(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
  );
  return { sum: a.sum, unbalanced: b.n, negativeMembers: c.n, drift: d.n };
}

/** Encrypts a body for an encrypted call with the server's modern (RSA-OAEP + AES-GCM) key, as the app does. */
export async function encrypted(t: TestApp, method: string, path: string, body: unknown): Promise<{ payload: string; headers: Record<string, string> }> {
  const { encryptModern } = await import('../../../src/api/encryption/modern.ts');
  const key = (await call(t, 'GET', '/wps/session/key/oaep')).body.value as Parameters<typeof encryptModern>[1];
  const req = await encryptModern(body, key, method, path);
  return { payload: JSON.stringify(req.body), headers: req.headers };
}
