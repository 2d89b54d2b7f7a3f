import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../crypto/token.ts';
import type { Queryable } from '../db/index.ts';

/**
 * Operator sessions: a random token in an HttpOnly cookie (sessionCookie.ts), stored only as its SHA-256. Shorter
 * lived than players' sessions, as they publish to every player: 30 minutes idle, 12 hours at most from sign-in
 * however busy. The token is base64url (43 characters), never the players' 64 hex, so it can never pass for a
 * player token either.
 *
 * CSRF: each session has a CSRF token, HMAC-SHA256 keyed with the session token. The server can give it again on
 * every `operatorSession` without storing it in clear (only its hash, to compare), and it dies with the session. A
 * page of another site can neither read it nor, SameSite=Strict aside, send the cookie with a custom header.
 */
export const OPERATOR_IDLE_MS = 30 * 60_000;
export const OPERATOR_MAX_AGE_MS = 12 * 3600_000;
/** last_seen_at and the idle deadline are written at most this often (not a write per request). */
const TOUCH_EVERY_MS = 60_000;

const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a cookie value has the shape of an operator session token (anything else is forged, unread). */
const isSessionToken = (value: string): boolean => TOKEN_RE.test(value);

/** The CSRF token of a session: derived from its token, so it needs no storage in clear. */
const csrfOf = (token: string): string => createHmac('sha256', token).update('operator-csrf').digest('base64url');

export interface NewSession {
  token: string;
  csrfToken: string;
  idleExpiresAt: number;
  expiresAt: number;
}

/** Opens a session for an operator (the caller sets the cookie). */
export async function openSession(db: Queryable, operatorId: number, now: number, ip: string): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = csrfOf(token);
  const expiresAt = now + OPERATOR_MAX_AGE_MS;
  const idleExpiresAt = Math.min(now + OPERATOR_IDLE_MS, expiresAt);
  await db.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, csrf_hash, created_at, last_seen_at, idle_expires_at, expires_at, ip)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
    [sha256Hex(token), operatorId, sha256Hex(csrfToken), now, idleExpiresAt, expiresAt, ip.slice(0, 64)],
  );
  // Sessions dead for a day are dropped now and then, so the table stays small.
  if (Math.random() < 0.02) await db.query('DELETE FROM operator_sessions WHERE expires_at < $1 OR idle_expires_at < $1', [now - 24 * 3600_000]);
  return { token, csrfToken, idleExpiresAt, expiresAt };
}

/** A live session and its operator's standing. */
export interface LiveSession {
  tokenHash: string;
  operatorId: number;
  username: string;
  mustChangePassword: boolean;
  csrfHash: string;
  /** The CSRF token to give the client again (derived from the cookie's token). */
  csrfToken: string;
  idleExpiresAt: number;
  expiresAt: number;
}

/** What a cookie's token names: a live session, one that ended (expired, revoked, operator disabled), or nothing. */
export type SessionLookup = { state: 'live'; session: LiveSession } | { state: 'ended' } | { state: 'unknown' };

interface SessionRow {
  operator_id: number;
  username: string;
  must_change_password: boolean;
  disabled: boolean;
  csrf_hash: string;
  last_seen_at: string | number;
  idle_expires_at: string | number;
  expires_at: string | number;
  revoked_at: string | number | null;
}

/** Reads the session of a token, sliding its idle deadline (within the absolute one) while it is used. */
export async function readSession(db: Queryable, token: string, now: number): Promise<SessionLookup> {
  if (!isSessionToken(token)) return { state: 'unknown' };
  const tokenHash = sha256Hex(token);
  const rows = await db.query<SessionRow>(
    `SELECT s.operator_id, o.username, o.must_change_password, o.disabled, s.csrf_hash, s.last_seen_at, s.idle_expires_at, s.expires_at, s.revoked_at
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const r = rows[0];
  if (!r) return { state: 'unknown' };
  const expiresAt = Number(r.expires_at);
  let idleExpiresAt = Number(r.idle_expires_at);
  if (r.revoked_at !== null || r.disabled || idleExpiresAt <= now || expiresAt <= now) return { state: 'ended' };
  if (now - Number(r.last_seen_at) >= TOUCH_EVERY_MS) {
    idleExpiresAt = Math.min(now + OPERATOR_IDLE_MS, expiresAt);
    await db.query('UPDATE operator_sessions SET last_seen_at = $2, idle_expires_at = $3 WHERE token_hash = $1', [tokenHash, now, idleExpiresAt]);
  }
  return {
    state: 'live',
    session: {
      tokenHash,
      operatorId: r.operator_id,
      username: r.username,
      mustChangePassword: r.must_change_password,
      csrfHash: r.csrf_hash,
      csrfToken: csrfOf(token),
      idleExpiresAt,
      expiresAt,
    },
  };
}

/** Whether a request's CSRF header is the session's (constant time). */
export function csrfMatches(session: LiveSession, given: string | undefined): boolean {
  if (!given || given.length > 128) return false;
  const a = Buffer.from(sha256Hex(given), 'hex');
  const b = Buffer.from(session.csrfHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Ends one session (sign-out). */
export async function endSession(db: Queryable, tokenHash: string, now: number): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
}

/** Ends every session of an operator (password change, disabling; roles are read on every call, so a role change needs none). */
export async function endSessionsOf(db: Queryable, operatorId: number, now: number): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL', [operatorId, now]);
}
