/**
 * Manual bank transfer deposits: the member pays the merchant's receiving account and reports the amount, the
 * transfer's reference and a receipt image. The order is a deposit order on a MANUAL channel (ledger/deposit.ts),
 * PENDING until confirmed, then credited once like any other. A reference is accepted once per merchant, whatever
 * its letter case: a reused one is refused (409) and nothing is stored.
 */
import type { ManualTransferAccountResponse } from '../../../src/generated/api/manualTransferAccount.response.ts';
import type { DepositStatusResponse } from '../../../src/generated/api/depositStatus.response.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import type { Receipt } from '../payments/receipt.ts';
import type { PaymentChannel, PaymentProvider } from '../payments/provider.ts';
import { createDeposit } from './deposit.ts';

const unavailable = () => new ApiError(404, 'deposit.manual.unavailable', 'Manual bank transfer is not available here. Choose another deposit channel.');
const referenceUsed = () =>
  new ApiError(409, 'deposit.reference.used', 'This transfer reference was already reported. Check the reference on your bank receipt.');

/** The merchant's receiving account; null when it has none (the channel is then not offered). */
export async function receivingAccount(db: Queryable, merchantId: number): Promise<ManualTransferAccountResponse | null> {
  const [a] = await db.query<{ bank_name: string; account_name: string; account_no: string; branch: string }>(
    'SELECT bank_name, account_name, account_no, branch FROM merchant_receiving_accounts WHERE merchant_id = $1',
    [merchantId],
  );
  return a ? { bankName: a.bank_name, accountName: a.account_name, accountNo: a.account_no, branch: a.branch } : null;
}

/** Stores a PENDING manual transfer order and its re-encoded receipt; run it in the request's transaction. */
export async function createManualDeposit(
  tx: Queryable,
  o: {
    merchantId: number;
    memberId: number;
    offered: { provider: PaymentProvider; channel: PaymentChannel } | undefined;
    amountCents: number;
    reference: string;
    receipt: Receipt;
    now: number;
  },
): Promise<DepositStatusResponse> {
  if (o.offered?.channel.kind !== 'MANUAL') {
    throw new ApiError(400, 'deposit.channel.invalid', 'This is not a manual bank transfer channel. Choose one of the listed channels.');
  }
  const paidTo = await receivingAccount(tx, o.merchantId);
  if (!paidTo) throw unavailable();
  const used = await tx.query('SELECT 1 FROM deposit_orders WHERE merchant_id = $1 AND upper(reference) = upper($2)', [o.merchantId, o.reference]);
  if (used.length > 0) throw referenceUsed();
  let order: DepositStatusResponse;
  try {
    order = await createDeposit(tx, {
      merchantId: o.merchantId,
      memberId: o.memberId,
      offered: o.offered,
      amountCents: o.amountCents,
      now: o.now,
      reference: o.reference,
    });
  } catch (err) {
    // Another member reported the same reference at the same moment: the unique index refuses the second.
    if ((err as { code?: unknown } | null)?.code === '23505') throw referenceUsed();
    throw err;
  }
  // The account the member was shown is kept with the receipt: the operator checks the statement of that one.
  await tx.query('INSERT INTO deposit_receipts (order_no, content_type, width, height, image, paid_to) VALUES ($1, $2, $3, $4, $5, $6::jsonb)', [
    order.orderNo,
    o.receipt.contentType,
    o.receipt.width,
    o.receipt.height,
    o.receipt.image,
    JSON.stringify(paidTo),
  ]);
  return order;
}
