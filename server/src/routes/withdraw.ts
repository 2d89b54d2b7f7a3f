/**
 * Withdrawals: withdraw (encrypted body like login, Idempotency-Key, withdrawal password under the lockout of
 * ledger/withdrawLock.ts), withdrawLock (the lockout state) and MCS2_WithdrawTransactionReport.
 */
import type { FastifyPluginAsync } from 'fastify';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../ledger/idempotency.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { maskAccountNo } from '../ledger/orderNo.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { createWithdrawal, settleDemoPayouts } from '../ledger/withdraw.ts';
import { assertWithdrawUnlocked, checkWithdrawalPassword, withdrawLockState } from '../ledger/withdrawLock.ts';

const withdrawRoutes: FastifyPluginAsync = async (app) => {
  const { db, now, demoMode } = app.ctx;

  callRoute(app, 'withdraw', async (body, req, reply) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const key = idempotencyKeyOf(req);
    const amountCents = toCents(body.amount);
    // The hash covers what moves money, not the password: a replay with the same key answers the first result.
    const hash = requestHash('withdraw', { amount: amountCents, bankCardId: body.bankCardId });
    const stored = await db.query<{ request_hash: string }>('SELECT request_hash FROM idempotency_keys WHERE member_id = $1 AND idem_key = $2', [
      s.memberId,
      key,
    ]);
    // While locked every withdrawal is refused, a replay too; a new key checks the password (and counts a wrong one).
    if (stored[0]) await assertWithdrawUnlocked(db, s.memberId, now());
    else await checkWithdrawalPassword(db, s.memberId, body.paymentPassword, now);
    const answer = await runIdempotent(db, { memberId: s.memberId, key, scope: 'withdraw', hash, now: now() }, (tx) =>
      createWithdrawal(tx, { merchantId: m.id, memberId: s.memberId, bankCardId: body.bankCardId, amountCents, now: now() }),
    );
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    return reply.code(answer.status).send(answer.body);
  });

  callRoute(app, 'withdrawLock', async (_q, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    return ok(await withdrawLockState(db, s.memberId, now()));
  });

  callRoute(app, 'withdrawReport', async (q, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    if (demoMode) await settleDemoPayouts(db, s.memberId, now());
    const { pageNo = 1, pageSize = 25 } = q;
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdraw_orders WHERE member_id = $1', [s.memberId]);
    const rows = await db.query<{
      order_no: string;
      amount_cents: number;
      status: 'PROCESSING' | 'SUCCESS' | 'REJECTED';
      bank_name: string;
      account_no: string;
      created_at: number;
    }>(
      `SELECT w.order_no, w.amount_cents, w.status, c.bank_name, c.account_no, w.created_at
         FROM withdraw_orders w JOIN bank_cards c ON c.id = w.bank_card_id
        WHERE w.member_id = $1 ORDER BY w.created_at DESC, w.order_no LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      [s.memberId],
    );
    return ok({
      content: rows.map((r) => ({
        orderNo: r.order_no,
        amount: fromCents(Number(r.amount_cents)),
        status: r.status,
        bankName: r.bank_name,
        accountNo: maskAccountNo(r.account_no),
        createdAt: r.created_at,
      })),
      pageNum: pageNo,
      totalPages: Math.ceil(n / pageSize),
      totalCount: n,
    });
  });
};

export default withdrawRoutes;
