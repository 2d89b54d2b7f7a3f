/**
 * Manual rebate (tables manual_rebate_rates, manual_rebate_claims; migration 096; flag MANPLAYREB3). Per game
 * category (games.game_type) a member may claim rate % of the valid bets (settled REAL rounds) placed since the
 * category's last claim, rounded down to the cent. A claim covers the rounds from its from_at (the previous claim's
 * cut-off, inclusive) up to its cut-off (now, exclusive: a round in the same millisecond counts towards the next
 * claim); (member, category, from_at) is unique, so a retry or a race can never pay the same bets twice.
 * A category whose rebate is under a cent is left to grow (no claim, its bets stay claimable).
 */
import type { RebateClaimableResponse } from '../../../src/generated/api/rebateClaimable.response.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { fromCents } from '../ledger/money.ts';
import { creditMember, lockMember } from './credit.ts';

type Claimable = RebateClaimableResponse['list'][number];

interface Line {
  category: Claimable['category'];
  rate: number;
  fromAt: number;
  validBetCents: number;
  amountCents: number;
}

/** Rebate of valid bets at a percent rate, rounded down to the cent (exact integer arithmetic). */
export function rebateCents(validBetCents: number, rate: number | string): number {
  const basisPoints = BigInt(Math.round(Number(rate) * 100));
  return Number((BigInt(validBetCents) * basisPoints) / 10_000n);
}

/** Every rated category with the member's valid bets after its last cut-off and up to `cutoff`. */
async function lines(db: Queryable, o: { merchantId: number; memberId: number; cutoff: number }): Promise<Line[]> {
  const rows = await db.query<{ category: string; rate: string; from_at: string; bets: string }>(
    `SELECT r.category, r.rate::text AS rate, COALESCE(c.last, 0)::text AS from_at,
            (SELECT COALESCE(SUM(g.bet_cents), 0) FROM game_rounds g JOIN games gm ON gm.node_id = g.node_id
              WHERE g.member_id = $2 AND g.merchant_id = $1 AND g.mode = 'REAL' AND gm.game_type = r.category
                AND g.created_at >= COALESCE(c.last, 0) AND g.created_at < $3)::text AS bets
       FROM manual_rebate_rates r
       LEFT JOIN LATERAL (SELECT max(cutoff_at) AS last FROM manual_rebate_claims
                           WHERE member_id = $2 AND category = r.category) c ON true
      WHERE r.merchant_id = $1
      ORDER BY r.sort, r.category`,
    [o.merchantId, o.memberId, o.cutoff],
  );
  return rows.map((r) => {
    const validBetCents = Number(r.bets);
    return {
      category: r.category as Claimable['category'],
      rate: Number(r.rate),
      fromAt: Number(r.from_at),
      validBetCents,
      amountCents: rebateCents(validBetCents, r.rate),
    };
  });
}

const toClaimable = (l: Line): Claimable => ({
  category: l.category,
  rate: l.rate,
  validBet: fromCents(l.validBetCents),
  amount: fromCents(l.amountCents),
  since: l.fromAt > 0 ? l.fromAt : null,
});

export async function rebateClaimable(db: Queryable, o: { merchantId: number; memberId: number; now: number }): Promise<RebateClaimableResponse> {
  const list = (await lines(db, { ...o, cutoff: o.now })).map(toClaimable);
  return { list, total: fromCents(list.reduce((s, l) => s + Math.round(l.amount * 100), 0)), asOf: o.now };
}

/** Claims one category (or every category with a rebate); run in a transaction (takes the member row lock). */
export async function claimRebate(
  tx: Queryable,
  o: { merchantId: number; memberId: number; category?: string; now: number },
): Promise<{ claimed: Claimable[]; total: number; balance: number }> {
  await lockMember(tx, o.memberId);
  const all = await lines(tx, { ...o, cutoff: o.now });
  if (o.category !== undefined && !all.some((l) => l.category === o.category)) {
    throw new ApiError(400, 'rebate.category.invalid', 'This game category has no rebate.', { field: 'category' });
  }
  const due = all.filter((l) => (o.category === undefined || l.category === o.category) && l.amountCents > 0);
  if (due.length === 0) throw new ApiError(409, 'rebate.nothing', 'There is no rebate to claim yet. Valid bets since your last claim earn it.');
  let balanceCents = 0;
  for (const l of due) {
    const credit = await creditMember(tx, {
      merchantId: o.merchantId,
      memberId: o.memberId,
      kind: 'MANREBATE',
      amountCents: l.amountCents,
      reference: l.category,
      memo: `Manual rebate ${l.category} ${l.rate}%`,
      memoTexts: { EN: `Manual rebate ${l.category} ${l.rate}%`, TY: `Manwal na rebate ${l.category} ${l.rate}%`, CN: `手动返水 ${l.category} ${l.rate}%` },
      now: o.now,
    });
    balanceCents = credit.balanceCents;
    // The unique (member, category, from_at) refuses a claim that would start where another already did.
    await tx.query(
      `INSERT INTO manual_rebate_claims (member_id, category, from_at, cutoff_at, valid_bet_cents, rate, amount_cents, tx_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $4)`,
      [o.memberId, l.category, l.fromAt, o.now, l.validBetCents, l.rate.toFixed(2), l.amountCents, credit.txId],
    );
  }
  const claimed = due.map(toClaimable);
  return { claimed, total: fromCents(due.reduce((s, l) => s + l.amountCents, 0)), balance: fromCents(balanceCents) };
}
