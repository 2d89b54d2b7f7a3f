import type { FastifyInstance } from 'fastify';
import type { OperatorSessionInfo } from '../../../src/generated/api/shapes/operatorSession.ts';
import type { Queryable } from '../db/index.ts';
import { callRoute } from '../http/callRoute.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { enforce, type Limit } from '../http/rateLimit.ts';
import { clientIp } from '../http/request.ts';
import { operatorById } from '../operators/accounts.ts';
import { appendAudit } from '../operators/audit.ts';
import { liveOperatorSession } from '../operators/guard.ts';
import { signInOperator } from '../operators/login.ts';
import { checkNewPassword, passwordOpens, storePassword } from '../operators/passwords.ts';
import { rolesOf } from '../operators/roles.ts';
import { clearSessionCookie, setSessionCookie } from '../operators/sessionCookie.ts';
import { endSession, endSessionsOf, openSession } from '../operators/sessions.ts';

/** Current-password tries per operator: enough for typos, too few to guess (a session is needed anyway). */
const PASSWORD_TRIES: Limit = { max: 10, windowMs: 15 * 60_000 };

interface SessionTimes {
  csrfToken: string;
  idleExpiresAt: number;
  expiresAt: number;
}

/** The session answer of login, session and password change. */
async function sessionInfo(db: Queryable, operatorId: number, s: SessionTimes): Promise<OperatorSessionInfo> {
  const row = await operatorById(db, operatorId);
  if (!row) throw new ApiError(401, 'operator.session.expired', 'Your operator session has ended: sign in again.');
  return {
    id: row.id,
    username: row.username,
    roles: await rolesOf(db, row.id),
    csrfToken: s.csrfToken,
    mustChangePassword: row.must_change_password,
    totp: row.totp_secret !== null,
    idleExpiresAt: s.idleExpiresAt,
    expiresAt: s.expiresAt,
  };
}

/** Operator sign-in, sign-out, who-am-I and password change (the calls a one-time password still opens). */
export function operatorSessionCalls(app: FastifyInstance): void {
  const { db, now } = app.ctx;

  callRoute(app, 'operatorLogin', async (body, req, reply) => {
    const { row, session } = await signInOperator(req, body);
    setSessionCookie(reply, session.token, session.expiresAt - now());
    return ok(await sessionInfo(db, row.id, session));
  });

  callRoute(app, 'operatorLogout', async (_body, req, reply) => {
    const s = await liveOperatorSession(req);
    await endSession(db, s.tokenHash, now());
    clearSessionCookie(reply);
    return ok(true);
  });

  callRoute(app, 'operatorSession', async (_q, req, reply) => {
    try {
      const s = await liveOperatorSession(req);
      return ok(await sessionInfo(db, s.operatorId, s));
    } catch (err) {
      // A cookie that opens nothing is dropped, so the browser stops sending it.
      if (err instanceof ApiError && err.status === 401) clearSessionCookie(reply);
      throw err;
    }
  });

  // Every session of the account ends (a one-time password may have been seen by whoever handed it over) and a new
  // one opens: a new cookie and a new CSRF token.
  callRoute(app, 'operatorPasswordChange', async (body, req, reply) => {
    const s = await liveOperatorSession(req);
    const t = now();
    await enforce(db, t, [{ key: `ops-password:${s.operatorId}`, limit: PASSWORD_TRIES }]);
    const row = await operatorById(db, s.operatorId);
    if (!row || !(await passwordOpens(db, row, body.currentPassword, t))) {
      throw new ApiError(400, 'operator.password.wrong', 'The current password is not right.', { field: 'currentPassword' });
    }
    checkNewPassword(body.newPassword, row.username, body.currentPassword);
    const session = await db.transaction(async (tx) => {
      await storePassword(tx, row.id, body.newPassword);
      await endSessionsOf(tx, row.id, t);
      const opened = await openSession(tx, row.id, t, clientIp(req));
      const first = row.must_change_password;
      await appendAudit(
        tx,
        {
          operator: { id: row.id, username: row.username },
          action: 'operator.password.change',
          summary: `${row.username} ${first ? 'replaced the one-time password' : 'changed their password'}`,
        },
        t,
      );
      return opened;
    });
    setSessionCookie(reply, session.token, session.expiresAt - t);
    return ok(await sessionInfo(db, row.id, session));
  });
}
