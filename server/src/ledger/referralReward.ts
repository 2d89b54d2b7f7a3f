/**
 * The REFERRAL promotion's payout, per the site's referral terms (referralTerms.ts): the member who invited a
 * friend (members.recommender_id) is credited the reward from the merchant's PROMO account (kind REFERRAL) once the
 * friend's deposits reach minDeposit and their valid bets the turnover, once per friend (referral_rewards is keyed
 * by the friend), and never for a friend who shares a payout account (a bank account number, even one removed
 * since) or the mobile number with the inviter. Until then the friend is pending, with the reason.
 *
 * settleReferral runs where the friend's standing can change (a deposit completing, after a bet) and where the
 * inviter looks (inviteStats). It locks the friend's member row first, the first lock every money route takes, so
 * two settlements of one friend run one after the other and the second sees the first's row.
 */
import type { Queryable } from '../db/index.ts';
import { memberAccount, systemAccount } from './accounts.ts';
import { postTransaction } from './post.ts';
import { referralTerms, type ReferralTerms } from './referralTerms.ts';

/** Why a friend does not earn the reward yet (or, for the shared ones, at all while they share). */
type PendingReason = 'sharedAccount' | 'sharedMobile' | 'deposit' | 'turnover';

export interface FriendStanding {
  friendId: number;
  referrerId: number;
  terms: ReferralTerms;
  depositedCents: number;
  validBetsCents: number;
  paid: boolean;
  /** null when the friend qualifies (or was paid). */
  reason: PendingReason | null;
}

interface FriendRow {
  recommender_id: number | null;
  settings: Record<string, unknown>;
  paid: boolean;
  deposited: string;
  bets: string;
  shared_account: boolean;
  shared_mobile: boolean;
}

/** The friend's standing against the site's terms; null when nobody invited them or the site runs no REFERRAL. */
export async function friendStanding(db: Queryable, friendId: number, lock = false): Promise<FriendStanding | null> {
  if (lock) await db.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [friendId]);
  const [f] = await db.query<FriendRow>(
    `SELECT f.recommender_id, mc.settings,
            EXISTS (SELECT 1 FROM referral_rewards w WHERE w.friend_member_id = f.id) AS paid,
            (SELECT COALESCE(SUM(amount_cents), 0)::text FROM ledger_transactions WHERE member_id = f.id AND kind = 'DEPOSIT') AS deposited,
            (SELECT COALESCE(SUM(amount_cents), 0)::text FROM ledger_transactions WHERE member_id = f.id AND kind = 'BET') AS bets,
            EXISTS (SELECT 1 FROM bank_cards a JOIN bank_cards b ON b.account_no = a.account_no
                     WHERE a.member_id = f.id AND b.member_id = f.recommender_id) AS shared_account,
            (f.mobile_num <> '' AND r.mobile_num = f.mobile_num AND r.country_dialing_code = f.country_dialing_code) AS shared_mobile
       FROM members f JOIN merchants mc ON mc.id = f.merchant_id LEFT JOIN members r ON r.id = f.recommender_id
      WHERE f.id = $1`,
    [friendId],
  );
  if (!f?.recommender_id || (f.settings.promotions as { REFERRAL?: unknown } | undefined)?.REFERRAL !== true) return null;
  const terms = referralTerms(f.settings);
  const depositedCents = Number(f.deposited);
  const validBetsCents = Number(f.bets);
  const reason: PendingReason | null = f.paid
    ? null
    : f.shared_account
      ? 'sharedAccount'
      : f.shared_mobile
        ? 'sharedMobile'
        : depositedCents < terms.minDepositCents
          ? 'deposit'
          : validBetsCents < terms.turnoverCents
            ? 'turnover'
            : null;
  return { friendId, referrerId: f.recommender_id, terms, depositedCents, validBetsCents, paid: f.paid, reason };
}

/** Whether someone invited this member and has not been paid for them yet (a cheap check before settleReferral). */
export async function referralOpen(db: Queryable, friendId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM members f WHERE f.id = $1 AND f.recommender_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM referral_rewards w WHERE w.friend_member_id = f.id)',
    [friendId],
  );
  return rows.length > 0;
}

/**
 * Pays the inviter for this friend when the friend now qualifies and was not paid for; answers the standing (paid
 * true after paying). Run it in a transaction: it locks the friend's row first.
 */
export async function settleReferral(tx: Queryable, o: { merchantId: number; friendId: number; now: number }): Promise<FriendStanding | null> {
  const s = await friendStanding(tx, o.friendId, true);
  if (!s || s.paid || s.reason !== null) return s;
  const reward = s.terms.rewardCents;
  const wallet = await memberAccount(tx, s.referrerId);
  const promo = await systemAccount(tx, o.merchantId, 'PROMO');
  const posted = await postTransaction(tx, {
    merchantId: o.merchantId,
    memberId: s.referrerId,
    kind: 'REFERRAL',
    amountCents: reward,
    reference: `referral:${o.friendId}`,
    memo: 'Invited friend qualified',
    memoTexts: { EN: 'Invited friend qualified', TY: 'Kwalipikado na ang inimbitahang kaibigan', CN: '邀请的好友已达标' },
    entries: [
      { accountId: promo, cents: -reward },
      { accountId: wallet, cents: reward },
    ],
    now: o.now,
  });
  await tx.query('INSERT INTO referral_rewards (friend_member_id, referrer_member_id, amount_cents, tx_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
    o.friendId,
    s.referrerId,
    reward,
    posted.txId,
    o.now,
  ]);
  return { ...s, paid: true };
}
