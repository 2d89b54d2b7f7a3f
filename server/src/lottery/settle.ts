/**
 * Drawing a draw and settling its orders, in one transaction: the result comes from the operating system's secure
 * random source, each pending suborder is marked WON or LOST, and an order's wins are paid from the house to the
 * member's wallet in one WIN posting. A settled order's stake (cancelled picks aside) is a valid bet.
 */
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { systemAccount } from '../ledger/accounts.ts';
import { fromCents } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import { countValidBet, lockWallet } from '../ledger/wagering.ts';
import { orderNoOf } from './orderNo.ts';
import { payoutCents, pickWins } from './rules.ts';

/** A fresh five-digit result. */
const drawNumber = (): string => String(randomInt(0, 100_000)).padStart(5, '0');

/** Draws the draw if it is still undrawn and its time has come, then settles its pending orders. */
export async function settleDraw(tx: Queryable, drawId: number, now: number): Promise<void> {
  const [draw] = await tx.query<{ id: number; merchant_id: number; name_en: string }>(
    `SELECT d.id, l.merchant_id, l.name_en FROM lottery_draws d JOIN lotteries l ON l.id = d.lottery_id
      WHERE d.id = $1 AND d.result IS NULL AND d.draw_at <= $2 FOR UPDATE OF d`,
    [drawId, now],
  );
  if (!draw) return;
  const result = drawNumber();
  await tx.query('UPDATE lottery_draws SET result = $2, drawn_at = $3 WHERE id = $1', [drawId, result, now]);
  const orders = await tx.query<{ id: number; member_id: number }>(
    `SELECT id, member_id FROM lottery_orders WHERE draw_id = $1 AND status = 'PENDING' ORDER BY id`,
    [drawId],
  );
  for (const o of orders) await settleOrder(tx, { ...o, merchantId: draw.merchant_id, lotteryName: draw.name_en }, result, now);
}

async function settleOrder(
  tx: Queryable,
  o: { id: number; member_id: number; merchantId: number; lotteryName: string },
  result: string,
  now: number,
): Promise<void> {
  const { wallet } = await lockWallet(tx, o.member_id);
  const subs = await tx.query<{ id: number; pick: string; stake_cents: number; odds_hundredths: number }>(
    `SELECT id, pick, stake_cents, odds_hundredths FROM lottery_suborders WHERE order_id = $1 AND status = 'PENDING' ORDER BY seq FOR UPDATE`,
    [o.id],
  );
  let winCents = 0;
  let stakeCents = 0;
  const won: number[] = [];
  for (const s of subs) {
    const stake = Number(s.stake_cents);
    stakeCents += stake;
    const win = pickWins(s.pick, result) ? payoutCents(stake, s.odds_hundredths) : 0;
    if (win > 0) won.push(s.id);
    winCents += win;
    await tx.query(`UPDATE lottery_suborders SET status = $2, win_cents = $3, settled_at = $4 WHERE id = $1`, [s.id, win > 0 ? 'WON' : 'LOST', win, now]);
  }
  if (winCents > 0) {
    const house = await systemAccount(tx, o.merchantId, 'HOUSE');
    const posted = await postTransaction(tx, {
      merchantId: o.merchantId,
      memberId: o.member_id,
      kind: 'WIN',
      amountCents: winCents,
      reference: orderNoOf(o.id),
      memo: o.lotteryName,
      entries: [
        { accountId: house, cents: -winCents },
        { accountId: wallet, cents: winCents },
      ],
      now,
    });
    await tx.query('UPDATE lottery_suborders SET win_tx_id = $2 WHERE id = ANY($1::int[])', [won, posted.txId]);
  }
  await tx.query(`UPDATE lottery_orders SET status = 'SETTLED', win_cents = $2, settled_at = $3 WHERE id = $1`, [o.id, winCents, now]);
  if (stakeCents === 0) return;
  await countValidBet(tx, o.member_id, stakeCents, now);
  // Team KPIs and reports add up these daily rows (a settled bet is a valid bet).
  await tx.query(
    `INSERT INTO member_daily_activity (member_id, day, bet_count, bet_amount, valid_bet_amount, win_amount) VALUES ($1, merchant_day($5, $2), 1, $3::numeric, $3::numeric, $4::numeric)
     ON CONFLICT (member_id, day) DO UPDATE SET bet_count = member_daily_activity.bet_count + 1,
       bet_amount = member_daily_activity.bet_amount + EXCLUDED.bet_amount, win_amount = member_daily_activity.win_amount + EXCLUDED.win_amount,
       valid_bet_amount = member_daily_activity.valid_bet_amount + EXCLUDED.valid_bet_amount`,
    [o.member_id, now, fromCents(stakeCents).toFixed(2), fromCents(winCents).toFixed(2), o.merchantId],
  );
}
