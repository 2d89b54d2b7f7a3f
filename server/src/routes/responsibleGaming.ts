/**
 * Responsible gaming: responsibleGaming (read), setDepositLimit, setRealityCheck, playSummary, selfExclude.
 * Real members only (trial sessions: 403 `free_reject`). The setting calls need the merchant's RESPGAME3 flag
 * (403 `feature.disabled`); limits and exclusions already set are enforced either way (deposit request path:
 * ledger/depositLimits.ts; login: signIn with http/exclusion.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ResponsibleGaming } from '../../../src/generated/api/shapes/responsibleGaming.ts';
import { verifyPassword } from '../crypto/password.ts';
import { sha256Hex } from '../crypto/token.ts';
import type { Queryable } from '../db/index.ts';
import { memberById } from '../db/members.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { currentExclusion, exclusionEnd, exclusionKind, utcMinute } from '../http/exclusion.ts';
import { requireFlag } from '../http/flags.ts';
import { enforce, LIMITS } from '../http/rateLimit.ts';
import { forgetMember } from '../http/sessionCache.ts';
import { MAX_LIMIT_CENTS, MIN_LIMIT_CENTS, readDepositLimits, setDepositLimit } from '../ledger/depositLimits.ts';
import { fromCents, toCents } from '../ledger/money.ts';
import { requireRealMember } from '../ledger/realMember.ts';
import { requireMerchant } from '../http/merchant.ts';

const RESPONSIBLE_GAMING_FLAG = 'RESPGAME3';

type RealityCheckMinutes = NonNullable<ResponsibleGaming['realityCheckMinutes']>;

/** The member's settings as responsibleGaming answers them (due pending limit changes applied first). */
async function settingsOf(db: Queryable, memberId: number, now: number, timeZone: string): Promise<ResponsibleGaming> {
  const rc = await db.query<{ minutes: number }>('SELECT minutes FROM member_reality_checks WHERE member_id = $1', [memberId]);
  return {
    depositLimits: await readDepositLimits(db, { memberId, now, timeZone }),
    realityCheckMinutes: rc[0] ? (Number(rc[0].minutes) as RealityCheckMinutes) : null,
    exclusion: await currentExclusion(db, memberId, now),
  };
}

const responsibleGamingRoutes: FastifyPluginAsync = async (app) => {
  const { db, now } = app.ctx;

  callRoute(app, 'responsibleGaming', async (_q, req) => {
    const s = await requireRealMember(req);
    return ok(await settingsOf(db, s.memberId, now(), (await requireMerchant(req)).timeZone));
  });

  callRoute(app, 'setDepositLimit', async (body, req) => {
    const s = await requireRealMember(req);
    await requireFlag(db, s.merchantId, RESPONSIBLE_GAMING_FLAG);
    const cents = body.amount === null ? null : toCents(body.amount);
    if (cents !== null && (cents < MIN_LIMIT_CENTS || cents > MAX_LIMIT_CENTS)) {
      throw new ApiError(400, 'validation.failed', 'A deposit limit is between 1.00 and 10,000,000.00.');
    }
    const t = now();
    await db.transaction(async (tx) => {
      // The same lock as the deposit request's check: a limit change and a deposit never interleave.
      await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [s.memberId]);
      await setDepositLimit(tx, { memberId: s.memberId, period: body.period, cents, now: t });
    });
    return ok(await settingsOf(db, s.memberId, t, (await requireMerchant(req)).timeZone));
  });

  callRoute(app, 'setRealityCheck', async (body, req) => {
    const s = await requireRealMember(req);
    await requireFlag(db, s.merchantId, RESPONSIBLE_GAMING_FLAG);
    const t = now();
    if (body.minutes === 0) await db.query('DELETE FROM member_reality_checks WHERE member_id = $1', [s.memberId]);
    else {
      await db.query(
        `INSERT INTO member_reality_checks (member_id, minutes, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET minutes = EXCLUDED.minutes, updated_at = EXCLUDED.updated_at`,
        [s.memberId, body.minutes, t],
      );
    }
    return ok(await settingsOf(db, s.memberId, t, (await requireMerchant(req)).timeZone));
  });

  callRoute(app, 'playSummary', async (_q, req) => {
    const s = await requireRealMember(req);
    const t = now();
    const [session] = await db.query<{ created_at: number }>('SELECT created_at FROM sessions WHERE token_hash = $1', [sha256Hex(s.token)]);
    const since = Number(session?.created_at ?? t);
    const [sums] = await db.query<{ bets: number; wins: number }>(
      `SELECT COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'BET'), 0)::float8 AS bets,
              COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'WIN'), 0)::float8 AS wins
         FROM ledger_transactions WHERE member_id = $1 AND kind IN ('BET', 'WIN') AND created_at >= $2`,
      [s.memberId, since],
    );
    const bets = Number(sums?.bets ?? 0);
    const wins = Number(sums?.wins ?? 0);
    return ok({
      since,
      minutesPlayed: Math.max(0, Math.floor((t - since) / 60_000)),
      bets: fromCents(bets),
      wins: fromCents(wins),
      net: fromCents(wins - bets),
    });
  });

  callRoute(app, 'selfExclude', async (body, req) => {
    const s = await requireRealMember(req);
    await requireFlag(db, s.merchantId, RESPONSIBLE_GAMING_FLAG);
    const t = now();
    await enforce(db, t, [{ key: `password:acct:${s.memberId}`, limit: LIMITS.passwordPerAccount }]);
    const member = await memberById(db, s.memberId);
    if (!member || !(await verifyPassword(body.loginPassword, member.password_hash))) {
      throw new ApiError(400, 'password.old.err', 'The login password is incorrect.');
    }
    const until = exclusionEnd(body.period, t);
    await db.transaction(async (tx) => {
      // Locked like signIn's update of the row: a login at the same moment is either refused or its session revoked.
      await tx.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [s.memberId]);
      const current = await currentExclusion(tx, s.memberId, t);
      if (current && until < current.until) {
        throw new ApiError(409, 'exclusion.shorter', `You are already excluded until ${utcMinute(current.until)} UTC; it cannot be shortened.`, {
          until: current.until,
        });
      }
      await tx.query('INSERT INTO member_exclusions (member_id, kind, period, created_at, ends_at) VALUES ($1, $2, $3, $4, $5)', [
        s.memberId,
        exclusionKind(body.period),
        body.period,
        t,
        until,
      ]);
      await tx.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [s.memberId, t]);
    });
    // After the commit, so no request in between can cache a session that is about to be revoked.
    forgetMember(db, s.memberId);
    return ok({ until });
  });
};

export default responsibleGamingRoutes;
