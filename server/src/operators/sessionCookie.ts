import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../http/brandSite.ts';

/**
 * The operator session cookie. HttpOnly (no script reads it), Secure (never over plain HTTP; browsers treat
 * localhost as secure, so the demo works), SameSite=Strict (no other site's page sends it) and Path=/: the operator
 * calls (/ops), the studio's pages and code (/studio, gated by it) and the studio's preview of the player app
 * (/m/...?studio=<brand>, server/src/http/studioBrand.ts) all need it. Player calls still never read it: they take
 * only the Authorization header (http/auth.ts), and operator calls refuse that header (guard.ts). Not `__Host-`
 * prefixed, so an operator signed in before this change keeps the session.
 */
const OPERATOR_COOKIE = 'mc_ops';
const OPERATOR_COOKIE_PATH = '/';

const ATTRIBUTES = `Path=${OPERATOR_COOKIE_PATH}; HttpOnly; Secure; SameSite=Strict`;

/** The session token the request's cookie carries, if any. */
export const sessionCookieOf = (req: FastifyRequest): string | undefined => readCookie(req.headers.cookie, OPERATOR_COOKIE);

/** Leaves the session's cookie, kept by the browser no longer than the session's absolute lifetime. */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.header('Set-Cookie', `${OPERATOR_COOKIE}=${token}; Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}; ${ATTRIBUTES}`);
}

/** Removes the cookie (sign-out, or a cookie that names no live session). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.header('Set-Cookie', `${OPERATOR_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`);
}
