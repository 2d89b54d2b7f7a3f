/**
 * Withdrawals: withdraw (encrypted body like login, Idempotency-Key, withdrawal password) and
 * MCS2_WithdrawTransactionReport.
 */
import type { FastifyPluginAsync } from 'fastify';
import { verifyPassword } from '../crypto/password.ts';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../ledger/idempotency.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { maskAccountNo } from '../ledger/orderNo.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { DEMO_PAYOUT_MS, createWithdrawal } from '../ledger/withdraw.ts';

const withdrawRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'withdraw', async (body, req, reply) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const key = idempotencyKeyOf(req);
    const amountCents = toCents(body.amount);
    // The hash covers what moves money, not the password: a replay with the same key answers the first result.
    const hash = requestHash('withdraw', { amount: amountCents, bankCardId: body.bankCardId });
    const stored = await db.query<{ request_hash: string }>('SELECT request_hash FROM idempotency_keys WHERE member_id = $1 AND idem_key = $2', [s.memberId, key]);
    if (!stored[0]) await checkWithdrawalPassword(s.memberId, body.paymentPassword);
    const answer = await runIdempotent(db, { memberId: s.memberId, key, scope: 'withdraw', hash, now: now() }, (tx) =>
      createWithdrawal(tx, { merchantId: m.id, memberId: s.memberId, bankCardId: body.bankCardId, amountCents, now: now() }),
    );
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    return reply.code(answer.status).send(answer.body);
  });

  async function checkWithdrawalPassword(memberId: number, password: string): Promise<void> {
    const rows = await db.query<{ payment_password_hash: string | null }>('SELECT payment_password_hash FROM members WHERE id = $1', [memberId]);
    const hash = rows[0]?.payment_password_hash;
    if (!hash) throw new ApiError(400, 'withdraw.password.unset', 'Set a withdrawal password first.');
    if (!(await verifyPassword(password, hash))) throw new ApiError(400, 'withdraw.password.wrong', 'The withdrawal password is not correct.');
  }

  callRoute(app, 'withdrawReport', async (q, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    const t = now();
    // The demo payout: withdrawals older than DEMO_PAYOUT_MS count as paid (the money already left the wallet).
    await db.query(`UPDATE withdraw_orders SET status = 'SUCCESS' WHERE member_id = $1 AND status = 'PROCESSING' AND created_at <= $2`, [
      s.memberId,
      t - DEMO_PAYOUT_MS,
    ]);
    const { pageNo = 1, pageSize = 25 } = q;
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_orders WHERE member_id = $1', [s.memberId]);
    const rows = await db.query<{ order_no: string; amount_cents: number; status: 'PROCESSING' | 'SUCCESS' | 'REJECTED'; bank_name: string; account_no: string; created_at: number }>(
      `SELECT w.order_no, w.amount_cents, w.status, c.bank_name, c.account_no, w.created_at
         FROM withdraw_orders w JOIN bank_cards c ON c.id = w.bank_card_id
        WHERE w.member_id = $1 ORDER BY w.created_at DESC, w.order_no LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      [s.memberId],
    );
    return ok({
      content: rows.map((r) => ({
        orderNo: r.order_no, amount: fromCents(Number(r.amount_cents)), status: r.status, bankName: r.bank_name,
        accountNo: maskAccountNo(r.account_no), createdAt: r.created_at,
      })),
      pageNum: pageNo,
      totalPages: Math.ceil(n / pageSize),
      totalCount: n,
    });
  });
};

export default withdrawRoutes;
