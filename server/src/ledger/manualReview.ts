/**
 * Operators decide manual bank transfers (ledger/manualDeposit.ts stores them PENDING): they list a merchant's
 * transfers with the account paid to, look at the receipt, and confirm one (credited through completeDepositOrder,
 * the demo's own confirmation, so the order number is the ledger reference and a transfer is credited once however
 * many confirm it) or reject one with a reason the member reads. A decision locks the order row, is taken only
 * while it is PENDING (409 after), records the operator on the order and lands in the audit log in the same
 * transaction. Everything is scoped to one merchant: another merchant's order is unknown (404).
 */
import type { ManualDeposit } from '../../../src/generated/api/shapes/manualDeposit.ts';
import type { ManualTransferAccountResponse } from '../../../src/generated/api/manualTransferAccount.response.ts';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError } from '../http/envelope.ts';
import { appendAudit } from '../operators/audit.ts';
import type { Operator } from '../operators/accounts.ts';
import { ledgerChanged } from './balanceCache.ts';
import { completeDepositOrder } from './deposit.ts';
import { receivingAccount } from './manualDeposit.ts';
import { fromCents } from './money.ts';

/** A rejection's reason, once trimmed: what the member reads in the deposit records. */
const REASON_MAX = 200;

interface Row {
  order_no: string;
  username: string;
  amount_cents: number | string;
  reference: string;
  status: ManualDeposit['status'];
  created_at: number | string;
  completed_at: number | string | null;
  reviewed_at: number | string | null;
  reviewed_by: string | null;
  reason: string | null;
  paid_to: ManualTransferAccountResponse | null;
  width: number | null;
  height: number | null;
}

const SELECT = `SELECT o.order_no, m.username, o.amount_cents, o.reference, o.status, o.created_at, o.completed_at, o.reviewed_at,
    op.username AS reviewed_by, o.reason, r.paid_to, r.width, r.height
  FROM deposit_orders o JOIN members m ON m.id = o.member_id
  LEFT JOIN deposit_receipts r ON r.order_no = o.order_no LEFT JOIN operators op ON op.id = o.reviewed_by`;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** `current`: the merchant's receiving account now, shown for transfers stored before the account was kept with them. */
function toManualDeposit(r: Row, current: ManualTransferAccountResponse | null): ManualDeposit {
  return {
    orderNo: r.order_no,
    username: r.username,
    amount: fromCents(Number(r.amount_cents)),
    reference: r.reference,
    status: r.status,
    createdAt: Number(r.created_at),
    completedAt: num(r.completed_at),
    reviewedAt: num(r.reviewed_at),
    reviewedBy: r.reviewed_by,
    reason: r.reason,
    paidTo: r.paid_to ?? current,
    receipt: r.width && r.height ? { width: r.width, height: r.height } : null,
  };
}

const unknownTransfer = (orderNo: string) =>
  new ApiError(404, 'deposit.manual.unknown', `There is no manual bank transfer ${orderNo} for this brand's merchant.`);

/** The merchant id a brand's members belong to (brands.merchant_code); 404 brand.unknown when the brand has none. */
export async function merchantIdOfCode(db: Queryable, merchantCode: string, brand: string): Promise<number> {
  const [m] = await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [merchantCode]);
  if (!m) throw new ApiError(404, 'brand.unknown', `Brand "${brand}" has no merchant on this platform.`);
  return m.id;
}

/** One page of the merchant's manual transfers: PENDING first, then newest first; `pending` counts the waiting ones. */
export async function listManualDeposits(
  db: Queryable,
  merchantId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ list: ManualDeposit[]; pending: number; pageNum: number; totalPages: number }> {
  const [c] = await db.query<{ n: number; pending: number }>(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'PENDING')::int AS pending
       FROM deposit_orders WHERE merchant_id = $1 AND reference IS NOT NULL`,
    [merchantId],
  );
  const rows = await db.query<Row>(
    `${SELECT} WHERE o.merchant_id = $1 AND o.reference IS NOT NULL
      ORDER BY (o.status = 'PENDING') DESC, o.created_at DESC, o.order_no LIMIT $2 OFFSET $3`,
    [merchantId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const current = await receivingAccount(db, merchantId);
  return {
    list: rows.map((r) => toManualDeposit(r, current)),
    pending: c?.pending ?? 0,
    pageNum: page.pageNo,
    totalPages: Math.ceil((c?.n ?? 0) / page.pageSize),
  };
}

/** A transfer's stored receipt (re-encoded by payments/receipt.ts); 404 for another merchant's or an unknown order. */
export async function manualReceipt(db: Queryable, merchantId: number, orderNo: string): Promise<{ contentType: string; image: Buffer }> {
  const [r] = await db.query<{ content_type: string; image: Uint8Array }>(
    `SELECT r.content_type, r.image FROM deposit_receipts r JOIN deposit_orders o ON o.order_no = r.order_no
      WHERE r.order_no = $1 AND o.merchant_id = $2`,
    [orderNo, merchantId],
  );
  if (!r) throw unknownTransfer(orderNo);
  return { contentType: r.content_type, image: Buffer.from(r.image) };
}

/** 400 unless the trimmed reason is 1 to REASON_MAX characters; answers it trimmed. */
export function checkReason(reason: string): string {
  const trimmed = reason.trim();
  if (!trimmed) throw new ApiError(400, 'deposit.reason.empty', 'Write the reason for the rejection: the member reads it in the deposit records.');
  if (trimmed.length > REASON_MAX) {
    throw new ApiError(400, 'deposit.reason.long', `The reason is ${trimmed.length} characters: keep it to ${REASON_MAX}, the member reads it on a phone.`);
  }
  return trimmed;
}

type Decision = { kind: 'confirm' } | { kind: 'reject'; reason: string };

/**
 * Confirms or rejects one PENDING transfer of the merchant. Errors: 404 deposit.manual.unknown, 409
 * deposit.manual.decided (value.status) once confirmed or rejected, by anyone, the demo included. Nothing is
 * written on an error.
 */
export async function decideManualDeposit(
  db: Db,
  o: { merchantId: number; brand: string; orderNo: string; operator: Operator; decision: Decision; now: number },
): Promise<ManualDeposit> {
  const answer = await db.transaction(async (tx) => {
    // The row lock: a second decision (or the demo's confirmation) waits here, then finds it decided.
    const [locked] = await tx.query<{ status: ManualDeposit['status'] }>(
      'SELECT status FROM deposit_orders WHERE order_no = $1 AND merchant_id = $2 AND reference IS NOT NULL FOR UPDATE',
      [o.orderNo, o.merchantId],
    );
    if (!locked) throw unknownTransfer(o.orderNo);
    if (locked.status !== 'PENDING') {
      const word = locked.status === 'SUCCESS' ? 'confirmed and credited' : 'rejected';
      throw new ApiError(409, 'deposit.manual.decided', `Transfer ${o.orderNo} was already ${word}: it is no longer pending. Reload the list.`, {
        status: locked.status,
      });
    }
    // The command line's actor has no account row (audit.ts CLI_OPERATOR).
    const reviewer = o.operator.id > 0 ? o.operator.id : null;
    if (o.decision.kind === 'confirm') {
      if (!(await completeDepositOrder(tx, o.orderNo, o.now))) throw new Error(`locked PENDING order ${o.orderNo} was not completed`);
      await tx.query('UPDATE deposit_orders SET reviewed_by = $2, reviewed_at = $3 WHERE order_no = $1', [o.orderNo, reviewer, o.now]);
    } else {
      await tx.query(`UPDATE deposit_orders SET status = 'FAILED', reason = $2, reviewed_by = $3, reviewed_at = $4 WHERE order_no = $1`, [
        o.orderNo,
        o.decision.reason,
        reviewer,
        o.now,
      ]);
    }
    const [row] = await tx.query<Row>(`${SELECT} WHERE o.order_no = $1`, [o.orderNo]);
    const done = toManualDeposit(row, await receivingAccount(tx, o.merchantId));
    const what = `${done.amount.toFixed(2)} from ${done.username} (reference ${done.reference}, order ${done.orderNo})`;
    await appendAudit(
      tx,
      {
        operator: o.operator,
        action: o.decision.kind === 'confirm' ? 'deposit.manual.confirm' : 'deposit.manual.reject',
        brand: o.brand,
        summary:
          o.decision.kind === 'confirm'
            ? `${o.operator.username} confirmed the manual transfer of ${what}`
            : `${o.operator.username} rejected the manual transfer of ${what}: ${o.decision.reason}`,
        details: {
          orderNo: done.orderNo,
          username: done.username,
          amount: done.amount,
          reference: done.reference,
          ...(o.decision.kind === 'reject' ? { reason: o.decision.reason } : {}),
        },
      },
      o.now,
    );
    return done;
  });
  if (o.decision.kind === 'confirm') ledgerChanged();
  return answer;
}
