import type { FastifyRequest } from 'fastify';
import { verifyAgainstDummy } from '../crypto/password.ts';
import { ApiError } from '../http/envelope.ts';
import { claimAttempt, clearFailures, recordFailure, throttleState, tooSoon } from '../http/loginThrottle.ts';
import { enforce, type Limit } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { normalUsername, type OperatorRow, operatorByUsername } from './accounts.ts';
import { appendAudit } from './audit.ts';
import { refusePlayerCredential } from './guard.ts';
import { passwordOpens } from './passwords.ts';
import { type NewSession, openSession } from './sessions.ts';
import { checkTotp } from './totp.ts';

/**
 * Operator sign-in limits. Per address: every try counts (operators are few; a burst is someone guessing). Per
 * name: the players' progressive delay (loginThrottle.ts: after 5 failures in a row each try waits 2, 4, 8 ... s,
 * at most 5 minutes, since the last failure), counted for any name, existing or not, so the delay tells nothing.
 */
const OPERATOR_LOGIN_LIMITS = {
  perIp: { max: 30, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

const nameKey = (username: string): string => `ops:acct:${normalUsername(username).slice(0, 64)}`;

/** The one answer for every wrong part: name, password, code, expired one-time password, disabled account. */
const failed = (): ApiError => new ApiError(401, 'operator.login.failed', 'Sign-in failed: check the name, the password and the code.');

export interface LoginInput {
  username: string;
  password: string;
  totp?: string;
}

/**
 * Checks a sign-in and opens a session. Every failure answers the same (status, code, message) after the same work:
 * an unknown name is checked against a dummy hash, and the code is checked only once the password is right (its
 * check is an HMAC, no measurable time). A code is spent only by a sign-in whose password is right.
 */
export async function signInOperator(req: FastifyRequest, input: LoginInput): Promise<{ row: OperatorRow; session: NewSession }> {
  refusePlayerCredential(req);
  const { db, now } = req.server.ctx;
  const t = now();
  const ip = clientIp(req);
  await enforce(db, t, [{ key: `ops-login:ip:${ip}`, limit: OPERATOR_LOGIN_LIMITS.perIp }]);
  const key = nameKey(input.username);
  const state = await throttleState(db, key, t);
  if (state.blockedUntil > t) throw tooSoon(state.blockedUntil, t);
  if (!(await claimAttempt(db, key, state, t))) throw tooSoon(t + 1000, t);

  const row = await operatorByUsername(db, input.username);
  let good = row ? await passwordOpens(db, row, input.password, t) : await verifyAgainstDummy(input.password);
  if (good && row?.disabled) good = false;
  if (good && row?.totp_secret) good = await checkTotp(db, row.id, row.totp_secret, input.totp ?? '', t);
  if (!row || !good) {
    await recordFailure(db, key, t);
    throw failed();
  }
  await clearFailures(db, key);
  const session = await db.transaction(async (tx) => {
    const s = await openSession(tx, row.id, t, ip);
    await appendAudit(
      tx,
      { operator: { id: row.id, username: row.username }, action: 'operator.login', summary: `${row.username} signed in`, details: { ip } },
      t,
    );
    return s;
  });
  return { row, session };
}
