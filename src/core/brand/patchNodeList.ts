/**
 * The overlay form of a node list (a strategic merge patch keyed by node id, like Kubernetes'): an overlay's list
 * names only the nodes it changes, and each entry is one of
 * - `{ "id": X, ...keys }` where the base list has X: merged into that node (JSON Merge Patch inside the node; its
 *   slots are node lists again); with `"$after"` or `"$before"` (an id) the node also moves there;
 * - `{ "id": X, "$remove": true }`: X is removed;
 * - `{ "id": X, "type": ..., ... }` where the base list lacks X: a new node, inserted after `$after` or before
 *   `$before` (ids of the list as built so far), else at the end;
 * - `{ "$order": [ids] }`: once every entry is applied, the listed ids take the places they hold, in the listed
 *   order (the others stay put), so `["b", "a"]` swaps a and b.
 * An entry that is none of these (no id, or an id the base lacks without a `type`) changes nothing; lint:config
 * reports it. The directives (`$remove`, `$after`, `$before`) never reach the composed node.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Merges one node: `mergeInto(base, patch)` is the document's merge (it knows the node's slots are node lists). */
export type MergeNode = (base: unknown, patch: Json) => unknown;

/** The entry without its directives. */
export function withoutDirectives(entry: Json): Json {
  const { $remove: _r, $after: _a, $before: _b, ...node } = entry;
  return node;
}

const idOf = (v: unknown): string | undefined => (isObject(v) && typeof v.id === 'string' ? v.id : undefined);

/** Where a node goes by `$after` / `$before` (the end when neither names a node of the list). */
function insertionIndex(list: readonly unknown[], entry: Json): number {
  const after = typeof entry.$after === 'string' ? list.findIndex((n) => idOf(n) === entry.$after) : -1;
  if (after >= 0) return after + 1;
  const before = typeof entry.$before === 'string' ? list.findIndex((n) => idOf(n) === entry.$before) : -1;
  return before >= 0 ? before : list.length;
}

/** The listed ids, in the listed order, in the places they held. */
function reorder(list: unknown[], ids: readonly unknown[]): unknown[] {
  const wanted = ids.filter((id): id is string => typeof id === 'string' && list.some((n) => idOf(n) === id));
  const unique = [...new Set(wanted)];
  const slots = list.map((n, i) => (unique.includes(idOf(n) ?? '\0') ? i : -1)).filter((i) => i >= 0);
  const out = [...list];
  slots.forEach((slot, k) => {
    out[slot] = list.find((n) => idOf(n) === unique[k]);
  });
  return out;
}

/** The base list patched by the overlay's entries (see the file comment for the rules). */
export function patchNodeList(base: readonly unknown[], overlay: readonly unknown[], merge: MergeNode): unknown[] {
  let list = [...base];
  const orders: unknown[][] = [];
  for (const entry of overlay) {
    if (!isObject(entry)) continue;
    if (Array.isArray(entry.$order)) orders.push(entry.$order);
    const id = idOf(entry);
    if (id === undefined) continue;
    const at = list.findIndex((n) => idOf(n) === id);
    if (entry.$remove === true) {
      if (at >= 0) list.splice(at, 1);
      continue;
    }
    const moves = typeof entry.$after === 'string' || typeof entry.$before === 'string';
    if (at >= 0) {
      const merged = merge(list[at], withoutDirectives(entry));
      if (!moves) {
        list[at] = merged;
        continue;
      }
      list.splice(at, 1);
      list.splice(insertionIndex(list, entry), 0, merged);
    } else if (typeof entry.type === 'string') {
      list.splice(insertionIndex(list, entry), 0, merge(undefined, withoutDirectives(entry)));
    }
  }
  for (const ids of orders) list = reorder(list, ids);
  return list;
}
