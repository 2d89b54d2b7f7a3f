/**
 * Helpers of the games part's server tests: members with sessions made directly in the database (so these tests
 * do not depend on the login flow) and ledger sums. Calls go through the shared helpers of ../helpers/api.ts.
 */
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

/** Every member of makeMember has this login password (addBankCard asks for it). */
export const LOGIN_PASSWORD = 'login-Pass1';
/** Hashed once per test file: the same stored hash for every member (tests only). */
let loginHash: Promise<string> | undefined;

/** A member with an open session; balance (cents) is posted from the house through the ledger. */
export async function makeMember(t: TestApp, o: { merchant?: string; type?: number; paymentPassword?: string; balanceCents?: number } = {}): Promise<Member> {
  const [m] = await t.db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [o.merchant ?? MERCHANT]);
  const username = `gamer${++seq}${Math.floor(Math.random() * 1e6)}`;
  const payment = o.paymentPassword ? await hashPassword(o.paymentPassword) : null;
  loginHash ??= hashPassword(LOGIN_PASSWORD);
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, password_hash, payment_password_hash, type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [m.id, username, await loginHash, payment, o.type ?? 0, t.clock.now()],
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
      merchantId,
      memberId,
      kind: 'ADJUST',
      amountCents: cents,
      entries: [
        { accountId: house, cents: -cents },
        { accountId: wallet, cents },
      ],
      now,
    });
  });
}

/** Sum of every ledger account (constant: zero, since every posting is balanced) and unbalanced transactions. */
export async function ledgerTotals(db: Queryable): Promise<{ sum: number; unbalanced: number; negativeMembers: number; drift: number }> {
  const [a] = await db.query<{ sum: number }>('SELECT COALESCE(SUM(balance_cents), 0)::float8 AS sum FROM ledger_accounts');
  const [b] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT tx_id FROM ledger_entries GROUP BY tx_id HAVING SUM(amount_cents) <> 0) x');
  const [c] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'MEMBER' AND balance_cents < 0");
  // Kept balances must equal the sum of each account's entries.
  const [d] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_accounts a
      WHERE a.balance_cents <> COALESCE((SELECT SUM(amount_cents) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
  );
  return { sum: a.sum, unbalanced: b.n, negativeMembers: c.n, drift: d.n };
}
