import type { BrandBundle } from '../../generated/brand-bundle.ts';
import type { ScreenNode } from '../../generated/node.ts';
import { isObject, type Json } from './json.ts';
import type { NodeListRef } from './types.ts';

/**
 * Node lists inside one document, addressed by a path of keys where `#<id>` steps into the node of that id in the
 * list before it (ids, not indices: an overlay's list names only the nodes it changes, so indices differ between
 * _base, the overlay and the composed document; ids do not).
 */

export const idOf = (v: unknown): string | undefined => (isObject(v) && typeof v.id === 'string' ? v.id : undefined);
export const isOrderEntry = (v: unknown): boolean => isObject(v) && Array.isArray(v.$order);
const nodeStep = (seg: string): string | undefined => (seg.startsWith('#') ? seg.slice(1) : undefined);

/** The list at `path` in `doc` (any of base, overlay or composed), or undefined when a step is missing. */
export function listIn(doc: unknown, path: readonly string[]): unknown[] | undefined {
  let v: unknown = doc;
  for (const seg of path) {
    const id = nodeStep(seg);
    if (id !== undefined) v = Array.isArray(v) ? v.find((n) => idOf(n) === id) : undefined;
    else v = isObject(v) ? v[seg] : undefined;
    if (v === undefined) return undefined;
  }
  return Array.isArray(v) ? v : undefined;
}

/** Index where a new entry goes: the end, but before the `$order` entries a list ends with (where people put them). */
export function appendIndex(list: readonly unknown[]): number {
  let i = list.length;
  while (i > 0 && isOrderEntry(list[i - 1])) i -= 1;
  return i;
}

/** The list at `path` in the overlay `doc` (mutated), created with the entries and slots on the way as needed. */
export function ensureListIn(doc: Json, path: readonly string[]): unknown[] {
  let v: unknown = doc;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const id = nodeStep(seg);
    if (id !== undefined) {
      const list = v as unknown[];
      let entry = list.find((n) => idOf(n) === id);
      if (entry === undefined) {
        entry = { id };
        list.splice(appendIndex(list), 0, entry);
      }
      v = entry;
      continue;
    }
    const obj = v as Json;
    const wantList = i === path.length - 1 || nodeStep(path[i + 1]) !== undefined;
    if (wantList ? !Array.isArray(obj[seg]) : !isObject(obj[seg])) obj[seg] = wantList ? [] : {};
    v = obj[seg];
  }
  return v as unknown[];
}

/**
 * Drops what an edit left empty along `path` in the overlay `doc` (mutated), innermost first: an empty list, an
 * empty `slots`, an entry holding only its id. Stops at the first non-empty step, and never empties the inside of
 * a node the brand adds (an entry with a `type`: its empty slot list is the node's own).
 */
export function pruneListPath(doc: Json, path: readonly string[]): void {
  const steps: { holder: Json | unknown[]; key: string | number }[] = [];
  let v: unknown = doc;
  for (const seg of path) {
    const id = nodeStep(seg);
    if (id !== undefined) {
      if (!Array.isArray(v)) return;
      const at = v.findIndex((n) => idOf(n) === id);
      if (at < 0) return;
      steps.push({ holder: v, key: at });
      v = v[at];
    } else {
      if (!isObject(v) || !Object.hasOwn(v, seg)) return;
      steps.push({ holder: v, key: seg });
      v = v[seg];
    }
  }
  for (let i = steps.length - 1; i >= 0; i--) {
    const { holder, key } = steps[i];
    const value = Array.isArray(holder) ? holder[key as number] : holder[key as string];
    const enclosing = steps
      .slice(0, i)
      .reverse()
      .find((s) => Array.isArray(s.holder));
    const inNewNode =
      enclosing &&
      isObject((enclosing.holder as unknown[])[enclosing.key as number]) &&
      typeof ((enclosing.holder as unknown[])[enclosing.key as number] as Json).type === 'string';
    const empty = Array.isArray(value)
      ? value.length === 0 && !inNewNode
      : isObject(value) && (Array.isArray(holder) ? Object.keys(value).every((k) => k === 'id') : Object.keys(value).length === 0 && !inNewNode);
    if (!empty) return;
    if (Array.isArray(holder)) holder.splice(key as number, 1);
    else delete holder[key as string];
  }
}

/** The document of `file` in a composed bundle: brand.json → the brand, screens/<name>.json → that screen. */
function bundleDocument(bundle: BrandBundle, file: string): unknown {
  if (file === 'brand.json') return bundle.brand;
  const screen = /^screens\/([^/]+)\.json$/.exec(file);
  if (screen) return bundle.screens.find((s) => s.id === screen[1]);
  const locale = /^locales\/([a-z-]+)\.json$/.exec(file);
  return locale ? bundle.locales[locale[1].toUpperCase()] : undefined;
}

/** The composed nodes of a list (empty when the list or its document is missing). */
export function nodesOf(bundle: BrandBundle, list: NodeListRef): ScreenNode[] {
  return (listIn(bundleDocument(bundle, list.file), list.path) ?? []) as ScreenNode[];
}
