/**
 * A short-lived, per-database cache of token -> session lookups. Reads of the hottest calls (balance, game lists
 * for members) otherwise pay one SQL round trip each. Every revocation in this process forgets the entry at once;
 * another process sharing a PostgreSQL database sees a revocation after at most FRESH_MS.
 */
export interface CachedSession {
  memberId: number;
  merchantId: number;
  merchantCode: string;
  type: number;
  username: string;
  expiresAt: number;
}

const FRESH_MS = 2000;
const MAX_ENTRIES = 10_000;

interface Entry {
  session: CachedSession;
  freshUntil: number;
  /** The app clock when cached: a clock that jumps (tests, CLOCK_START) ages the entry too. */
  cachedAt: number;
}

const caches = new WeakMap<object, Map<string, Entry>>();

function cacheFor(db: object): Map<string, Entry> {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

export function getCachedSession(db: object, tokenHash: string, now: number): CachedSession | null {
  const e = cacheFor(db).get(tokenHash);
  if (!e) return null;
  if (e.freshUntil < performance.now() || now - e.cachedAt > FRESH_MS || e.session.expiresAt <= now) {
    cacheFor(db).delete(tokenHash);
    return null;
  }
  return e.session;
}

export function cacheSession(db: object, tokenHash: string, session: CachedSession, now: number): void {
  const c = cacheFor(db);
  if (c.size >= MAX_ENTRIES) c.clear();
  c.set(tokenHash, { session, freshUntil: performance.now() + FRESH_MS, cachedAt: now });
}

export function forgetToken(db: object, tokenHash: string): void {
  cacheFor(db).delete(tokenHash);
}

/** Password changes revoke a member's other sessions: forget all of that member's entries. */
export function forgetMember(db: object, memberId: number): void {
  const c = cacheFor(db);
  for (const [k, e] of c) if (e.session.memberId === memberId) c.delete(k);
}
