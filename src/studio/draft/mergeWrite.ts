import { getAt, isObject, mergeDiff, NO_CHANGE, setAt, type Json, type Segment } from './json.ts';
import type { ValueOrigin } from './types.ts';

/**
 * Minimal edits of an RFC 7396 overlay object (a whole overlay file, or one node list entry): `overlay` patches
 * `base` into `composed`. Only the key edited changes, written as the smallest merge patch a person would write.
 */

/** The path cut before its first list index: a value list is written whole (an overlay cannot patch one item). */
function wholeLists(composed: unknown, path: readonly Segment[]): number {
  for (let k = 0; k < path.length; k++) {
    if (typeof path[k] === 'number' || Array.isArray(getAt(composed, path.slice(0, k)))) return Math.max(k, 1);
  }
  return path.length;
}

/** Removes the objects left empty along `path` in `overlay` (mutated), innermost first. */
function pruneObjects(overlay: Json, path: readonly Segment[]): void {
  for (let k = path.length - 1; k >= 1; k--) {
    const holder = getAt(overlay, path.slice(0, k - 1));
    const key = String(path[k - 1]);
    if (!isObject(holder) || !isObject(holder[key]) || Object.keys(holder[key] as Json).length > 0) return;
    delete holder[key];
  }
}

/**
 * Makes the composed value at `path` equal `value` (undefined: absent) by changing `overlay` (mutated) at that path
 * only: a value equal to base's removes the overlay's key; a list is written whole; objects left empty are removed.
 */
export function writeMerged(overlay: Json, base: unknown, composed: unknown, path: readonly Segment[], value: unknown): void {
  if (path.length === 0) throw new Error('writeMerged needs a key');
  const cut = wholeLists(composed, path);
  const at = path.slice(0, cut);
  const whole = cut < path.length ? setAt(getAt(composed, at), path.slice(cut), value) : value;
  let holder: Json = overlay;
  for (let i = 0; i < at.length - 1; i++) {
    const key = String(at[i]);
    const next = holder[key];
    if (next === undefined) holder[key] = {};
    else if (!isObject(next)) {
      // The overlay replaces this value wholesale (null, a list, a scalar): write the whole value here instead.
      const prefix = at.slice(0, i + 1);
      const patch = mergeDiff(getAt(base, prefix), setAt(getAt(composed, prefix), [...at.slice(i + 1), ...path.slice(cut)], value));
      if (patch === NO_CHANGE) delete holder[key];
      else holder[key] = patch;
      pruneObjects(overlay, prefix);
      return;
    }
    holder = holder[key] as Json;
  }
  const last = String(at[at.length - 1]);
  const patch = mergeDiff(getAt(base, at), whole);
  if (patch === NO_CHANGE) delete holder[last];
  else holder[last] = patch;
  pruneObjects(overlay, at);
}

/**
 * Gives the value at `path` back to base: the overlay's key goes (objects left empty with it). Inside a value
 * list the whole list goes back to base's.
 */
export function resetMerged(overlay: Json, base: unknown, composed: unknown, path: readonly Segment[]): void {
  const at = path.slice(0, wholeLists(composed, path));
  writeMerged(overlay, base, composed, at, getAt(base, at));
}

/**
 * Who wrote the value at `path`: the overlay when it reaches the path, or replaces an ancestor wholesale (a value
 * list, a scalar, null); else base when it has the value; else nobody.
 */
export function originIn(overlay: unknown, base: unknown, path: readonly Segment[]): ValueOrigin {
  let o = overlay;
  for (const seg of path) {
    if (o === undefined) break;
    if (!isObject(o)) return 'brand';
    if (!Object.hasOwn(o, String(seg))) {
      o = undefined;
      break;
    }
    o = o[String(seg)];
  }
  if (o !== undefined) return 'brand';
  return getAt(base, path) === undefined ? 'none' : 'base';
}
