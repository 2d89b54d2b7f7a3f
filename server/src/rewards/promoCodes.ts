/**
 * Promo codes (tables promo_codes, promo_code_redemptions; migration 095): a code credits its reward once per
 * member (a PROMOCODE ledger transaction from the merchant's PROMO account), within its dates, while its total cap
 * lasts, to members it is meant for (a completed deposit first, certain account types).
 *
 * redeemPromoCode runs in the redeem request's transaction: the member row lock (FOR NO KEY UPDATE, as the deposit
 * routes take it) orders one member's attempts, the code row lock (FOR UPDATE) orders every member's redemptions of
 * a capped code, and the (code, member) primary key refuses a second credit whatever happens.
 */
import { fieldByLanguage, type Texts, textIn } from '../http/localized.ts';
import type { PromoCodeRedeemResponse } from '../../../src/generated/api/promoCodeRedeem.response.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { fromCents } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import { openRequirement } from '../ledger/wagering.ts';

/** What members type: letters and digits, read case-insensitively (stored upper case). */
const normalizeCode = (code: string): string => code.trim().toUpperCase();

interface CodeRow {
  id: number;
  code: string;
  title: string;
  texts: Texts;
  reward_cents: number;
  starts_at: number;
  expires_at: number | null;
  max_redemptions: number | null;
  redeemed_count: number;
  requires_deposit: boolean;
  member_types: number[] | null;
}

const unknownCode = () => new ApiError(404, 'promo.code.unknown', 'This promo code does not exist. Check the code and try again.');

/** Refuses a code the member may not redeem (in the order a member would want to be told). */
async function checkEligible(tx: Queryable, c: CodeRow, o: { memberId: number; memberType: number; now: number }): Promise<void> {
  if (Number(c.starts_at) > o.now) throw unknownCode(); // not announced yet: as good as unknown
  if (c.expires_at != null && Number(c.expires_at) <= o.now) throw new ApiError(410, 'promo.code.expired', 'This promo code has expired.');
  const used = await tx.query('SELECT 1 FROM promo_code_redemptions WHERE promo_code_id = $1 AND member_id = $2', [c.id, o.memberId]);
  if (used.length > 0) throw new ApiError(409, 'promo.code.used', 'You have already redeemed this promo code.');
  if (c.max_redemptions != null && c.redeemed_count >= c.max_redemptions) {
    throw new ApiError(409, 'promo.code.exhausted', 'This promo code has been fully redeemed.');
  }
  if (c.member_types && !c.member_types.map(Number).includes(o.memberType)) {
    throw new ApiError(403, 'promo.code.not.eligible', 'This promo code is not available for your account type.', { reason: 'accountType' });
  }
  if (c.requires_deposit) {
    const deposits = await tx.query("SELECT 1 FROM ledger_transactions WHERE member_id = $1 AND kind = 'DEPOSIT' LIMIT 1", [o.memberId]);
    if (deposits.length === 0) throw new ApiError(403, 'promo.code.not.eligible', 'This promo code needs a completed deposit first.', { reason: 'deposit' });
  }
}

/**
 * Redeems a code for the member. 404 promo.code.unknown (no such active code of the merchant), 410
 * promo.code.expired, 409 promo.code.used (already redeemed by this member), 409 promo.code.exhausted (its total cap
 * is reached), 403 promo.code.not.eligible (value {reason: 'deposit' | 'accountType'}).
 */
export async function redeemPromoCode(
  tx: Queryable,
  o: { merchantId: number; memberId: number; memberType: number; code: string; now: number; languages?: readonly string[] },
): Promise<PromoCodeRedeemResponse> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [o.memberId]);
  const [c] = await tx.query<CodeRow>(
    `SELECT id, code, title, texts, reward_cents::float8 AS reward_cents, starts_at::float8 AS starts_at, expires_at::float8 AS expires_at,
            max_redemptions, redeemed_count, requires_deposit, member_types
       FROM promo_codes WHERE merchant_id = $1 AND code = $2 AND active FOR UPDATE`,
    [o.merchantId, normalizeCode(o.code)],
  );
  if (!c) throw unknownCode();
  await checkEligible(tx, c, o);
  const reward = Number(c.reward_cents);
  const wallet = await memberAccount(tx, o.memberId);
  const promo = await systemAccount(tx, o.merchantId, 'PROMO');
  const posted = await postTransaction(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: 'PROMOCODE',
    amountCents: reward,
    reference: c.code,
    memo: c.title,
    memoTexts: fieldByLanguage(c.texts, 'title'),
    entries: [
      { accountId: promo, cents: -reward },
      { accountId: wallet, cents: reward },
    ],
    now: o.now,
  });
  await openRequirement(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: 'PROMOCODE',
    txId: posted.txId,
    bonusCents: reward,
    title: c.title,
    titleTexts: fieldByLanguage(c.texts, 'title'),
    now: o.now,
  });
  await tx.query('INSERT INTO promo_code_redemptions (promo_code_id, member_id, reward_cents, tx_id, redeemed_at) VALUES ($1, $2, $3, $4, $5)', [
    c.id,
    o.memberId,
    reward,
    posted.txId,
    o.now,
  ]);
  await tx.query('UPDATE promo_codes SET redeemed_count = redeemed_count + 1 WHERE id = $1', [c.id]);
  return {
    code: c.code,
    title: textIn(c.texts, o.languages ?? [], 'title', c.title),
    reward: fromCents(reward),
    balance: fromCents(posted.balances.get(wallet) ?? 0),
  };
}
