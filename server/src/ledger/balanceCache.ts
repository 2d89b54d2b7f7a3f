/**
 * A short-lived cache of wallet balances for display reads (GET /wps/v2/wallets/balance is the most frequent
 * call of the app). Every ledger posting bumps a version, before and again after its commit, so a cached value
 * never outlives a change made by this process; the 1 s lifetime bounds staleness from other processes sharing
 * one PostgreSQL. Money decisions never use it: postings lock and re-read the accounts.
 */
import type { Queryable } from '../db/index.ts';
import { memberBalances } from './accounts.ts';

const TTL_MS = 1000;
type Balances = { accountTypeId: number; cents: number }[];
let version = 0;
// Per database (member ids repeat across databases, e.g. test apps in one process).
const caches = new WeakMap<Queryable, Map<number, { version: number; at: number; value: Balances }>>();

/** Marks every cached balance stale (called on posting and after the posting's transaction ends). */
export function ledgerChanged(): void {
  version++;
}

export async function cachedMemberBalances(db: Queryable, memberId: number): Promise<Balances> {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const hit = entries.get(memberId);
  const now = Date.now();
  if (hit && hit.version === version && now - hit.at < TTL_MS) return hit.value;
  const seenVersion = version;
  const value = await memberBalances(db, memberId);
  // A posting that started while we read makes this value suspect: do not keep it.
  if (seenVersion === version) {
    if (entries.size > 10_000) entries.clear();
    entries.set(memberId, { version, at: now, value });
  }
  return value;
}
