import { deepEqual, isObject, toPointer } from '../../draft/json.ts';
import { idOf, isOrderEntry } from '../../draft/lists.ts';
import { type ReadableChange, SEPARATOR } from './changeText.ts';

/**
 * The difference of two versions of one overlay document, as a person reads it. A positional JSON Patch (the
 * server's threeWay) shifts every later entry of a node list when one is inserted; here node lists are matched by
 * id, a patch of a node lists each value it sets, and a new node is one line.
 */

/** An overlay's node list: entries with an id, and `$order` entries. */
const isEntryList = (list: unknown[]): boolean => list.every((e) => idOf(e) !== undefined || isOrderEntry(e));

/** The entries by key: the id, or `$order 1`, `$order 2`... for the list's order entries. */
function keyedEntries(list: unknown[]): Map<string, { entry: unknown; index: number }> {
  const out = new Map<string, { entry: unknown; index: number }>();
  let orders = 0;
  for (const [index, entry] of list.entries()) out.set(idOf(entry) ?? `$order ${(orders += 1)}`, { entry, index });
  return out;
}

const leafCount = (v: unknown): number => (isObject(v) ? Object.values(v).reduce<number>((n, x) => n + leafCount(x), 0) : 1);
/** A small object added is told value by value ("props › speed: 2500"); a big one in one line. */
const FLATTEN_UP_TO = 4;

interface Walk {
  file: string;
  out: ReadableChange[];
}

function push(w: Walk, kind: ReadableChange['kind'], steps: string[], pointer: string, before: unknown, after: unknown) {
  w.out.push({ kind, file: w.file, pointer, place: [w.file, ...steps].join(SEPARATOR), before, after });
}

function added(w: Walk, value: unknown, steps: string[], pointer: string) {
  if (isObject(value) && Object.keys(value).length > 0 && leafCount(value) <= FLATTEN_UP_TO) {
    for (const [k, v] of Object.entries(value)) added(w, v, [...steps, k], `${pointer}${toPointer([k])}`);
  } else push(w, 'added', steps, pointer, undefined, value);
}

function walk(w: Walk, before: unknown, after: unknown, steps: string[], pointer: string) {
  if (deepEqual(before, after)) return;
  if (before === undefined) return added(w, after, steps, pointer);
  if (after === undefined) return push(w, 'removed', steps, pointer, before, undefined);
  if (isObject(before) && isObject(after)) {
    for (const k of [...new Set([...Object.keys(after), ...Object.keys(before)])]) walk(w, before[k], after[k], [...steps, k], `${pointer}${toPointer([k])}`);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length + after.length > 0 && isEntryList(before) && isEntryList(after)) return walkEntries(w, before, after, steps, pointer);
    if (before.length === after.length) {
      for (const [i, b] of before.entries()) walk(w, b, after[i], [...steps, `item ${i + 1}`], `${pointer}/${i}`);
      return;
    }
  }
  push(w, 'changed', steps, pointer, before, after);
}

/** Node list entries matched by id: a new node (it has a type, or says where it goes) is one line. */
function walkEntries(w: Walk, before: unknown[], after: unknown[], steps: string[], pointer: string) {
  const b = keyedEntries(before);
  const a = keyedEntries(after);
  for (const [key, { entry, index }] of a) {
    const old = b.get(key);
    const here = [...steps, key];
    const at = `${pointer}/${index}`;
    if (old) walk(w, old.entry, entry, here, at);
    else if (isObject(entry) && typeof entry.id === 'string' && !('type' in entry) && !('$after' in entry) && !('$before' in entry)) {
      // A patch of a node the brand inherits: each value it sets.
      walk(w, { id: entry.id }, entry, steps.concat(key), at);
    } else push(w, 'added', here, at, undefined, entry);
  }
  for (const [key, { entry, index }] of b) if (!a.has(key)) push(w, 'removed', [...steps, key], `${pointer}/${index}`, entry, undefined);
}

/** Every change of one file from `before` to `after` (either undefined: the file is added or removed). */
function readableDiff(file: string, before: unknown, after: unknown): ReadableChange[] {
  const w: Walk = { file, out: [] };
  if (before === undefined && after !== undefined) push(w, 'added', [], '', undefined, after);
  else if (after === undefined && before !== undefined) push(w, 'removed', [], '', before, undefined);
  else walk(w, before, after, [], '');
  return w.out;
}

/** The changes from one set of files (path -> document) to another, file by file in path order; unchanged files left out. */
export function changesByFile(before: Record<string, unknown>, after: Record<string, unknown>): { file: string; changes: ReadableChange[] }[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .sort()
    .map((file) => ({ file, changes: readableDiff(file, before[file], after[file]) }))
    .filter((f) => f.changes.length > 0);
}
