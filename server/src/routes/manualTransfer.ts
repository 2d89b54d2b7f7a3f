/**
 * Manual bank transfer calls, registered by the deposit routes (which hold the providers' settlements):
 * MCS2_manualTransferAccount (the merchant's receiving account) and MCS2_manualTransfer (POST, Idempotency-Key: the
 * reported transfer with its reference and receipt image). See ledger/manualDeposit.ts and payments/receipt.ts.
 */
import type { FastifyInstance } from 'fastify';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { enforceDepositLimits } from '../ledger/depositLimits.ts';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../ledger/idempotency.ts';
import { createManualDeposit, receivingAccount } from '../ledger/manualDeposit.ts';
import { toCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { merchantChannel } from '../payments/merchantChannels.ts';
import type { PaymentChannel, PaymentProvider } from '../payments/provider.ts';
import { readReceipt } from '../payments/receipt.ts';
import { languageOf } from '../http/request.ts';

/** A body with a 5 MB receipt as base64 (6.7 MB) and the other fields. */
const MANUAL_TRANSFER_BODY_LIMIT = 7 * 1024 * 1024;

type Placed = (offered: { provider: PaymentProvider; channel: PaymentChannel }, memberId: number, completesAt: number) => void;

export function manualTransferCalls(app: FastifyInstance, placed: Placed): void {
  const { db, now, payments } = app.ctx;

  callRoute(app, 'manualTransferAccount', async (_q, req) => {
    const m = await merchantOf(req);
    await requireRealMember(req);
    const account = await receivingAccount(db, m.id);
    if (!account) throw new ApiError(404, 'deposit.manual.unavailable', 'Manual bank transfer is not available here. Choose another deposit channel.');
    return ok(account);
  });

  callRoute(
    app,
    'manualTransfer',
    async (body, req, reply) => {
      const m = await merchantOf(req);
      const s = await requireRealMember(req);
      const key = idempotencyKeyOf(req);
      // The image is judged and re-encoded before anything is stored (a refusal writes nothing).
      const receipt = await readReceipt(body.receiptImage);
      const amountCents = toCents(body.amount);
      const offered = merchantChannel(payments, m, body.channelCode, languageOf(req, m.defaultLanguage));
      const answer = await runIdempotent(
        db,
        { memberId: s.memberId, key, scope: 'manualTransfer', hash: requestHash('manualTransfer', body), now: now() },
        async (tx) => {
          await enforceDepositLimits(tx, { memberId: s.memberId, amountCents, now: now(), timeZone: m.timeZone });
          return createManualDeposit(tx, { merchantId: m.id, memberId: s.memberId, offered, amountCents, reference: body.reference, receipt, now: now() });
        },
      );
      if (answer.replayed) reply.header('idempotent-replay', 'true');
      else if (answer.body.success && offered) placed(offered, s.memberId, (answer.body.value as { completesAt: number }).completesAt);
      return reply.code(answer.status).send(answer.body);
    },
    { bodyLimit: MANUAL_TRANSFER_BODY_LIMIT },
  );
}
