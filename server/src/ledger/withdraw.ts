/**
 * Withdrawals: the amount leaves the member's wallet for the merchant's PAYOUT account at once (so it cannot be
 * spent twice), and the order stays PROCESSING until it is paid out (in demo mode only: the demo payout marks it
 * paid DEMO_PAYOUT_MS later).
 */
import type { WithdrawResponse } from '../../../src/generated/api/withdraw.response.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { memberAccount, systemAccount } from './accounts.ts';
import { fromCents } from './money.ts';
import { maskAccountNo, newOrderNo } from './orderNo.ts';
import { postTransaction } from './post.ts';
import { assertWithdrawable, expireDue } from './wagering.ts';

const MIN_WITHDRAW_CENTS = 100;
/** The demo payout "pays" a PROCESSING withdrawal this long after it was made (demo mode only). */
const DEMO_PAYOUT_MS = 30_000;

/** The demo payout: the member's withdrawals older than DEMO_PAYOUT_MS count as paid (the money already left). */
export async function settleDemoPayouts(db: Queryable, memberId: number, now: number): Promise<void> {
  await db.query(`UPDATE withdraw_orders SET status = 'SUCCESS' WHERE member_id = $1 AND status = 'PROCESSING' AND created_at <= $2`, [
    memberId,
    now - DEMO_PAYOUT_MS,
  ]);
}

export async function createWithdrawal(
  tx: Queryable,
  o: { merchantId: number; memberId: number; bankCardId: number; amountCents: number; now: number },
): Promise<WithdrawResponse> {
  if (o.amountCents < MIN_WITHDRAW_CENTS) throw new ApiError(400, 'withdraw.amount.min', 'The smallest withdrawal is 1.00.');
  // FOR SHARE: a concurrent removal of the card waits for this withdrawal and then sees it PROCESSING.
  const cards = await tx.query<{ bank_name: string; account_no: string }>(
    'SELECT bank_name, account_no FROM bank_cards WHERE id = $1 AND member_id = $2 AND removed_at IS NULL FOR SHARE',
    [o.bankCardId, o.memberId],
  );
  if (cards.length === 0) throw new ApiError(400, 'withdraw.card.invalid', 'Choose one of your bank cards.');
  // Open bonuses hold part of the balance until their turnover is bet; expired ones are forfeited first.
  await expireDue(tx, o.merchantId, o.memberId, o.now);
  await assertWithdrawable(tx, o.memberId, o.amountCents, o.now);
  const wallet = await memberAccount(tx, o.memberId);
  const payout = await systemAccount(tx, o.merchantId, 'PAYOUT');
  const orderNo = newOrderNo('W', o.now);
  const posted = await postTransaction(tx, {
    merchantId: o.merchantId,
    memberId: o.memberId,
    kind: 'WITHDRAW',
    amountCents: o.amountCents,
    reference: orderNo,
    // The card as the member reads it in the records (bank and the account's last digits).
    memo: `${cards[0].bank_name} ${maskAccountNo(cards[0].account_no)}`,
    entries: [
      { accountId: wallet, cents: -o.amountCents },
      { accountId: payout, cents: o.amountCents },
    ],
    now: o.now,
  });
  await tx.query(
    `INSERT INTO withdraw_orders (order_no, merchant_id, member_id, bank_card_id, amount_cents, status, created_at, tx_id)
     VALUES ($1, $2, $3, $4, $5, 'PROCESSING', $6, $7)`,
    [orderNo, o.merchantId, o.memberId, o.bankCardId, o.amountCents, o.now, posted.txId],
  );
  await tx.query(
    `INSERT INTO member_daily_activity (member_id, day, withdraw_amount) VALUES ($1, merchant_day($4, $2), $3::numeric)
     ON CONFLICT (member_id, day) DO UPDATE SET withdraw_amount = member_daily_activity.withdraw_amount + EXCLUDED.withdraw_amount`,
    [o.memberId, o.now, fromCents(o.amountCents).toFixed(2), o.merchantId],
  );
  return { orderNo, amount: fromCents(o.amountCents), status: 'PROCESSING', balance: fromCents(posted.balances.get(wallet) ?? 0), createdAt: o.now };
}
