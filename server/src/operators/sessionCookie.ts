import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie } from '../http/brandSite.ts';

/**
 * The operator session cookie. HttpOnly (no script reads it), Secure (never over plain HTTP; browsers treat
 * localhost as secure, so the demo works), SameSite=Strict (no other site's page sends it) and Path=/ops: the
 * operator calls and the studio's pages (issue 38) are under /ops, so the players' app and its calls never
 * receive it. Not `__Host-` prefixed, which would need Path=/.
 */
export const OPERATOR_COOKIE = 'mc_ops';
export const OPERATOR_COOKIE_PATH = '/ops';

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
