/**
 * Posting a ledger transaction: balanced entries between accounts, applied under row locks inside the caller's
 * database transaction. The only way balances change.
 */
import { textsOfField } from '../http/localized.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { ledgerChanged } from './balanceCache.ts';

export type TxKind =
  | 'OPENING'
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'BET'
  | 'WIN'
  | 'ADJUST'
  | 'BONUS'
  | 'MISSION'
  | 'PROMOCODE'
  | 'CHECKIN'
  | 'MANREBATE'
  | 'REDRAIN'
  | 'REFERRAL'
  // A bonus given up or expired before its wagering was met (ledger/wagering.ts).
  | 'FORFEIT'
  // An agent's daily salary and dividend settlement (ledger/agentPay.ts).
  | 'SALARY'
  | 'DIVIDEND'
  // A cancelled lottery suborder's stake given back (lottery/cancel.ts).
  | 'REFUND'
  // Money moved between a member's main wallet and a vendor wallet (ledger/vendorWallets.ts).
  | 'WALLET';

export interface PostInput {
  merchantId: number;
  memberId: number | null;
  kind: TxKind;
  /** Headline amount of the movement (positive cents), shown in transaction records. */
  amountCents: number;
  reference?: string;
  memo?: string;
  /** The memo in each language the text it copies has (a promotion's title...); `memo` is the English. */
  memoTexts?: Record<string, string>;
  /** Signed cents per account; must sum to zero. */
  entries: { accountId: number; cents: number }[];
  now: number;
}

export interface Posted {
  txId: number;
  /** Balance of every touched account after the posting. */
  balances: Map<number, number>;
}

export const insufficientFunds = (): ApiError => new ApiError(409, 'wallet.insufficient.balance', 'Your balance is not enough for this amount.');

/**
 * Applies the entries. Accounts are locked in id order (FOR UPDATE), so concurrent postings touching the same
 * accounts queue instead of deadlocking; a member wallet that would go negative fails with 409 and nothing moves.
 */
export async function postTransaction(tx: Queryable, input: PostInput): Promise<Posted> {
  const sum = input.entries.reduce((s, e) => s + e.cents, 0);
  if (sum !== 0 || input.entries.some((e) => !Number.isSafeInteger(e.cents) || e.cents === 0)) {
    throw new Error(`Unbalanced ledger posting (${input.kind}, sum ${sum})`);
  }
  ledgerChanged();
  const ids = [...new Set(input.entries.map((e) => e.accountId))].sort((a, b) => a - b);
  const locked = await tx.query<{ id: number; kind: string; balance_cents: number }>(
    'SELECT id, kind, balance_cents FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  if (locked.length !== ids.length) throw new Error('Ledger posting names an unknown account');
  const balances = new Map(locked.map((a) => [a.id, Number(a.balance_cents)]));
  const kinds = new Map(locked.map((a) => [a.id, a.kind]));
  for (const e of input.entries) balances.set(e.accountId, (balances.get(e.accountId) ?? 0) + e.cents);
  for (const [id, cents] of balances) if (kinds.get(id) === 'MEMBER' && cents < 0) throw insufficientFunds();

  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (merchant_id, member_id, kind, amount_cents, reference, memo, texts, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      input.merchantId,
      input.memberId,
      input.kind,
      input.amountCents,
      input.reference ?? '',
      input.memo ?? '',
      JSON.stringify(textsOfField('memo', input.memoTexts)),
      input.now,
    ],
  );
  const running = new Map(locked.map((a) => [a.id, Number(a.balance_cents)]));
  for (const e of input.entries) {
    const after = (running.get(e.accountId) ?? 0) + e.cents;
    running.set(e.accountId, after);
    await tx.query('INSERT INTO ledger_entries (tx_id, account_id, amount_cents, balance_after_cents) VALUES ($1, $2, $3, $4)', [
      row.id,
      e.accountId,
      e.cents,
      after,
    ]);
  }
  for (const id of ids) {
    await tx.query('UPDATE ledger_accounts SET balance_cents = $2 WHERE id = $1', [id, balances.get(id)]);
  }
  return { txId: row.id, balances };
}
