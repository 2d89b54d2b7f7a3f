import type { Queryable } from '../db/index.ts';
import { ApiError } from './envelope.ts';

/**
 * Progressive delays per account for failed logins (issue 19), instead of a hard lock that anyone who knows a
 * username could trigger from many addresses. After DELAY_AFTER_FAILS failures each further attempt for the
 * account waits 2^(fails - 4) s since the last failure, at most MAX_DELAY_MS: the owner is never kept out longer
 * than that by other people's failures. Attempts refused for the delay are not failures and do not extend it.
 * Rows live in the database, so every process sharing it sees the same delays. A try from a browser with a device
 * cookie for the account skips this delay (loginDevice.ts).
 */
const DELAY_AFTER_FAILS = 5;
export const MAX_DELAY_MS = 5 * 60_000;
/** Failures older than this (since the last one) are forgotten. */
export const FORGET_AFTER_MS = 24 * 3600_000;

/** The wait after the `fails`-th failure in a row. */
export function delayAfter(fails: number): number {
  return fails < DELAY_AFTER_FAILS ? 0 : Math.min(2 ** (fails - DELAY_AFTER_FAILS + 1) * 1000, MAX_DELAY_MS);
}

export interface ThrottleState {
  fails: number;
  blockedUntil: number;
}

export async function throttleState(db: Queryable, key: string, now: number): Promise<ThrottleState> {
  const rows = await db.query<{ fails: number; last_fail_at: string | number; blocked_until: string | number }>(
    'SELECT fails, last_fail_at, blocked_until FROM login_throttle WHERE key = $1',
    [key],
  );
  const r = rows[0];
  if (!r || Number(r.last_fail_at) < now - FORGET_AFTER_MS) return { fails: 0, blockedUntil: 0 };
  return { fails: r.fails, blockedUntil: Number(r.blocked_until) };
}

/** 429 `request.too.many` with the seconds left (the envelope adds the Retry-After header). */
export function tooSoon(blockedUntil: number, now: number): ApiError {
  const retryAfter = Math.max(1, Math.ceil((blockedUntil - now) / 1000));
  return new ApiError(429, 'request.too.many', 'Too many attempts, please try again later.', { retryAfter });
}

/**
 * Takes the one attempt a delay lets through once it has run out: of simultaneous requests (on any process) only
 * one gets it; the others are refused until this one's outcome sets the next delay. Returns false when taken.
 */
export async function claimAttempt(db: Queryable, key: string, state: ThrottleState, now: number): Promise<boolean> {
  if (state.fails < DELAY_AFTER_FAILS) return true;
  const rows = await db.query('UPDATE login_throttle SET blocked_until = $3 WHERE key = $1 AND blocked_until <= $2 RETURNING key', [
    key,
    now,
    now + delayAfter(state.fails),
  ]);
  return rows.length > 0;
}

/** Counts a failure and sets the next delay; returns the failures in a row. */
export async function recordFailure(db: Queryable, key: string, now: number): Promise<number> {
  const rows = await db.query<{ fails: number }>(
    `INSERT INTO login_throttle (key, fails, last_fail_at, blocked_until) VALUES ($1, 1, $2, $2)
     ON CONFLICT (key) DO UPDATE SET
       fails = CASE WHEN login_throttle.last_fail_at < $3 THEN 1 ELSE login_throttle.fails + 1 END,
       last_fail_at = $2
     RETURNING fails`,
    [key, now, now - FORGET_AFTER_MS],
  );
  const fails = rows[0]?.fails ?? 1;
  await db.query('UPDATE login_throttle SET blocked_until = GREATEST(blocked_until, $2) WHERE key = $1', [key, now + delayAfter(fails)]);
  // Old rows are dropped now and then so the table stays small.
  if (Math.random() < 0.005) await db.query('DELETE FROM login_throttle WHERE last_fail_at < $1', [now - FORGET_AFTER_MS]);
  return fails;
}

/** A successful login forgets the account's failures. */
export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE key = $1', [key]);
}
