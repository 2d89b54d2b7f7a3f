/**
 * One coup at the demo baccarat table: the stakes are checked against the table's chips, then the coup is played
 * as a paid round through the ledger (REAL launches) or on the launch's fake credits (TRIAL launches).
 */
import type { DemoGameBaccaratResponse } from '../../../src/generated/api/demoGameBaccarat.response.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import type { StoredAnswer } from '../ledger/idempotency.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { type Hand, playCoup, settle, shoe, SPOTS, type Spot, type Stakes } from './baccarat.ts';
import type { ActiveLaunch } from './launch.ts';
import { paidRound, trialRound } from './playRound.ts';
import { betOptions } from './slot.ts';

const badStake = (message: string): ApiError => new ApiError(400, 'demo.bet.invalid', message);

/**
 * The stakes in cents per spot. Each is 0 or a whole number of the table's smallest chip, at most its largest
 * chip; at least one spot carries a stake.
 */
export function stakesInCents(stakes: Stakes, minBet: number): Record<Spot, number> {
  const chips = betOptions(minBet).map((b) => toCents(b));
  const unit = chips[0];
  const max = chips[chips.length - 1];
  const cents = { PLAYER: 0, BANKER: 0, TIE: 0 };
  for (const spot of SPOTS) {
    const amount = stakes[spot] ?? 0;
    const c = amount === 0 ? 0 : toCents(amount, `bets.${spot}`);
    if (c % unit !== 0) throw badStake(`The ${spot} stake must be a multiple of the smallest chip, ${fromCents(unit).toFixed(2)}.`);
    if (c > max) throw badStake(`The ${spot} stake is above the table's limit of ${fromCents(max).toFixed(2)}.`);
    cents[spot] = c;
  }
  if (cents.PLAYER + cents.BANKER + cents.TIE === 0) throw badStake('Place a stake on PLAYER, BANKER or TIE.');
  return cents;
}

function answerOf(hand: Hand, stakeCents: number, returnCents: number, roundId: number, balanceCents: number): DemoGameBaccaratResponse {
  return {
    roundId,
    // playCoup deals two or three cards to each hand.
    player: hand.player as DemoGameBaccaratResponse['player'],
    banker: hand.banker as DemoGameBaccaratResponse['banker'],
    playerTotal: hand.playerTotal,
    bankerTotal: hand.bankerTotal,
    winner: hand.winner,
    stake: fromCents(stakeCents),
    returned: fromCents(returnCents),
    balance: fromCents(balanceCents),
  };
}

/** A coup paid from the member's wallet, replayed by its idempotency key. */
export function playPaidCoup(
  db: Db,
  launch: ActiveLaunch & { memberId: number },
  stakes: Record<Spot, number>,
  key: string,
  now: number,
): Promise<StoredAnswer> {
  let hand: Hand | undefined;
  let returnCents = 0;
  const stakeCents = stakes.PLAYER + stakes.BANKER + stakes.TIE;
  return paidRound(
    db,
    launch,
    {
      scope: 'demoGameBaccarat',
      request: { bets: stakes },
      stakeCents,
      play: () => {
        hand = playCoup(shoe());
        const s = settle(stakes, hand.winner);
        returnCents = s.returnCents;
        return { returnCents, outcome: JSON.stringify({ ...hand, stakes }) };
      },
      answer: (roundId, balance) => answerOf(hand as Hand, stakeCents, returnCents, roundId, balance),
    },
    key,
    now,
  );
}

/** A coup on the launch's fake credits. */
export async function playTrialCoup(db: Db, launch: ActiveLaunch, stakes: Record<Spot, number>, now: number): Promise<DemoGameBaccaratResponse> {
  const hand = playCoup(shoe());
  const s = settle(stakes, hand.winner);
  const r = await trialRound(db, launch, s.stakeCents, { returnCents: s.returnCents, outcome: JSON.stringify({ ...hand, stakes }) }, now);
  return answerOf(hand, s.stakeCents, s.returnCents, r.roundId, r.balanceCents);
}
