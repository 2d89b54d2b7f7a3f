/**
 * Vendor wallets: besides the main wallet (account type 1), a member has a wallet per game vendor, a MEMBER ledger
 * account of the vendor's wallet type (vendor_wallet_types, above 1000). They are opened, empty, when the member's
 * wallets are first listed. Money moves between the main wallet and one vendor wallet only, by a WALLET ledger
 * transaction (both sides in one balanced posting, under the request's idempotency key); a refusal moves nothing.
 * Deposits credit, and withdrawals and bets take from, the main wallet.
 */
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { MAIN_ACCOUNT_TYPE, memberAccount } from './accounts.ts';
import { postTransaction } from './post.ts';

export interface VendorWallet {
  walletId: number;
  vassalage: string;
  displayName: string;
  accountTypeId: number;
  accountTypeName: string;
  cents: number;
}

interface WalletRow {
  wallet_id: number;
  vassalage: string;
  display_name: string;
  account_type_id: number;
  account_type_name: string;
  balance_cents: string;
}

const selectVendorWallets = (db: Queryable, memberId: number) =>
  db.query<WalletRow>(
    `SELECT a.id AS wallet_id, v.vassalage, v.display_name, t.account_type_id, v.account_type_name, a.balance_cents::text
       FROM game_vendors v JOIN vendor_wallet_types t ON t.vassalage = v.vassalage
       LEFT JOIN ledger_accounts a ON a.member_id = $1 AND a.account_type_id = t.account_type_id
      ORDER BY v.sort, v.vassalage`,
    [memberId],
  );

/** Gives every vendor a wallet type and opens the member's missing vendor wallets (both idempotent). */
async function openVendorWallets(db: Queryable, memberId: number): Promise<void> {
  await db.query(
    `INSERT INTO vendor_wallet_types (vassalage)
     SELECT v.vassalage FROM game_vendors v WHERE NOT EXISTS (SELECT 1 FROM vendor_wallet_types t WHERE t.vassalage = v.vassalage)
      ORDER BY v.sort, v.vassalage
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO ledger_accounts (merchant_id, kind, member_id, account_type_id, currency)
     SELECT m.merchant_id, 'MEMBER', m.id, t.account_type_id, mc.currency
       FROM members m JOIN merchants mc ON mc.id = m.merchant_id CROSS JOIN vendor_wallet_types t
      WHERE m.id = $1
     ON CONFLICT (member_id, account_type_id) WHERE member_id IS NOT NULL DO NOTHING`,
    [memberId],
  );
}

/** The member's main wallet and every vendor wallet (opened first when missing), vendors in catalogue order. */
export async function memberWallets(db: Queryable, memberId: number): Promise<{ main: { walletId: number; cents: number }; vendors: VendorWallet[] }> {
  const mainId = await memberAccount(db, memberId);
  let rows = await selectVendorWallets(db, memberId);
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_vendors');
  if (rows.length < n || rows.some((r) => r.wallet_id == null)) {
    await openVendorWallets(db, memberId);
    rows = await selectVendorWallets(db, memberId);
  }
  const [main] = await db.query<{ balance_cents: string }>('SELECT balance_cents::text FROM ledger_accounts WHERE id = $1', [mainId]);
  return {
    main: { walletId: mainId, cents: Number(main.balance_cents) },
    vendors: rows.map((r) => ({
      walletId: r.wallet_id,
      vassalage: r.vassalage,
      displayName: r.display_name,
      accountTypeId: r.account_type_id,
      accountTypeName: r.account_type_name,
      cents: Number(r.balance_cents),
    })),
  };
}

/** Names of the vendor wallet types a member's balance lists may hold (account type -> the vendor's wallet name). */
export async function vendorWalletNames(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ account_type_id: number; account_type_name: string }>(
    'SELECT t.account_type_id, v.account_type_name FROM vendor_wallet_types t JOIN game_vendors v ON v.vassalage = t.vassalage',
  );
  return new Map(rows.map((r) => [r.account_type_id, r.account_type_name]));
}

/**
 * Moves cents from one of the member's wallets to another, one side the main wallet; run it in the request's
 * transaction. Refusals: 400 wallet.transfer.same / .main, 404 wallet.not.found, 403 wallet.not.yours, 409
 * wallet.insufficient.balance (from postTransaction, which locks both accounts).
 */
export async function transferBetweenWallets(
  tx: Queryable,
  o: { merchantId: number; memberId: number; fromWalletId: number; toWalletId: number; amountCents: number; now: number },
): Promise<{ from: number; to: number }> {
  if (o.fromWalletId === o.toWalletId) throw new ApiError(400, 'wallet.transfer.same', 'Choose two different wallets to move money between.');
  const rows = await tx.query<{ id: number; member_id: number | null; account_type_id: number; vassalage: string | null; display_name: string | null }>(
    `SELECT a.id, a.member_id, a.account_type_id, v.vassalage, v.display_name FROM ledger_accounts a
       LEFT JOIN vendor_wallet_types t ON t.account_type_id = a.account_type_id
       LEFT JOIN game_vendors v ON v.vassalage = t.vassalage
      WHERE a.id = ANY($1::int[]) AND a.kind = 'MEMBER'`,
    [[o.fromWalletId, o.toWalletId]],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const from = byId.get(o.fromWalletId);
  const to = byId.get(o.toWalletId);
  if (!from || !to) throw new ApiError(404, 'wallet.not.found', 'No such wallet. Choose one of your wallets.');
  if (from.member_id !== o.memberId || to.member_id !== o.memberId) {
    throw new ApiError(403, 'wallet.not.yours', 'You can only move money between your own wallets.');
  }
  const fromMain = from.account_type_id === MAIN_ACCOUNT_TYPE;
  const toMain = to.account_type_id === MAIN_ACCOUNT_TYPE;
  const vendor = fromMain ? to : from;
  if (fromMain === toMain || !vendor.vassalage) {
    throw new ApiError(400, 'wallet.transfer.main', 'Move money between your main wallet and one vendor wallet.');
  }
  const name = vendor.display_name ?? vendor.vassalage;
  const posted = await postTransaction(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: 'WALLET',
    amountCents: o.amountCents,
    reference: vendor.vassalage,
    memo: `${fromMain ? 'To' : 'From'} ${name}`,
    memoTexts: fromMain
      ? { EN: `To ${name}`, TY: `Papunta sa ${name}`, CN: `转入 ${name}` }
      : { EN: `From ${name}`, TY: `Mula sa ${name}`, CN: `转出 ${name}` },
    entries: [
      { accountId: from.id, cents: -o.amountCents },
      { accountId: to.id, cents: o.amountCents },
    ],
    now: o.now,
  });
  return { from: posted.balances.get(from.id) ?? 0, to: posted.balances.get(to.id) ?? 0 };
}
