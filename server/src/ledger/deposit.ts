/**
 * Deposits through a payment provider's channel (server/src/payments/): a request creates a PENDING order due at
 * the provider's confirmation time; completion posts PAYMENT -> member wallet in the same transaction that marks
 * the order paid, and, when the order claimed a deposit promotion (ledger/depositPromotions.ts), its bonus PROMO ->
 * member wallet (kind BONUS, memo the promotion's title) in that same transaction, so it is credited exactly once.
 * Completion runs from the provider's settlement and again whenever the order's status or the deposit report is
 * read, so a restart never loses a confirmation. Only orders on channels of the registered providers are completed
 * (a demo order left over from demo mode is never credited without it). A FAILED order credits nothing.
 */
import { fieldByLanguage, type Texts } from '../http/localized.ts';
import type { DepositStatusResponse } from '../../../src/generated/api/depositStatus.response.ts';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import type { PaymentChannel, PaymentProvider } from '../payments/provider.ts';
import { memberAccount, systemAccount } from './accounts.ts';
import { ledgerChanged } from './balanceCache.ts';
import { fromCents } from './money.ts';
import { newOrderNo } from './orderNo.ts';
import { postTransaction } from './post.ts';
import { settleReferral } from './referralReward.ts';
import { openRequirement } from './wagering.ts';

/** A deposit order as depositRequest, depositStatus and the deposit report answer it. */
type DepositOrder = DepositStatusResponse;

interface OrderRow {
  order_no: string;
  channel: string;
  amount_cents: number;
  status: DepositOrder['status'];
  created_at: number;
  completes_at: number;
  completed_at: number | null;
  promo_id: number | null;
  bonus_cents: number | null;
  reference: string | null;
  reason: string | null;
}

export const DEPOSIT_COLUMNS = 'order_no, channel, amount_cents, status, created_at, completes_at, completed_at, promo_id, bonus_cents, reference, reason';

/** `channelName`: the channel's display name (a provider's channelName; the code once no provider offers it). */
export function toDepositOrder(r: OrderRow, channelName: string): DepositOrder {
  return {
    orderNo: r.order_no,
    channelCode: r.channel,
    channelName,
    amount: fromCents(Number(r.amount_cents)),
    status: r.status,
    createdAt: r.created_at,
    completesAt: r.completes_at,
    completedAt: r.completed_at,
    promoId: r.promo_id == null ? null : Number(r.promo_id),
    bonus: r.bonus_cents == null ? null : fromCents(Number(r.bonus_cents)),
    reference: r.reference,
    // Only a rejected manual transfer has one (ledger/manualReview.ts).
    ...(r.reason ? { reason: r.reason } : {}),
  };
}

export async function createDeposit(
  tx: Queryable,
  o: {
    merchantId: number;
    memberId: number;
    offered: { provider: PaymentProvider; channel: PaymentChannel } | undefined;
    amountCents: number;
    now: number;
    /** The promotion the order claims (checked by claimPromotion) and the bonus it gets on completion. */
    promo?: { promoId: number; bonusCents: number };
    /** A manual transfer's reference (checked unused by payments/manualTransfer.ts). */
    reference?: string;
  },
): Promise<DepositOrder> {
  if (!o.offered) throw new ApiError(400, 'deposit.channel.invalid', 'This payment channel is not available. Choose one of the listed channels.');
  const { provider, channel } = o.offered;
  // A manual transfer is reported with its reference and receipt (manualTransfer), never as a bare request.
  if (channel.kind === 'MANUAL' && o.reference === undefined) {
    throw new ApiError(400, 'deposit.channel.manual', 'A manual bank transfer is reported with its reference and receipt image.');
  }
  if (o.amountCents < channel.minAmount * 100 || o.amountCents > channel.maxAmount * 100) {
    throw new ApiError(400, 'deposit.amount.range', `Deposit between ${channel.minAmount} and ${channel.maxAmount}.`);
  }
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO deposit_orders (order_no, merchant_id, member_id, channel, amount_cents, status, created_at, completes_at, promo_id, bonus_cents, reference)
     VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7, $8, $9, $10) RETURNING ${DEPOSIT_COLUMNS}`,
    [
      newOrderNo('D', o.now),
      o.merchantId,
      o.memberId,
      channel.channelCode,
      o.amountCents,
      o.now,
      provider.confirmsAt(channel, o.now),
      o.promo?.promoId ?? null,
      o.promo?.bonusCents ?? null,
      o.reference ?? null,
    ],
  );
  return toDepositOrder(row, channel.channelName);
}

/** Per database, the channels whose orders are settled: those of the app's payment providers (set by buildApp). */
const settledChannels = new WeakMap<Db, readonly string[]>();

export function setSettledChannels(db: Db, channelCodes: readonly string[]): void {
  settledChannels.set(db, [...channelCodes]);
}

/**
 * Completes the member's (or everyone's) due orders, each in its own transaction; returns how many. Only orders on
 * `channelCodes` (default: every channel of the app's payment providers) are completed, so an order left over from
 * demo mode is never credited without the demo provider.
 */
export async function completeDueDeposits(
  db: Db,
  now: number,
  memberId?: number,
  channelCodes: readonly string[] = settledChannels.get(db) ?? [],
): Promise<number> {
  if (channelCodes.length === 0) return 0;
  const codes = channelCodes.map((_, i) => `$${i + 2}`).join(', ');
  const member = memberId ? `AND member_id = $${channelCodes.length + 2}` : '';
  const due = await db.query<{ order_no: string }>(
    `SELECT order_no FROM deposit_orders WHERE status = 'PENDING' AND completes_at <= $1 AND channel IN (${codes}) ${member}
      ORDER BY completes_at LIMIT 100`,
    [now, ...channelCodes, ...(memberId ? [memberId] : [])],
  );
  let done = 0;
  for (const { order_no } of due) {
    const completed = await db.transaction((tx) => completeDepositOrder(tx, order_no, now));
    ledgerChanged();
    if (completed) done++;
  }
  return done;
}

/**
 * Credits one PENDING order inside the caller's transaction: PAYMENT -> member wallet with the order number as the
 * ledger reference, its promotion's bonus, the referral terms, and the order marked SUCCESS. The one way an order is
 * confirmed (the providers' settlement and an operator's confirmation of a manual transfer alike): the row lock
 * makes a concurrent confirmer wait and then find it no longer PENDING, so each order is credited once. False when
 * the order is not PENDING (already credited or rejected).
 */
export async function completeDepositOrder(tx: Queryable, orderNo: string, now: number): Promise<boolean> {
  const rows = await tx.query<{
    merchant_id: number;
    member_id: number;
    amount_cents: number;
    channel: string;
    promo_id: number | null;
    bonus_cents: number | null;
  }>(
    `SELECT merchant_id, member_id, amount_cents, channel, promo_id, bonus_cents FROM deposit_orders
      WHERE order_no = $1 AND status = 'PENDING' FOR UPDATE`,
    [orderNo],
  );
  const o = rows[0];
  if (!o) return false;
  // The member row before any ledger account (the order every money route locks in): a referred friend's
  // deposit may complete the referral terms, and settleReferral below pays the inviter then.
  await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [o.member_id]);
  const wallet = await memberAccount(tx, o.member_id);
  const payment = await systemAccount(tx, o.merchant_id, 'PAYMENT');
  const amount = Number(o.amount_cents);
  const posted = await postTransaction(tx, {
    merchantId: o.merchant_id,
    memberId: o.member_id,
    kind: 'DEPOSIT',
    amountCents: amount,
    reference: orderNo,
    memo: o.channel,
    entries: [
      { accountId: payment, cents: -amount },
      { accountId: wallet, cents: amount },
    ],
    now,
  });
  const bonus = o.bonus_cents == null ? 0 : Number(o.bonus_cents);
  let bonusTxId: number | null = null;
  if (o.promo_id != null && bonus > 0) {
    const promo = await systemAccount(tx, o.merchant_id, 'PROMO');
    const [p] = await tx.query<{ title: string; texts: Texts; turnover: string }>(
      'SELECT title, texts, turnover_multiplier::text AS turnover FROM deposit_promotions WHERE id = $1',
      [o.promo_id],
    );
    const credited = await postTransaction(tx, {
      merchantId: o.merchant_id,
      memberId: o.member_id,
      kind: 'BONUS',
      amountCents: bonus,
      reference: orderNo,
      memo: p?.title ?? 'Deposit bonus',
      memoTexts: fieldByLanguage(p?.texts, 'title'),
      entries: [
        { accountId: promo, cents: -bonus },
        { accountId: wallet, cents: bonus },
      ],
      now,
    });
    bonusTxId = credited.txId;
    // The bonus and the deposit that earned it stay in the wallet until the promotion's turnover is bet.
    await openRequirement(tx, {
      merchantId: o.merchant_id,
      memberId: o.member_id,
      kind: 'BONUS',
      txId: credited.txId,
      bonusCents: bonus,
      heldCents: bonus + amount,
      multiplier: Number(p?.turnover ?? 0),
      title: p?.title ?? 'Deposit bonus',
      titleTexts: fieldByLanguage(p?.texts, 'title'),
      now,
    });
  }
  await settleReferral(tx, { merchantId: o.merchant_id, friendId: o.member_id, now });
  await tx.query(`UPDATE deposit_orders SET status = 'SUCCESS', completed_at = $2, tx_id = $3, bonus_tx_id = $4 WHERE order_no = $1`, [
    orderNo,
    now,
    posted.txId,
    bonusTxId,
  ]);
  await tx.query(
    `INSERT INTO member_daily_activity (member_id, day, deposit_amount) VALUES ($1, merchant_day($4, $2), $3::numeric)
     ON CONFLICT (member_id, day) DO UPDATE SET deposit_amount = member_daily_activity.deposit_amount + EXCLUDED.deposit_amount`,
    [o.member_id, now, fromCents(amount).toFixed(2), o.merchant_id],
  );
  return true;
}
