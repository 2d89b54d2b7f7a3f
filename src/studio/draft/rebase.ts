import { clone, deepEqual, isObject, toPointer, type Json, type Segment } from './json.ts';
import { idOf, isOrderEntry } from './lists.ts';

/** A place both sides changed differently: a file and a JSON pointer in it ('' for the whole file). */
export interface RebaseConflict {
  file: string;
  pointer: string;
}

/**
 * Three-way merge of JSON values: what `mine` changed since `parent`, applied on `theirs`. Where both changed the
 * same place (or one a place inside the other) to different values, theirs is kept and the place is a conflict;
 * the server's threeWay (server/src/brands/threeWay.ts) calls those the same. Node lists of overlays are merged
 * entry by entry by id (their indices shift when either side adds or removes an entry).
 */
function merge3(p: unknown, m: unknown, t: unknown, path: Segment[], conflicts: Segment[][]): unknown {
  if (deepEqual(m, p)) return clone(t);
  if (deepEqual(t, p) || deepEqual(m, t)) return clone(m);
  if (isObject(p) && isObject(m) && isObject(t)) {
    const out: Json = {};
    for (const k of [...new Set([...Object.keys(t), ...Object.keys(m), ...Object.keys(p)])]) {
      const v = merge3(p[k], m[k], t[k], [...path, k], conflicts);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  if (Array.isArray(p) && Array.isArray(m) && Array.isArray(t)) {
    if ([p, m, t].every(isEntryList)) return mergeEntries(p, m, t, path, conflicts);
    if (p.length === m.length && p.length === t.length) return p.map((_, i) => merge3(p[i], m[i], t[i], [...path, i], conflicts));
  }
  conflicts.push(path);
  return clone(t);
}

/** An overlay's node list: every item an entry with an id, or an `$order`. */
const isEntryList = (list: unknown[]): boolean => list.length > 0 && list.every((e) => idOf(e) !== undefined || isOrderEntry(e));

/** The entries by key: the id, or `$order`, `$order2`... for the list's order entries. */
function keyed(list: unknown[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  let orders = 0;
  for (const e of list) out.set(idOf(e) ?? `\0$order${(orders += 1)}`, e);
  return out;
}

/** Theirs' entries in their order, each merged; entries only mine added go after the entry before them in mine. */
function mergeEntries(p: unknown[], m: unknown[], t: unknown[], path: Segment[], conflicts: Segment[][]): unknown[] {
  const [pk, mk, tk] = [keyed(p), keyed(m), keyed(t)];
  const keys = [...tk.keys()];
  for (const [i, k] of [...mk.keys()].entries()) {
    if (tk.has(k) || pk.has(k)) continue;
    const before = [...mk.keys()]
      .slice(0, i)
      .reverse()
      .find((b) => keys.includes(b));
    keys.splice(before === undefined ? 0 : keys.indexOf(before) + 1, 0, k);
  }
  const out: unknown[] = [];
  for (const k of [...keys, ...[...pk.keys()].filter((k) => !keys.includes(k))]) {
    const at = tk.has(k) ? [...tk.keys()].indexOf(k) : [...mk.keys()].indexOf(k);
    const v = merge3(pk.get(k), mk.get(k), tk.get(k), [...path, at], conflicts);
    if (v !== undefined) out.push(v);
  }
  return out;
}

/**
 * My changes since `parentFiles` (the revision the draft started from) applied on `theirsFiles` (the revision
 * published since): the files of the rebased draft, and the places both changed differently (there theirs is kept).
 */
export function rebase(
  parentFiles: Record<string, unknown>,
  mineFiles: Record<string, unknown>,
  theirsFiles: Record<string, unknown>,
): { files: Record<string, unknown>; conflicts: RebaseConflict[] } {
  const files: Record<string, unknown> = {};
  const conflicts: RebaseConflict[] = [];
  for (const file of [...new Set([...Object.keys(theirsFiles), ...Object.keys(mineFiles), ...Object.keys(parentFiles)])].sort()) {
    const places: Segment[][] = [];
    const v = merge3(parentFiles[file], mineFiles[file], theirsFiles[file], [], places);
    if (v !== undefined) files[file] = v;
    for (const place of places) conflicts.push({ file, pointer: toPointer(place) });
  }
  return { files, conflicts };
}
