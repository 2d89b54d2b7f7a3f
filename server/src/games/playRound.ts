/**
 * Paid and trial rounds of the demo games (the slot's spins, the baccarat table's coups): the stake goes from the
 * member's wallet to the house and what the round returns comes back,
 * as two balanced ledger postings in one database transaction with the round, the recent-games entry, the
 * winners board and the member's daily activity. Trial rounds only move the launch's fake credits.
 */
import type { DemoGameSpinResponse } from '../../../src/generated/api/demoGameSpin.response.ts';
import type { Db, Queryable } from '../db/index.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { runIdempotent, requestHash, type StoredAnswer } from '../ledger/idempotency.ts';
import { fromCents } from '../ledger/money.ts';
import { insufficientFunds, postTransaction } from '../ledger/post.ts';
import { countValidBet } from '../ledger/wagering.ts';
import { maskName } from '../seed/winners.ts';
import type { ActiveLaunch } from './launch.ts';
import { spin, type SpinOutcome } from './slot.ts';

/** One round of a demo game, whatever its kind: the stake, what it returns (stake included) and what to record. */
export interface RoundPlay<T> {
  /** Idempotency scope and the request it hashes (a replayed key must be the same request). */
  scope: string;
  request: unknown;
  stakeCents: number;
  /** Plays the round (called once, inside the transaction). */
  play: () => { returnCents: number; outcome: string };
  /** The answer of the round, from its id and the balance after it. */
  answer: (roundId: number, balanceCents: number) => T;
}

/**
 * A paid round: the stake goes from the member's wallet to the house and what it returns comes back, as two
 * balanced ledger postings in one database transaction with the round, the recent-games entry, the winners board
 * and the member's daily activity; the first answer of the idempotency key is stored and replayed.
 */
export async function paidRound<T>(db: Db, launch: ActiveLaunch & { memberId: number }, round: RoundPlay<T>, key: string, now: number): Promise<StoredAnswer> {
  const hash = requestHash(round.scope, { ...(round.request as object), launch: launch.tokenHash });
  return runIdempotent(db, { memberId: launch.memberId, key, scope: round.scope, hash, now }, async (tx) => {
    const wallet = await memberAccount(tx, launch.memberId);
    const house = await systemAccount(tx, launch.merchantId, 'HOUSE');
    const reference = `G${launch.nodeId}`;
    const bet = await postTransaction(tx, {
      merchantId: launch.merchantId,
      memberId: launch.memberId,
      kind: 'BET',
      amountCents: round.stakeCents,
      reference,
      memo: launch.nameEn,
      entries: [
        { accountId: wallet, cents: -round.stakeCents },
        { accountId: house, cents: round.stakeCents },
      ],
      now,
    });
    const played = round.play();
    // A real round's stake is a valid bet: it turns over the member's open bonuses (wallet held by the posting).
    await countValidBet(tx, launch.memberId, round.stakeCents, now);
    let balance = bet.balances.get(wallet) ?? 0;
    if (played.returnCents > 0) {
      const win = await postTransaction(tx, {
        merchantId: launch.merchantId,
        memberId: launch.memberId,
        kind: 'WIN',
        amountCents: played.returnCents,
        reference,
        memo: launch.nameEn,
        entries: [
          { accountId: house, cents: -played.returnCents },
          { accountId: wallet, cents: played.returnCents },
        ],
        now,
      });
      balance = win.balances.get(wallet) ?? balance;
    }
    const roundId = await recordRound(tx, launch, { stakeCents: round.stakeCents, ...played }, balance, now);
    return round.answer(roundId, balance);
  });
}

/** One spin of the demo slot, paid from the member's wallet. */
export function playPaidRound(db: Db, launch: ActiveLaunch & { memberId: number }, betCents: number, key: string, now: number): Promise<StoredAnswer> {
  let outcome: SpinOutcome | undefined;
  return paidRound<DemoGameSpinResponse>(
    db,
    launch,
    {
      scope: 'demoGameSpin',
      request: { bet: betCents },
      stakeCents: betCents,
      play: () => {
        outcome = spin(betCents);
        return { returnCents: outcome.winCents, outcome: JSON.stringify(outcome.reels) };
      },
      answer: (roundId, balance) => {
        const o = outcome as SpinOutcome;
        return { roundId, reels: o.reels, lines: o.lines, win: fromCents(o.winCents), balance: fromCents(balance) };
      },
    },
    key,
    now,
  );
}

interface PlayedRound {
  stakeCents: number;
  returnCents: number;
  /** The round's outcome as JSON (the slot's reels, the baccarat hands). */
  outcome: string;
}

async function recordRound(
  tx: Queryable,
  launch: ActiveLaunch & { memberId: number },
  o: PlayedRound,
  balanceAfterCents: number,
  now: number,
): Promise<number> {
  const [round] = await tx.query<{ id: number }>(
    `INSERT INTO game_rounds (merchant_id, member_id, node_id, mode, bet_cents, win_cents, reels, created_at, balance_after_cents, kind)
     VALUES ($1, $2, $3, 'REAL', $4, $5, $6, $7, $8, $9) RETURNING id`,
    [launch.merchantId, launch.memberId, launch.nodeId, o.stakeCents, o.returnCents, o.outcome, now, balanceAfterCents, launch.kind],
  );
  await tx.query(
    `INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [launch.memberId, launch.nodeId, now],
  );
  // The winners board lists rounds that paid more than their stake (a baccarat push is no win).
  if (o.returnCents > o.stakeCents) {
    await tx.query('INSERT INTO winners (merchant_id, node_id, customer_name, win_cents, won_at) VALUES ($1, $2, $3, $4, $5)', [
      launch.merchantId,
      launch.nodeId,
      maskName(launch.username ?? 'player'),
      o.returnCents,
      now,
    ]);
  }
  // Team KPIs and reports of the agent pages add up these daily rows (a settled paid round's stake is a valid bet).
  await tx.query(
    `INSERT INTO member_daily_activity (member_id, day, bet_count, bet_amount, valid_bet_amount, win_amount) VALUES ($1, merchant_day($5, $2), 1, $3::numeric, $3::numeric, $4::numeric)
     ON CONFLICT (member_id, day) DO UPDATE SET bet_count = member_daily_activity.bet_count + 1,
       bet_amount = member_daily_activity.bet_amount + EXCLUDED.bet_amount, win_amount = member_daily_activity.win_amount + EXCLUDED.win_amount,
       valid_bet_amount = member_daily_activity.valid_bet_amount + EXCLUDED.valid_bet_amount`,
    [launch.memberId, now, fromCents(o.stakeCents).toFixed(2), fromCents(o.returnCents).toFixed(2), launch.merchantId],
  );
  return round.id;
}

/**
 * A trial round: fake credits on the launch row, nothing in the ledger. The stake is taken and the return added
 * in one update, refused when the credits do not cover the stake.
 */
export async function trialRound(
  db: Db,
  launch: ActiveLaunch,
  stakeCents: number,
  played: { returnCents: number; outcome: string },
  now: number,
): Promise<{ roundId: number; balanceCents: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ trial_balance_cents: number }>(
      `UPDATE game_launches SET trial_balance_cents = trial_balance_cents - $2 + $3
        WHERE token_hash = $1 AND trial_balance_cents >= $2 RETURNING trial_balance_cents`,
      [launch.tokenHash, stakeCents, played.returnCents],
    );
    if (!rows[0]) throw insufficientFunds();
    const [round] = await tx.query<{ id: number }>(
      `INSERT INTO game_rounds (merchant_id, member_id, node_id, mode, bet_cents, win_cents, reels, created_at, kind)
       VALUES ($1, $2, $3, 'TRIAL', $4, $5, $6, $7, $8) RETURNING id`,
      [launch.merchantId, launch.memberId, launch.nodeId, stakeCents, played.returnCents, played.outcome, now, launch.kind],
    );
    return { roundId: round.id, balanceCents: Number(rows[0].trial_balance_cents) };
  });
}

/** A trial spin of the demo slot. */
export async function playTrialRound(db: Db, launch: ActiveLaunch, betCents: number, now: number): Promise<DemoGameSpinResponse> {
  const outcome = spin(betCents);
  const r = await trialRound(db, launch, betCents, { returnCents: outcome.winCents, outcome: JSON.stringify(outcome.reels) }, now);
  return { roundId: r.roundId, reels: outcome.reels, lines: outcome.lines, win: fromCents(outcome.winCents), balance: fromCents(r.balanceCents) };
}
