/**
 * Placing a lottery bet: every client mistake is refused before anything is written (400 for the picks, stake and
 * prize mode, 404 for an unknown lottery or draw, 409 once the draw's betting closed), then, once per idempotency
 * key, the whole stake (stake x picks) moves from the wallet to the house in one BET posting with the order and a
 * suborder per pick.
 */
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import { requestHash, runIdempotent, type StoredAnswer } from '../ledger/idempotency.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import { orderNoOf, suborderNoOf } from './orderNo.ts';
import { MAX_PICKS, ODDS, pickKind, type PlayType, type PrizeMode } from './rules.ts';
import { drawAt, type DrawTime, openDraw, timeOfDrawNo } from './schedule.ts';
import { ensureDraw, type Lottery } from './store.ts';

export interface BetInput {
  drawNo: string;
  playType: PlayType;
  prizeMode: PrizeMode;
  stake: number;
  picks: string[];
}

export interface CheckedBet {
  draw: DrawTime;
  stakeCents: number;
  picks: { pick: string; odds: number }[];
}

const refuse = (code: string, message: string) => new ApiError(400, code, message);

/** The bet's draw, stake and picks with their odds, or the refusal that says what is wrong. */
export function checkBet(l: Lottery, b: BetInput, now: number): CheckedBet {
  if (!l.prizeModes.includes(b.prizeMode)) throw refuse('lottery.prize.mode', `${l.names.EN} does not offer the prize mode ${b.prizeMode}.`);
  if (b.picks.length === 0 || b.picks.length > MAX_PICKS) throw refuse('lottery.picks.count', `Choose 1 to ${MAX_PICKS} picks.`);
  if (new Set(b.picks).size !== b.picks.length) throw refuse('lottery.picks.repeated', 'The same pick is chosen twice.');
  const picks = b.picks.map((pick) => {
    const kind = pickKind(b.playType, pick);
    if (!kind) throw refuse('lottery.pick.invalid', `"${pick}" is not a ${b.playType} pick.`);
    return { pick, odds: ODDS[b.prizeMode][kind] };
  });
  const stakeCents = toCents(b.stake, 'stake');
  if (stakeCents < l.minStakeCents || stakeCents > l.maxStakeCents) {
    throw refuse('lottery.stake.range', `The stake per pick must be between ${fromCents(l.minStakeCents)} and ${fromCents(l.maxStakeCents)}.`);
  }
  const at = timeOfDrawNo(l, b.drawNo);
  if (at === null) throw new ApiError(404, 'lottery.draw.not.found', `${l.names.EN} has no draw ${b.drawNo}.`);
  const draw = drawAt(l, at);
  const open = openDraw(l, now);
  if (now >= draw.closeAt) {
    throw new ApiError(409, 'lottery.draw.closed', `Betting on draw ${draw.drawNo} has closed. The next draw is ${open.drawNo}.`, { nextDrawNo: open.drawNo });
  }
  if (draw.drawAt > open.drawAt)
    throw new ApiError(409, 'lottery.draw.not.open', `Draw ${draw.drawNo} does not take bets yet. The open draw is ${open.drawNo}.`);
  return { draw, stakeCents, picks };
}

/**
 * Places a checked bet once per key: the stake through the ledger, the order and its suborders. `bet` is null only
 * for a key already answered, whose stored answer is replayed (the work never runs then).
 */
export function placeBet(
  db: Db,
  o: { lottery: Lottery; memberId: number; input: BetInput; bet: CheckedBet | null; key: string; now: number },
): Promise<StoredAnswer> {
  const { lottery: l, input, now } = o;
  const hash = requestHash('lotteryBet', { lottery: l.code, ...input });
  return runIdempotent(db, { memberId: o.memberId, key: o.key, scope: 'lotteryBet', hash, now }, async (tx) => {
    // A key answered meanwhile by a concurrent send is replayed before this runs; checks are made for a new key.
    const bet = o.bet ?? checkBet(l, input, now);
    const drawId = await ensureDraw(tx, l.id, bet.draw);
    const totalCents = bet.stakeCents * bet.picks.length;
    const wallet = await memberAccount(tx, o.memberId);
    const house = await systemAccount(tx, l.merchantId, 'HOUSE');
    const [order] = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('lottery_orders', 'id'))::int AS id");
    const posted = await postTransaction(tx, {
      merchantId: l.merchantId,
      memberId: o.memberId,
      kind: 'BET',
      amountCents: totalCents,
      reference: orderNoOf(order.id),
      memo: l.names.EN,
      memoTexts: l.names,
      entries: [
        { accountId: wallet, cents: -totalCents },
        { accountId: house, cents: totalCents },
      ],
      now,
    });
    await tx.query(
      `INSERT INTO lottery_orders (id, merchant_id, member_id, draw_id, play_type, prize_mode, stake_cents, status, bet_tx_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8, $9)`,
      [order.id, l.merchantId, o.memberId, drawId, input.playType, input.prizeMode, totalCents, posted.txId, now],
    );
    for (const [i, p] of bet.picks.entries()) {
      await tx.query(`INSERT INTO lottery_suborders (order_id, seq, pick, stake_cents, odds_hundredths, status) VALUES ($1, $2, $3, $4, $5, 'PENDING')`, [
        order.id,
        i + 1,
        p.pick,
        bet.stakeCents,
        p.odds,
      ]);
    }
    return {
      orderNo: orderNoOf(order.id),
      lotteryCode: l.code,
      drawNo: bet.draw.drawNo,
      drawAt: bet.draw.drawAt,
      closeAt: bet.draw.closeAt,
      playType: input.playType,
      prizeMode: input.prizeMode,
      totalStake: fromCents(totalCents),
      suborders: bet.picks.map((p, i) => ({ suborderNo: suborderNoOf(order.id, i + 1), pick: p.pick, stake: fromCents(bet.stakeCents), odds: p.odds / 100 })),
      balance: fromCents(posted.balances.get(wallet) ?? 0),
    };
  });
}
