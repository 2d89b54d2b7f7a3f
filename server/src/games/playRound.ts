/**
 * One paid round of the demo slot: the stake goes from the member's wallet to the house and the win comes back,
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

export async function playPaidRound(db: Db, launch: ActiveLaunch & { memberId: number }, betCents: number, key: string, now: number): Promise<StoredAnswer> {
  const hash = requestHash('demoGameSpin', { bet: betCents, launch: launch.tokenHash });
  return runIdempotent(db, { memberId: launch.memberId, key, scope: 'demoGameSpin', hash, now }, async (tx) => {
    const wallet = await memberAccount(tx, launch.memberId);
    const house = await systemAccount(tx, launch.merchantId, 'HOUSE');
    const reference = `G${launch.nodeId}`;
    const bet = await postTransaction(tx, {
      merchantId: launch.merchantId,
      memberId: launch.memberId,
      kind: 'BET',
      amountCents: betCents,
      reference,
      memo: launch.nameEn,
      entries: [
        { accountId: wallet, cents: -betCents },
        { accountId: house, cents: betCents },
      ],
      now,
    });
    // A real round's stake is a valid bet: it turns over the member's open bonuses (wallet held by the posting).
    await countValidBet(tx, launch.memberId, betCents, now);
    const outcome = spin(betCents);
    let balance = bet.balances.get(wallet) ?? 0;
    if (outcome.winCents > 0) {
      const win = await postTransaction(tx, {
        merchantId: launch.merchantId,
        memberId: launch.memberId,
        kind: 'WIN',
        amountCents: outcome.winCents,
        reference,
        memo: launch.nameEn,
        entries: [
          { accountId: house, cents: -outcome.winCents },
          { accountId: wallet, cents: outcome.winCents },
        ],
        now,
      });
      balance = win.balances.get(wallet) ?? balance;
    }
    const roundId = await recordRound(tx, launch, betCents, outcome, balance, now);
    return {
      roundId,
      reels: outcome.reels,
      lines: outcome.lines,
      win: fromCents(outcome.winCents),
      balance: fromCents(balance),
    } satisfies DemoGameSpinResponse;
  });
}

async function recordRound(
  tx: Queryable,
  launch: ActiveLaunch & { memberId: number },
  betCents: number,
  o: SpinOutcome,
  balanceAfterCents: number,
  now: number,
): Promise<number> {
  const [round] = await tx.query<{ id: number }>(
    `INSERT INTO game_rounds (merchant_id, member_id, node_id, mode, bet_cents, win_cents, reels, created_at, balance_after_cents)
     VALUES ($1, $2, $3, 'REAL', $4, $5, $6, $7, $8) RETURNING id`,
    [launch.merchantId, launch.memberId, launch.nodeId, betCents, o.winCents, JSON.stringify(o.reels), now, balanceAfterCents],
  );
  await tx.query(
    `INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [launch.memberId, launch.nodeId, now],
  );
  if (o.winCents > 0) {
    await tx.query('INSERT INTO winners (merchant_id, node_id, customer_name, win_cents, won_at) VALUES ($1, $2, $3, $4, $5)', [
      launch.merchantId,
      launch.nodeId,
      maskName(launch.username ?? 'player'),
      o.winCents,
      now,
    ]);
  }
  // Team KPIs and reports of the agent pages add up these daily rows (a settled paid round is a valid bet).
  await tx.query(
    `INSERT INTO member_daily_activity (member_id, day, bet_count, bet_amount, valid_bet_amount, win_amount) VALUES ($1, merchant_day($5, $2), 1, $3::numeric, $3::numeric, $4::numeric)
     ON CONFLICT (member_id, day) DO UPDATE SET bet_count = member_daily_activity.bet_count + 1,
       bet_amount = member_daily_activity.bet_amount + EXCLUDED.bet_amount, win_amount = member_daily_activity.win_amount + EXCLUDED.win_amount,
       valid_bet_amount = member_daily_activity.valid_bet_amount + EXCLUDED.valid_bet_amount`,
    [launch.memberId, now, fromCents(betCents).toFixed(2), fromCents(o.winCents).toFixed(2), launch.merchantId],
  );
  return round.id;
}

/** A trial round: fake credits on the launch row, nothing in the ledger. */
export async function playTrialRound(db: Db, launch: ActiveLaunch, betCents: number, now: number): Promise<DemoGameSpinResponse> {
  const outcome = spin(betCents);
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ trial_balance_cents: number }>(
      `UPDATE game_launches SET trial_balance_cents = trial_balance_cents - $2 + $3
        WHERE token_hash = $1 AND trial_balance_cents >= $2 RETURNING trial_balance_cents`,
      [launch.tokenHash, betCents, outcome.winCents],
    );
    if (!rows[0]) throw insufficientFunds();
    const [round] = await tx.query<{ id: number }>(
      `INSERT INTO game_rounds (merchant_id, member_id, node_id, mode, bet_cents, win_cents, reels, created_at)
       VALUES ($1, $2, $3, 'TRIAL', $4, $5, $6, $7) RETURNING id`,
      [launch.merchantId, launch.memberId, launch.nodeId, betCents, outcome.winCents, JSON.stringify(outcome.reels), now],
    );
    return {
      roundId: round.id,
      reels: outcome.reels,
      lines: outcome.lines,
      win: fromCents(outcome.winCents),
      balance: fromCents(Number(rows[0].trial_balance_cents)),
    };
  });
}
