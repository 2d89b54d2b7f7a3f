import type { Queryable } from '../db/index.ts';
import { ApiError } from './envelope.ts';

/** A limit: at most `max` hits per `windowMs` (fixed windows). */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counters in the database, so limits hold across restarts and across processes sharing one PostgreSQL.
 * Returns the count after this hit.
 */
export async function hit(db: Queryable, key: string, windowMs: number, now: number): Promise<number> {
  const start = now - (now % windowMs);
  const rows = await db.query<{ count: number }>(
    `INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1 RETURNING count`,
    [key, start],
  );
  // Old windows are dropped now and then (about 1 hit in 200) so the table stays small.
  if (Math.random() < 0.005) await db.query('DELETE FROM rate_counters WHERE window_start < $1', [now - 24 * 3600_000]);
  return rows[0]?.count ?? 1;
}

/** Current count of a key in its window, without counting. */
export async function peek(db: Queryable, key: string, windowMs: number, now: number): Promise<number> {
  const start = now - (now % windowMs);
  const rows = await db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1 AND window_start = $2', [key, start]);
  return rows[0]?.count ?? 0;
}

/** Counts a hit on every key; 429 `request.too.many` when any is over its limit. */
export async function enforce(db: Queryable, now: number, checks: { key: string; limit: Limit }[]): Promise<void> {
  for (const c of checks) {
    const n = await hit(db, `rl:${c.key}`, c.limit.windowMs, now);
    if (n > c.limit.max) {
      const retryAfter = Math.ceil((c.limit.windowMs - (now % c.limit.windowMs)) / 1000);
      throw new ApiError(429, 'request.too.many', 'Too many attempts, please try again later.', { retryAfter });
    }
  }
}

const MIN = 60_000;
const HOUR = 60 * MIN;

/** The limits of the sensitive calls (per address and per account / number). */
export const LIMITS = {
  loginPerIp: { max: 60, windowMs: 15 * MIN },
  // Per account there is no count limit but a progressive delay (loginThrottle.ts): a limit would be a lock.
  registerPerIp: { max: 20, windowMs: HOUR },
  freePlayPerIp: { max: 30, windowMs: HOUR },
  smsPerIp: { max: 20, windowMs: HOUR },
  smsPerMobile: { max: 5, windowMs: HOUR },
  smsResend: { max: 1, windowMs: MIN },
  emailPerIp: { max: 20, windowMs: HOUR },
  emailPerAddress: { max: 5, windowMs: HOUR },
  emailPerAccount: { max: 10, windowMs: HOUR },
  emailResend: { max: 1, windowMs: MIN },
  passwordPerAccount: { max: 10, windowMs: 15 * MIN },
  // Security-question answers per account (each try, which also comes with a password try): too few to guess.
  securityAnswersPerAccount: { max: 5, windowMs: HOUR },
  recoveryPerIp: { max: 10, windowMs: HOUR },
  captchaPerIp: { max: 120, windowMs: 10 * MIN },
  // A proof-of-work challenge costs the server one key derivation: as many as images.
  captchaChallengePerIp: { max: 120, windowMs: 10 * MIN },
  // The username check tells whether a name is taken: limited so it cannot list members.
  usernameCheckPerIp: { max: 60, windowMs: 10 * MIN },
  agentRegisterPerAgent: { max: 30, windowMs: HOUR },
  // Promo code attempts per member (right or wrong): enough for typos, too few to guess codes.
  promoRedeemPerMember: { max: 10, windowMs: 15 * MIN },
} satisfies Record<string, Limit>;
