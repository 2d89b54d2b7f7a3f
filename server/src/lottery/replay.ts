import type { Queryable } from '../db/index.ts';

/**
 * Whether the member already sent this idempotency key: its stored answer is then replayed as it was, even when
 * the checks made before a first send (the draw still open) would now refuse it.
 */
export async function keyAnswered(db: Queryable, memberId: number, key: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM idempotency_keys WHERE member_id = $1 AND idem_key = $2', [memberId, key]);
  return rows.length > 0;
}
