/**
 * Helpers of the agent centre tests: sessions of the seeded demo members (made in the database, like makeMember)
 * and their ids.
 */
import { createSession } from '../../../server/src/http/auth.ts';
import type { TestApp } from '../helpers/testApp.ts';

export const DAY = 86_400_000;
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** Cents of an API amount (sums compared in whole cents). */
export const cents = (n: number | string): number => Math.round(Number(n) * 100);

/** A seeded member's id at a merchant. */
export async function idOf(t: TestApp, username: string, merchant = 'LUCKY88'): Promise<number> {
  const [r] = await t.db.query<{ id: number }>('SELECT m.id FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE c.code = $1 AND m.username = $2', [
    merchant,
    username,
  ]);
  if (!r) throw new Error(`no member ${username} at ${merchant}`);
  return r.id;
}

/** A new session of a seeded member. */
export async function sessionOf(t: TestApp, username: string, merchant = 'LUCKY88'): Promise<string> {
  const [r] = await t.db.query<{ id: number; merchant_id: number }>(
    'SELECT m.id, m.merchant_id FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE c.code = $1 AND m.username = $2',
    [merchant, username],
  );
  if (!r) throw new Error(`no member ${username} at ${merchant}`);
  return createSession(t.db, { memberId: r.id, merchantId: r.merchant_id, now: t.clock.now(), ttlMs: 12 * 3600_000, ip: '127.0.0.1', device: '' });
}

/** The parent of a member. */
export async function parentOf(t: TestApp, id: number): Promise<number | null> {
  const [r] = await t.db.query<{ parent_id: number | null }>('SELECT parent_id FROM members WHERE id = $1', [id]);
  return r?.parent_id ?? null;
}
