/**
 * Ledger accounts: one MEMBER wallet per member (account type 1, the seamless main wallet) and, per merchant,
 * the HOUSE, PAYMENT and PAYOUT accounts that face games and the outside world, and PROMO, which pays deposit
 * promotion bonuses. Created on first use.
 */
import type { Queryable } from '../db/index.ts';

export type SystemKind = 'HOUSE' | 'PAYMENT' | 'PAYOUT' | 'PROMO';
export const MAIN_ACCOUNT_TYPE = 1;

/** Id of a merchant's system account, creating it when missing. */
export async function systemAccount(db: Queryable, merchantId: number, kind: SystemKind): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND kind = $2 AND member_id IS NULL', [merchantId, kind]);
  if (found[0]) return found[0].id;
  await db.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, currency)
     SELECT id, $2, currency FROM merchants WHERE id = $1
     ON CONFLICT (merchant_id, kind) WHERE member_id IS NULL DO NOTHING`,
    [merchantId, kind],
  );
  return systemAccount(db, merchantId, kind);
}

/** Id of a member's main wallet, creating it (balance 0) when missing. */
export async function memberAccount(db: Queryable, memberId: number): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE member_id = $1 AND account_type_id = $2', [memberId, MAIN_ACCOUNT_TYPE]);
  if (found[0]) return found[0].id;
  await db.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, member_id, account_type_id, currency)
     SELECT m.merchant_id, 'MEMBER', m.id, $2, mc.currency FROM members m JOIN merchants mc ON mc.id = m.merchant_id
      WHERE m.id = $1
     ON CONFLICT (member_id, account_type_id) WHERE member_id IS NOT NULL DO NOTHING`,
    [memberId, MAIN_ACCOUNT_TYPE],
  );
  return memberAccount(db, memberId);
}

/** A member's wallet balances in cents (no lock: a read for display). */
export async function memberBalances(db: Queryable, memberId: number): Promise<{ accountTypeId: number; cents: number }[]> {
  const rows = await db.query<{ account_type_id: number; balance_cents: number }>(
    'SELECT account_type_id, balance_cents FROM ledger_accounts WHERE member_id = $1 ORDER BY account_type_id',
    [memberId],
  );
  return rows.map((r) => ({ accountTypeId: r.account_type_id, cents: Number(r.balance_cents) }));
}
