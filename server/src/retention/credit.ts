/**
 * A retention credit (check-in reward, manual rebate, red envelope): PROMO -> the member's wallet, one ledger
 * transaction of its own kind, carrying the wagering the site's terms give its kind (ledger/wagering.ts). Callers post it in the transaction that stores the claim row, so the claim's key
 * (member + what was claimed) is what keeps it from being credited twice.
 */
import type { Queryable } from '../db/index.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { type TxKind, postTransaction } from '../ledger/post.ts';
import { openRequirement } from '../ledger/wagering.ts';

export type RetentionKind = Extract<TxKind, 'CHECKIN' | 'MANREBATE' | 'REDRAIN'>;

export async function creditMember(
  tx: Queryable,
  o: {
    merchantId: number;
    memberId: number;
    kind: RetentionKind;
    amountCents: number;
    reference: string;
    memo: string;
    /** The memo in each language (`memo` is the English). */
    memoTexts?: Record<string, string>;
    now: number;
  },
): Promise<{ txId: number; balanceCents: number }> {
  const wallet = await memberAccount(tx, o.memberId);
  const promo = await systemAccount(tx, o.merchantId, 'PROMO');
  const posted = await postTransaction(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: o.kind,
    amountCents: o.amountCents,
    reference: o.reference,
    memo: o.memo,
    memoTexts: o.memoTexts,
    entries: [
      { accountId: promo, cents: -o.amountCents },
      { accountId: wallet, cents: o.amountCents },
    ],
    now: o.now,
  });
  await openRequirement(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: o.kind,
    txId: posted.txId,
    bonusCents: o.amountCents,
    title: o.memo,
    titleTexts: o.memoTexts,
    now: o.now,
  });
  return { txId: posted.txId, balanceCents: posted.balances.get(wallet) ?? 0 };
}

/** The member row lock the money routes take (FOR NO KEY UPDATE): a member's concurrent claims run one after the other. */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [memberId]);
}
