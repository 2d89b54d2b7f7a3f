import { describe, expect, it } from 'vitest';
import { cacheSession, forgetMember, forgetToken, getCachedSession } from '../../server/src/http/sessionCache.ts';

describe('session lookup cache', () => {
  const s = { memberId: 7, merchantId: 1, merchantCode: 'LUCKY88', type: 0, username: 'demo0', expiresAt: 10_000 };

  it('answers fresh entries, per database, and never past the session expiry', () => {
    const db = {};
    cacheSession(db, 'h1', s, 5_000);
    expect(getCachedSession(db, 'h1', 5_000)).toEqual(s);
    expect(getCachedSession({}, 'h1', 5_000)).toBeNull();
    expect(getCachedSession(db, 'h1', 10_000)).toBeNull();
  });

  it('ages entries by the app clock too, so a clock that jumps hours ahead reads the database again', () => {
    const db = {};
    cacheSession(db, 'h1', { ...s, expiresAt: 10 * 3600_000 }, 0);
    expect(getCachedSession(db, 'h1', 1_000)).not.toBeNull();
    expect(getCachedSession(db, 'h1', 3600_000)).toBeNull();
  });

  it('forgets a revoked token and every session of a member at once', () => {
    const db = {};
    cacheSession(db, 'h1', s, 0);
    cacheSession(db, 'h2', { ...s }, 0);
    cacheSession(db, 'h3', { ...s, memberId: 8 }, 0);
    forgetToken(db, 'h1');
    expect(getCachedSession(db, 'h1', 0)).toBeNull();
    forgetMember(db, 7);
    expect(getCachedSession(db, 'h2', 0)).toBeNull();
    expect(getCachedSession(db, 'h3', 0)).not.toBeNull();
  });
});
