/**
 * GCS_walletTransfer (POST, Idempotency-Key): money between the member's main wallet and one of the member's vendor
 * wallets (ids from /wps/wallets/gcs), one balanced WALLET ledger transaction. See ledger/vendorWallets.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../ledger/idempotency.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { transferBetweenWallets } from '../ledger/vendorWallets.ts';

const walletTransferRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'walletTransfer', async (body, req, reply) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const key = idempotencyKeyOf(req);
    const amountCents = toCents(body.amount);
    const answer = await runIdempotent(
      db,
      { memberId: s.memberId, key, scope: 'walletTransfer', hash: requestHash('walletTransfer', body), now: now() },
      async (tx) => {
        // The member row first, as every money route locks (then the two accounts, in id order).
        await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [s.memberId]);
        const after = await transferBetweenWallets(tx, { merchantId: m.id, memberId: s.memberId, ...body, amountCents, now: now() });
        return {
          amount: fromCents(amountCents),
          from: { walletId: body.fromWalletId, balance: fromCents(after.from) },
          to: { walletId: body.toWalletId, balance: fromCents(after.to) },
        };
      },
    );
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    return reply.code(answer.status).send(answer.body);
  });
};

export default walletTransferRoutes;
