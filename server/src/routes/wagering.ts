/**
 * Wagering (ledger/wagering.ts): the member's open requirements with the part of the balance free to withdraw
 * (wageringStatus), and giving up an open bonus (wageringForfeit, idempotent). Real members only.
 */
import { languageChain, textIn } from '../http/localized.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { WageringRequirement } from '../../../src/generated/api/shapes/wageringRequirement.ts';
import type { WageringStatusResponse } from '../../../src/generated/api/wageringStatus.response.ts';
import { merchantOf } from '../games/requestContext.ts';
import { callRoute } from '../http/callRoute.ts';
import { ok } from '../http/envelope.ts';
import { enforce, type Limit } from '../http/rateLimit.ts';
import { idempotencyKeyOf, requestHash, runIdempotent } from '../ledger/idempotency.ts';
import { fromCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { closeRequirement, expireDue, holdOf, lockWallet, openRequirements, type RequirementRow } from '../ledger/wagering.ts';
import { lockMember } from '../retention/credit.ts';

/** A person gives up a bonus now and then; a script is stopped here. */
const FORFEITS_PER_MEMBER: Limit = { max: 20, windowMs: 60_000 };

function toRequirement(r: RequirementRow, languages: readonly string[]): WageringRequirement {
  return {
    requirementId: r.id,
    source: r.source_kind as WageringRequirement['source'],
    title: textIn(r.texts, languages, 'title', r.title),
    bonus: fromCents(r.bonus_cents),
    held: fromCents(r.held_cents),
    multiplier: Number(r.multiplier),
    required: fromCents(r.required_cents),
    wagered: fromCents(r.wagered_cents),
    remaining: fromCents(r.required_cents - r.wagered_cents),
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  };
}

const wageringRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'wageringStatus', async (_q, req) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    const t = now();
    const value = await db.transaction(async (tx): Promise<WageringStatusResponse> => {
      await lockMember(tx, s.memberId);
      await expireDue(tx, m.id, s.memberId, t);
      const { balanceCents } = await lockWallet(tx, s.memberId);
      const rows = await openRequirements(tx, s.memberId, t);
      const { heldCents, turnoverLeftCents } = holdOf(rows);
      return {
        balance: fromCents(balanceCents),
        held: fromCents(heldCents),
        withdrawable: fromCents(Math.max(0, balanceCents - heldCents)),
        turnoverLeft: fromCents(turnoverLeftCents),
        requirements: rows.map((r) => toRequirement(r, languageChain(req, m.defaultLanguage))),
      };
    });
    return ok(value);
  });

  callRoute(app, 'wageringForfeit', async (body, req, reply) => {
    const m = await merchantOf(req);
    const s = await requireRealMember(req);
    await enforce(db, now(), [{ key: `wagering:forfeit:${s.memberId}`, limit: FORFEITS_PER_MEMBER }]);
    const key = idempotencyKeyOf(req);
    const hash = requestHash('wageringForfeit', { requirementId: body.requirementId });
    const answer = await runIdempotent(db, { memberId: s.memberId, key, scope: 'wageringForfeit', hash, now: now() }, async (tx) => {
      await lockMember(tx, s.memberId);
      const done = await closeRequirement(tx, { merchantId: m.id, memberId: s.memberId, requirementId: body.requirementId, status: 'FORFEITED', now: now() });
      return { requirementId: body.requirementId, forfeited: fromCents(done.forfeitedCents), balance: fromCents(done.balanceCents) };
    });
    if (answer.replayed) reply.header('idempotent-replay', 'true');
    return reply.code(answer.status).send(answer.body);
  });
};

export default wageringRoutes;
