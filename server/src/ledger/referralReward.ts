/**
 * The REFERRAL promotion's payout: when a friend's first deposit completes, the member who invited them
 * (members.recommender_id) is credited the promotion's amount from the merchant's PROMO account, kind REFERRAL.
 * It runs inside the transaction that credits the deposit. The friend's member row is locked first (before any
 * ledger account, the order every money route locks in), which serialises two deposits of the same friend
 * completing at once; the referral_rewards key (one row per friend) pays each friend once.
 */
import type { Queryable } from '../db/index.ts';
import { memberAccount, systemAccount } from './accounts.ts';
import { postTransaction } from './post.ts';

/** ₱180 a depositing friend: the amount the REFERRAL promotion and the invite bar announce (inviteDisplayAmount). */
export const REFERRAL_REWARD_CENTS = 18_000;

/** Locks the depositing member's row; answers who to pay when this is a referred friend not yet paid for. */
export async function referralDue(tx: Queryable, friendId: number): Promise<number | null> {
  const [friend] = await tx.query<{ recommender_id: number | null; settings: Record<string, unknown> }>(
    `SELECT f.recommender_id, mc.settings FROM members f JOIN merchants mc ON mc.id = f.merchant_id
      WHERE f.id = $1 FOR NO KEY UPDATE OF f`,
    [friendId],
  );
  if (!friend?.recommender_id) return null;
  if ((friend.settings.promotions as { REFERRAL?: unknown } | undefined)?.REFERRAL !== true) return null;
  const [paid] = await tx.query('SELECT 1 FROM referral_rewards WHERE friend_member_id = $1', [friendId]);
  return paid ? null : friend.recommender_id;
}

/** Credits the referrer for this friend, once (call after referralDue, in the same transaction). */
export async function payReferralReward(tx: Queryable, o: { merchantId: number; friendId: number; referrerId: number; now: number }): Promise<number> {
  const wallet = await memberAccount(tx, o.referrerId);
  const promo = await systemAccount(tx, o.merchantId, 'PROMO');
  const posted = await postTransaction(tx, {
    merchantId: o.merchantId, memberId: o.referrerId, kind: 'REFERRAL', amountCents: REFERRAL_REWARD_CENTS,
    reference: `referral:${o.friendId}`, memo: "Invited friend's first deposit",
    entries: [{ accountId: promo, cents: -REFERRAL_REWARD_CENTS }, { accountId: wallet, cents: REFERRAL_REWARD_CENTS }], now: o.now,
  });
  await tx.query(
    'INSERT INTO referral_rewards (friend_member_id, referrer_member_id, amount_cents, tx_id, created_at) VALUES ($1, $2, $3, $4, $5)',
    [o.friendId, o.referrerId, REFERRAL_REWARD_CENTS, posted.txId, o.now],
  );
  return posted.txId;
}
