import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { headerOf } from '../http/request.ts';
import type { Operator } from './accounts.ts';
import { allows, type OperatorRole, rolesOf } from './roles.ts';
import { sessionCookieOf } from './sessionCookie.ts';
import { csrfMatches, type LiveSession, readSession } from './sessions.ts';

export type { Operator } from './accounts.ts';
export type { OperatorRole } from './roles.ts';

/** The header every operator call but a GET carries, with the session's CSRF token. */
const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * 400 `operator.player.credential` for a request carrying the players' credential (the `Authorization` header
 * the app sends its token in, raw or as Bearer, src/api/headers.ts): operator calls take only the operator cookie,
 * so a player token never reaches one, whatever else the request carries. HTTP Basic passes: a reverse proxy that
 * guards /ops with its own sign-in forwards it. (The other way round holds by construction: player calls read only
 * `Authorization`, http/auth.ts, never a cookie.)
 */
export function refusePlayerCredential(req: FastifyRequest): void {
  const authorization = req.headers.authorization;
  if (authorization !== undefined && !/^Basic\s/i.test(authorization)) {
    throw new ApiError(400, 'operator.player.credential', 'Operator calls take the operator session only: send no Authorization header.');
  }
}

/**
 * The live operator session of a request: 401 `operator.session.none` without the cookie,
 * `operator.session.expired` for one that ended (idle, absolute limit, signed out, operator disabled),
 * `operator.session.forged` for one no session ever had; then, for any method but GET, 403 `operator.csrf.invalid`
 * unless the `X-CSRF-Token` header is the session's. Sessions with a one-time password pass here; requireOperator
 * refuses them.
 */
export async function liveOperatorSession(req: FastifyRequest): Promise<LiveSession> {
  refusePlayerCredential(req);
  const token = sessionCookieOf(req);
  if (!token) throw new ApiError(401, 'operator.session.none', 'Sign in as an operator first.');
  const { db, now } = req.server.ctx;
  const found = await readSession(db, token, now());
  if (found.state === 'ended') throw new ApiError(401, 'operator.session.expired', 'Your operator session has ended: sign in again.');
  if (found.state === 'unknown') throw new ApiError(401, 'operator.session.forged', 'This operator session is not valid: sign in again.');
  if (!SAFE_METHODS.has(req.method) && !csrfMatches(found.session, headerOf(req, CSRF_HEADER))) {
    throw new ApiError(403, 'operator.csrf.invalid', "The request lacks the session's X-CSRF-Token header: reload and try again.");
  }
  return found.session;
}

/**
 * The operator behind a request, with `need.role` or higher on `need.brand` (or on '*'; without a brand, only a
 * role on '*' counts). Errors: those of liveOperatorSession, then 403 `operator.password.change.required` while
 * the account still has its one-time password, 403 `operator.role.missing` without the role. Roles are read on
 * every call, so a change applies at once.
 */
export async function requireOperator(req: FastifyRequest, need: { role: OperatorRole; brand?: string }): Promise<Operator> {
  const session = await liveOperatorSession(req);
  if (session.mustChangePassword) {
    throw new ApiError(403, 'operator.password.change.required', 'Replace your one-time password first (operatorPasswordChange).');
  }
  const grants = await rolesOf(req.server.ctx.db, session.operatorId);
  if (!allows(grants, need)) {
    const where = need.brand ? `brand ${need.brand}` : 'every brand';
    throw new ApiError(403, 'operator.role.missing', `This needs the ${need.role} role on ${where}.`, { role: need.role, brand: need.brand ?? '*' });
  }
  return { id: session.operatorId, username: session.username };
}

/**
 * The live operator session of a page or file request (the studio's pages and assets, the preview's brand), or
 * null: no cookie, or one that names no live session. Never throws and checks no CSRF token: only GET answers
 * depend on it, and they change nothing.
 */
export async function operatorSessionOf(req: FastifyRequest): Promise<LiveSession | null> {
  const token = sessionCookieOf(req);
  if (!token) return null;
  const { db, now } = req.server.ctx;
  const found = await readSession(db, token, now());
  return found.state === 'live' ? found.session : null;
}

/** Whether a live session (its one-time password replaced) holds at least `role` on `brand`. */
export async function sessionAllows(req: FastifyRequest, session: LiveSession, need: { role: OperatorRole; brand: string }): Promise<boolean> {
  return !session.mustChangePassword && allows(await rolesOf(req.server.ctx.db, session.operatorId), need);
}
