import { patchNodeList } from '../../core/brand/patchNodeList.ts';
import { isObject, type Json } from './json.ts';
import { idOf, isOrderEntry } from './lists.ts';

/**
 * Getting an overlay's node list to compose to a wanted order of ids with the least said: entries place new nodes
 * ($after / $before) and one `{ "$order": [...] }` names only the ids whose place still differs.
 */

/** The ids `entries` compose to over `baseList` (only the order matters here, so nodes are not merged). */
export function composedIds(baseList: readonly unknown[], entries: readonly unknown[]): string[] {
  return patchNodeList(baseList, entries, (node, entry) => node ?? entry).map((n) => idOf(n) ?? '');
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The minimal `$order` turning `from` into `to` (the same ids): the ids whose place differs, in their new order.
 * (`$order` puts the listed ids, in the listed order, in the places they held; the others stay.)
 */
function minimalOrder(from: readonly string[], to: readonly string[]): string[] {
  return to.filter((id, i) => from[i] !== id);
}

/**
 * Makes the overlay list `entries` (mutated) compose to `wanted` over `baseList`: kept as is when it already does,
 * else its `$order` entries are replaced by one minimal `$order` (where the first stood, else at the end).
 * Throws when no order can (the ids differ), which would be a bug of the operation calling it.
 */
export function settleOrder(baseList: readonly unknown[], entries: unknown[], wanted: readonly string[]): void {
  if (sameIds(composedIds(baseList, entries), wanted)) return;
  const first = entries.findIndex(isOrderEntry);
  for (let i = entries.length - 1; i >= 0; i--) if (isOrderEntry(entries[i])) entries.splice(i, 1);
  const order = minimalOrder(composedIds(baseList, entries), wanted);
  if (order.length > 0) entries.splice(first >= 0 ? Math.min(first, entries.length) : entries.length, 0, { $order: order });
  const got = composedIds(baseList, entries);
  if (!sameIds(got, wanted)) throw new Error(`node order not reachable: wanted ${wanted.join(',')}, got ${got.join(',')}`);
}

/** How many ids the list's `$order` entries name (what a move costs in the file). */
export const orderSize = (entries: readonly unknown[]): number =>
  entries.reduce<number>((n, e) => n + (isOrderEntry(e) ? ((e as Json).$order as unknown[]).length : 0), 0);

/** Removes `id` from every `$order` of the list (mutated), and `$order` entries left empty. */
export function dropFromOrders(entries: unknown[], id: string): void {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (!isObject(e) || !Array.isArray(e.$order)) continue;
    const ids = e.$order.filter((x) => x !== id);
    if (ids.length === 0) entries.splice(i, 1);
    else if (ids.length !== e.$order.length) entries[i] = { ...e, $order: ids };
  }
}
