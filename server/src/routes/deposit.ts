/**
 * Deposits through the demo payment channel: MCS2_paymentChannels, MCS2_depositRequest (POST, Idempotency-Key),
 * MCS2_depositStatus and MCS2_DepositTransactionReport. See ledger/deposit.ts for how an order completes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { DEMO_CHANNELS, DEPOSIT_COLUMNS, completeDueDeposits, createDeposit, toDepositOrder } from '../ledger/deposit.ts';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../ledger/idempotency.ts';
import { toCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';

const depositRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;
  const timers = new Set<NodeJS.Timeout>();
  // A sweep also completes orders whose timer was lost (a restart between request and confirmation).
  const sweep = setInterval(() => {
    completeDueDeposits(db, now()).catch((err: unknown) => app.log.warn({ err }, 'demo deposit sweep failed'));
  }, 30_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    for (const t of timers) clearTimeout(t);
  });

  /** The demo channel's confirmation, a moment after the request (unref: never keeps the process alive). */
  const scheduleCompletion = (memberId: number, delayMs: number): void => {
    const t = setTimeout(() => {
      timers.delete(t);
      completeDueDeposits(db, now(), memberId).catch((err: unknown) => app.log.warn({ err }, 'demo deposit completion failed'));
    }, delayMs + 50);
    t.unref();
    timers.add(t);
  };

  callRoute(app, 'paymentChannels', async (_q, req) => {
    await merchantOf(req);
    await requireRealMember(req);
    return ok({ list: [...DEMO_CHANNELS] });
  });

  callRoute(app, 'depositRequest', async (body, req, reply) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const key = idempotencyKeyOf(req);
    const amountCents = toCents(body.amount);
    const answer = await runIdempotent(
      db,
      { memberId: s.memberId, key, scope: 'depositRequest', hash: requestHash('depositRequest', body), now: now() },
      (tx) => createDeposit(tx, { merchantId: m.id, memberId: s.memberId, channelCode: body.channelCode, amountCents, now: now() }),
    );
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    else if (answer.body.success) {
      scheduleCompletion(s.memberId, DEMO_CHANNELS.find((c) => c.channelCode === body.channelCode)?.delayMs ?? 0);
    }
    return reply.code(answer.status).send(answer.body);
  });

  callRoute(app, 'depositStatus', async (q, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    await completeDueDeposits(db, now(), s.memberId);
    const rows = await db.query<Parameters<typeof toDepositOrder>[0]>(
      `SELECT ${DEPOSIT_COLUMNS} FROM deposit_orders WHERE order_no = $1 AND member_id = $2`,
      [q.orderNo, s.memberId],
    );
    if (!rows[0]) throw new ApiError(404, 'deposit.not.found', 'No such deposit order.');
    return ok(toDepositOrder(rows[0]));
  });

  callRoute(app, 'depositReport', async (q, req) => {
    await merchantOf(req);
    const s = await requireRealMember(req);
    await completeDueDeposits(db, now(), s.memberId);
    const { pageNo = 1, pageSize = 25 } = q;
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1', [s.memberId]);
    const rows = await db.query<Parameters<typeof toDepositOrder>[0]>(
      `SELECT ${DEPOSIT_COLUMNS} FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC, order_no
        LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      [s.memberId],
    );
    return ok({ content: rows.map(toDepositOrder), pageNum: pageNo, totalPages: Math.ceil(n / pageSize), totalCount: n });
  });
};

export default depositRoutes;
