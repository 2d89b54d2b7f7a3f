/**
 * Deposits through the registered payment providers (server/src/payments/; the demo provider in demo mode only):
 * MCS2_paymentChannels, MCS2_depositPromos, MCS2_depositRequest (POST, Idempotency-Key, optional promoId),
 * MCS2_depositStatus and MCS2_DepositTransactionReport, and the manual bank transfer calls (routes/manualTransfer.ts).
 * See ledger/deposit.ts for how an order completes and ledger/depositPromotions.ts for the promotions a deposit may
 * claim.
 */
import { languageChain } from '../http/localized.ts';
import { languageOf } from '../http/request.ts';
import type { FastifyPluginAsync } from 'fastify';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { DEPOSIT_COLUMNS, completeDueDeposits, createDeposit, toDepositOrder } from '../ledger/deposit.ts';
import { enforceDepositLimits } from '../ledger/depositLimits.ts';
import { claimPromotion, listDepositPromotions } from '../ledger/depositPromotions.ts';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../ledger/idempotency.ts';
import { receivingAccount } from '../ledger/manualDeposit.ts';
import { toCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { merchantChannel, merchantChannels } from '../payments/merchantChannels.ts';
import type { Settlement } from '../payments/provider.ts';
import { manualTransferCalls } from './manualTransfer.ts';

const depositRoutes: FastifyPluginAsync = async (app) => {
  const { db, now, payments } = app.ctx;
  const settlements = new Map<string, Settlement>();
  for (const provider of payments.providers) {
    const codes = provider.channels.map((c) => c.channelCode);
    settlements.set(
      provider.id,
      provider.startSettlement({
        settleDue: (memberId) => completeDueDeposits(db, now(), memberId, codes),
        warn: (err, what) => app.log.warn({ err, provider: provider.id }, what),
      }),
    );
  }
  // A person reads the channel's name in the request's language, not its code; an order on a channel no provider
  // offers any more keeps its code.
  const toOrder = (r: Parameters<typeof toDepositOrder>[0], language: string) =>
    toDepositOrder(r, payments.find(r.channel, language)?.channel.channelName ?? r.channel);
  app.addHook('onClose', async () => {
    for (const s of settlements.values()) s.stop();
  });

  callRoute(app, 'paymentChannels', async (_q, req) => {
    const m = await merchantOf(req);
    await requireRealMember(req);
    // A manual transfer needs somewhere to pay to: without the merchant's receiving account it is not offered.
    const manual = (await receivingAccount(db, m.id)) !== null;
    return ok({ list: merchantChannels(payments, m, languageOf(req, m.defaultLanguage)).filter((c) => c.kind !== 'MANUAL' || manual) });
  });

  manualTransferCalls(app, (offered, memberId, completesAt) =>
    settlements.get(offered.provider.id)?.orderPlaced({ memberId, channel: offered.channel, completesAt }),
  );

  callRoute(app, 'depositPromotions', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const languages = languageChain(req, m.defaultLanguage);
    return ok({ list: await listDepositPromotions(db, { merchantId: m.id, memberId: s.memberId, now: now(), timeZone: m.timeZone, languages }) });
  });

  callRoute(app, 'depositRequest', async (body, req, reply) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const key = idempotencyKeyOf(req);
    const amountCents = toCents(body.amount);
    const offered = merchantChannel(payments, m, body.channelCode, languageOf(req, m.defaultLanguage));
    const answer = await runIdempotent(
      db,
      { memberId: s.memberId, key, scope: 'depositRequest', hash: requestHash('depositRequest', body), now: now() },
      async (tx) => {
        // Responsible gaming: refused (400 deposit.limit.exceeded) when it would pass a deposit limit; locks the member row.
        await enforceDepositLimits(tx, { memberId: s.memberId, amountCents, now: now(), timeZone: m.timeZone });
        // Under that lock: a promotion is claimed by one order at a time (400 deposit.promo.invalid / .min, 409 .claimed).
        const promo =
          body.promoId === undefined
            ? undefined
            : await claimPromotion(tx, { merchantId: m.id, memberId: s.memberId, promoId: body.promoId, amountCents, now: now(), timeZone: m.timeZone });
        return createDeposit(tx, { merchantId: m.id, memberId: s.memberId, offered, amountCents, now: now(), promo });
      },
    );
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    else if (answer.body.success && offered) {
      const order = answer.body.value as { completesAt: number };
      settlements.get(offered.provider.id)?.orderPlaced({ memberId: s.memberId, channel: offered.channel, completesAt: order.completesAt });
    }
    return reply.code(answer.status).send(answer.body);
  });

  callRoute(app, 'depositStatus', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    await completeDueDeposits(db, now(), s.memberId);
    const rows = await db.query<Parameters<typeof toDepositOrder>[0]>(`SELECT ${DEPOSIT_COLUMNS} FROM deposit_orders WHERE order_no = $1 AND member_id = $2`, [
      q.orderNo,
      s.memberId,
    ]);
    if (!rows[0]) throw new ApiError(404, 'deposit.not.found', 'No such deposit order.');
    return ok(toOrder(rows[0], languageOf(req, m.defaultLanguage)));
  });

  callRoute(app, 'depositReport', async (q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    await completeDueDeposits(db, now(), s.memberId);
    const { pageNo = 1, pageSize = 25 } = q;
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1', [s.memberId]);
    const rows = await db.query<Parameters<typeof toDepositOrder>[0]>(
      `SELECT ${DEPOSIT_COLUMNS} FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC, order_no
        LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      [s.memberId],
    );
    const language = languageOf(req, m.defaultLanguage);
    return ok({ content: rows.map((r) => toOrder(r, language)), pageNum: pageNo, totalPages: Math.ceil(n / pageSize), totalCount: n });
  });
};

export default depositRoutes;
