/**
 * Cancelling one suborder (POST /lgw/orders/suborders/cancel): allowed while its draw still takes bets; its stake
 * goes back from the house to the wallet as a REFUND posting, once per idempotency key. An order whose every
 * suborder is cancelled is CANCELLED. A suborder of a closed draw, or one already cancelled or settled, is refused
 * with 409 and nothing moves.
 */
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { systemAccount } from '../ledger/accounts.ts';
import { requestHash, runIdempotent, type StoredAnswer } from '../ledger/idempotency.ts';
import { fromCents } from '../ledger/money.ts';
import { postTransaction } from '../ledger/post.ts';
import { lockWallet } from '../ledger/wagering.ts';
import { suborderOf } from './orderNo.ts';

const notFound = () => new ApiError(404, 'lottery.suborder.not.found', 'No such suborder.');

interface Found {
  subId: number;
  orderId: number;
  stakeCents: number;
  status: string;
  drawNo: string;
  closeAt: number;
  lotteryName: string;
}

async function findSuborder(db: Queryable, memberId: number, merchantId: number, suborderNo: string): Promise<Found> {
  const ref = suborderOf(suborderNo);
  if (!ref) throw notFound();
  const [row] = await db.query<{ id: number; order_id: number; stake_cents: number; status: string; draw_no: string; close_at: number; name_en: string }>(
    `SELECT s.id, s.order_id, s.stake_cents, s.status, d.draw_no, d.close_at, l.name_en
       FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id JOIN lottery_draws d ON d.id = o.draw_id JOIN lotteries l ON l.id = d.lottery_id
      WHERE s.order_id = $1 AND s.seq = $2 AND o.member_id = $3 AND o.merchant_id = $4`,
    [ref.orderId, ref.seq, memberId, merchantId],
  );
  if (!row) throw notFound();
  return {
    subId: row.id,
    orderId: row.order_id,
    stakeCents: Number(row.stake_cents),
    status: row.status,
    drawNo: row.draw_no,
    closeAt: Number(row.close_at),
    lotteryName: row.name_en,
  };
}

/** Why a found suborder cannot be cancelled now, or null. */
function refusal(s: Found, now: number): ApiError | null {
  if (s.status === 'CANCELLED') return new ApiError(409, 'lottery.suborder.cancelled', 'This suborder is already cancelled.');
  if (s.status !== 'PENDING' || now >= s.closeAt) {
    return new ApiError(409, 'lottery.draw.closed', `Betting on draw ${s.drawNo} has closed: its suborders can no longer be cancelled.`);
  }
  return null;
}

/** Checks the suborder (404, 409 before anything is written), then cancels and refunds it once per key. */
export async function cancelSuborder(
  db: Db,
  o: { memberId: number; merchantId: number; suborderNo: string; key: string; now: number; replay: boolean },
): Promise<StoredAnswer> {
  const first = await findSuborder(db, o.memberId, o.merchantId, o.suborderNo);
  // A key already answered replays its answer (the work below never runs); a new one is checked first.
  const early = o.replay ? null : refusal(first, o.now);
  if (early) throw early;
  const hash = requestHash('cancelSuborder', { suborderNo: o.suborderNo });
  return runIdempotent(db, { memberId: o.memberId, key: o.key, scope: 'cancelSuborder', hash, now: o.now }, async (tx) => {
    const { wallet } = await lockWallet(tx, o.memberId);
    await tx.query('SELECT id FROM lottery_suborders WHERE id = $1 FOR UPDATE', [first.subId]);
    const s = await findSuborder(tx, o.memberId, o.merchantId, o.suborderNo);
    const why = refusal(s, o.now);
    if (why) throw why;
    const house = await systemAccount(tx, o.merchantId, 'HOUSE');
    const posted = await postTransaction(tx, {
      merchantId: o.merchantId,
      memberId: o.memberId,
      kind: 'REFUND',
      amountCents: s.stakeCents,
      reference: o.suborderNo,
      memo: s.lotteryName,
      entries: [
        { accountId: house, cents: -s.stakeCents },
        { accountId: wallet, cents: s.stakeCents },
      ],
      now: o.now,
    });
    await tx.query(`UPDATE lottery_suborders SET status = 'CANCELLED', refund_tx_id = $2, settled_at = $3 WHERE id = $1`, [s.subId, posted.txId, o.now]);
    await tx.query(
      `UPDATE lottery_orders SET refund_cents = refund_cents + $2,
         status = CASE WHEN NOT EXISTS (SELECT 1 FROM lottery_suborders WHERE order_id = $1 AND status <> 'CANCELLED') THEN 'CANCELLED' ELSE status END,
         settled_at = CASE WHEN NOT EXISTS (SELECT 1 FROM lottery_suborders WHERE order_id = $1 AND status <> 'CANCELLED') THEN $3::bigint ELSE settled_at END
       WHERE id = $1`,
      [s.orderId, s.stakeCents, o.now],
    );
    return { suborderNo: o.suborderNo, refund: fromCents(s.stakeCents), balance: fromCents(posted.balances.get(wallet) ?? 0) };
  });
}
