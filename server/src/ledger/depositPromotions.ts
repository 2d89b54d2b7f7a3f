/**
 * Deposit promotions (table deposit_promotions, seeded by seed/depositPromotions.ts): a deposit request may claim
 * one (`promoId`). The bonus is bonus_percent of the deposit, at most max_bonus, rounded down to the cent, for a
 * deposit of at least min_deposit; it is fixed on the order when it is placed and credited when the order completes
 * (ledger/deposit.ts: a BONUS transaction from the merchant's PROMO account, in the transaction that credits the
 * deposit). A promotion is claimed by the member's orders with its promo_id that are PENDING or SUCCESS (a FAILED
 * order frees it): 'once' promotions by any such order, 'daily' ones by one created today (UTC, server clock).
 *
 * claimPromotion runs in the deposit request's transaction under the member row lock (the one enforceDepositLimits
 * takes, FOR NO KEY UPDATE), so two simultaneous requests claiming the same promotion are checked one after the
 * other: the second sees the first's order and is refused.
 */
import { type Texts, textIn } from '../http/localized.ts';
import { periodStart, zoneName } from '../../../src/core/zonedTime.ts';
import type { DepositPromotionsResponse } from '../../../src/generated/api/depositPromotions.response.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { formatMoney } from './depositLimits.ts';
import { fromCents } from './money.ts';

export type DepositPromotion = DepositPromotionsResponse['list'][number];
export type PromoFrequency = 'once' | 'daily';

interface PromoRow {
  id: number;
  code: string;
  title: string;
  bonus_percent: string;
  max_bonus_cents: number;
  min_deposit_cents: number;
  frequency: PromoFrequency;
  turnover_multiplier: string;
  claimed: boolean;
  texts: Texts;
}

/** The promotion columns plus whether the member ($2) has claimed it; `now` ($3) is the start of today (in the
 * merchant's time zone). */
const PROMO_SELECT = `SELECT p.id, p.code, p.title, p.texts, p.bonus_percent::text AS bonus_percent, p.max_bonus_cents, p.min_deposit_cents,
         p.frequency, p.turnover_multiplier::text AS turnover_multiplier,
         EXISTS (SELECT 1 FROM deposit_orders o
                  WHERE o.member_id = $2 AND o.promo_id = p.id AND o.status IN ('PENDING', 'SUCCESS')
                    AND (p.frequency = 'once' OR o.created_at >= $3)) AS claimed
    FROM deposit_promotions p`;

const reasonOf = (r: PromoRow): DepositPromotion['reason'] => (!r.claimed ? null : r.frequency === 'daily' ? 'claimedToday' : 'claimed');

function toPromotion(r: PromoRow, languages: readonly string[] = []): DepositPromotion {
  return {
    promoId: r.id,
    code: r.code,
    title: textIn(r.texts, languages, 'title', r.title),
    bonusPercent: Number(r.bonus_percent),
    maxBonus: fromCents(Number(r.max_bonus_cents)),
    minDeposit: fromCents(Number(r.min_deposit_cents)),
    turnover: Number(r.turnover_multiplier),
    eligible: !r.claimed,
    reason: reasonOf(r),
  };
}

/** The merchant's active promotions in display order, with the member's eligibility now. */
export async function listDepositPromotions(
  db: Queryable,
  o: { merchantId: number; memberId: number; now: number; timeZone: string; languages?: readonly string[] },
): Promise<DepositPromotion[]> {
  const rows = await db.query<PromoRow>(`${PROMO_SELECT} WHERE p.merchant_id = $1 AND p.active ORDER BY p.sort, p.id`, [
    o.merchantId,
    o.memberId,
    periodStart(o.now, 'day', o.timeZone),
  ]);
  return rows.map((r) => toPromotion(r, o.languages));
}

/** Bonus cents of a deposit: amount x percent / 100, rounded down, at most the maximum (exact integer arithmetic). */
function bonusCents(amountCents: number, bonusPercent: number | string, maxBonusCents: number): number {
  const basisPoints = BigInt(Math.round(Number(bonusPercent) * 100)); // 12.5 % -> 1250
  const raw = (BigInt(amountCents) * basisPoints) / 10_000n; // BigInt division truncates: rounded down
  return Number(raw < BigInt(maxBonusCents) ? raw : BigInt(maxBonusCents));
}

/**
 * Checks that the member may claim the promotion with this deposit and answers the bonus the order will get.
 * 400 deposit.promo.invalid (unknown, inactive or another merchant's), 409 deposit.promo.claimed, 400
 * deposit.promo.min. Run it in the deposit request's transaction: it takes the member row lock first.
 */
export async function claimPromotion(
  tx: Queryable,
  o: { merchantId: number; memberId: number; promoId: number; amountCents: number; now: number; timeZone: string },
): Promise<{ promoId: number; bonusCents: number }> {
  // The lock enforceDepositLimits takes (a no-op when already held): a concurrent claim waits for this one.
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [o.memberId]);
  const [p] = await tx.query<PromoRow>(`${PROMO_SELECT} WHERE p.id = $1 AND p.merchant_id = $4 AND p.active`, [
    o.promoId,
    o.memberId,
    periodStart(o.now, 'day', o.timeZone),
    o.merchantId,
  ]);
  if (!p) throw new ApiError(400, 'deposit.promo.invalid', 'This promotion is not available. Choose one of the listed promotions.');
  if (p.claimed) {
    throw p.frequency === 'daily'
      ? new ApiError(
          409,
          'deposit.promo.claimed',
          `You have already claimed this promotion today. It can be claimed again from 00:00 ${zoneName(o.timeZone, 'en', o.now)}.`,
        )
      : new ApiError(409, 'deposit.promo.claimed', 'You have already claimed this promotion. It can be claimed only once.');
  }
  const min = Number(p.min_deposit_cents);
  if (o.amountCents < min) {
    throw new ApiError(400, 'deposit.promo.min', `This promotion needs a deposit of at least ${formatMoney(min)}.`, { minDeposit: fromCents(min) });
  }
  return { promoId: p.id, bonusCents: bonusCents(o.amountCents, p.bonus_percent, Number(p.max_bonus_cents)) };
}
