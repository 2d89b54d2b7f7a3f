import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { newToken, sha256Hex } from '../crypto/token.ts';
import { isAgentType } from '../db/members.ts';
import { ApiError } from './envelope.ts';
import { requireMerchant } from './merchant.ts';
import { cacheSession, forgetToken, getCachedSession } from './sessionCache.ts';

/** The signed-in member behind a request. */
export interface Session {
  memberId: number;
  merchantId: number;
  /** Member type: 0, 1, 2 real; 4 free-play trial; others agents. */
  type: number;
  username: string;
  token: string;
}

export const notSession = (): ApiError => new ApiError(401, 'login.not.session', 'The account has been logged out, please log in again.');

/** The raw token of the `Authorization` header (the platform sends it bare; a "Bearer " prefix is tolerated). */
function tokenOf(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const t = h.startsWith('Bearer ') ? h.slice(7) : h;
  return /^[0-9a-f]{64}$/.test(t) ? t : undefined;
}

interface SessionRow {
  member_id: number;
  merchant_id: number;
  created_at: number;
  expires_at: number;
  type: number;
  username: string;
  code: string;
}

/**
 * The session of the request, or null when it has none or it is expired, revoked, disabled or for another
 * merchant. The merchant is checked first: an unknown or missing `Merchant` is 403 `domain_not_available`.
 */
export async function optionalSession(req: FastifyRequest): Promise<Session | null> {
  const merchant = await requireMerchant(req);
  const token = tokenOf(req);
  if (!token) return null;
  const { db, now, sessionTtlMs, sessionMaxAgeMs } = req.server.ctx;
  const t = now();
  const hash = sha256Hex(token);
  const cached = getCachedSession(db, hash, t);
  if (cached) {
    return cached.merchantCode === merchant.code
      ? { memberId: cached.memberId, merchantId: cached.merchantId, type: cached.type, username: cached.username, token }
      : null;
  }
  const rows = await db.query<SessionRow>(
    `SELECT s.member_id, s.merchant_id, s.created_at::float8 AS created_at, s.expires_at::float8 AS expires_at, m.type, m.username, mc.code
       FROM sessions s JOIN members m ON m.id = s.member_id JOIN merchants mc ON mc.id = s.merchant_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.created_at > $3 AND m.status = 0`,
    [hash, t, t - sessionMaxAgeMs],
  );
  const row = rows[0];
  if (!row) return null;
  // Sliding expiry while in use (written at most once per half idle lifetime), never past the absolute lifetime
  // from sign-in: a stolen token that is kept busy still dies.
  const deadline = row.created_at + sessionMaxAgeMs;
  let expiresAt = Math.min(row.expires_at, deadline);
  if (row.expires_at - t < sessionTtlMs / 2 && expiresAt < deadline) {
    expiresAt = Math.min(t + sessionTtlMs, deadline);
    await db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [hash, expiresAt]);
  }
  cacheSession(
    db,
    hash,
    { memberId: row.member_id, merchantId: row.merchant_id, merchantCode: row.code, type: row.type, username: row.username, expiresAt },
    t,
  );
  if (merchant.code !== row.code) return null;
  return { memberId: row.member_id, merchantId: row.merchant_id, type: row.type, username: row.username, token };
}

/** The session of the request or 401 `login.not.session`. */
export async function requireSession(req: FastifyRequest): Promise<Session> {
  const s = await optionalSession(req);
  if (!s) throw notSession();
  return s;
}

/** Opens a session and returns its token (only its hash is stored). */
export async function createSession(
  db: Queryable,
  opts: { memberId: number; merchantId: number; now: number; ttlMs: number; ip: string; device: string },
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, merchant_id, created_at, expires_at, ip, device)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [sha256Hex(token), opts.memberId, opts.merchantId, opts.now, opts.now + opts.ttlMs, opts.ip, opts.device.slice(0, 32)],
  );
  return token;
}

/** Revokes a token; later calls with it answer 401 login.not.session. */
export async function revokeSession(db: Queryable, token: string, now: number): Promise<boolean> {
  forgetToken(db, sha256Hex(token));
  const rows = await db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING 1', [
    sha256Hex(token),
    now,
  ]);
  return rows.length > 0;
}

/** Real members only: trial (type 4) accounts are refused with 403 `free_reject`. */
export async function requireRealSession(req: FastifyRequest): Promise<Session> {
  const s = await requireSession(req);
  if (s.type === 4) throw new ApiError(403, 'free_reject', 'Please log in with a real account to use this function.');
  return s;
}

/** Agents only (any member type other than 0, 4 and 40): 403 `agent.only` for others. */
export async function requireAgent(req: FastifyRequest): Promise<Session> {
  const s = await requireSession(req);
  if (!isAgentType(s.type)) throw new ApiError(403, 'agent.only', 'Non-agents cannot use this function.');
  return s;
}
