import { isDeepStrictEqual } from 'node:util';

/**
 * What changed between two JSON documents, as an operator reads it: one entry per place that differs, with its
 * JSON pointer (into the "after" document where the place exists there), the value before and the value after.
 * Node lists (arrays whose entries all carry a distinct string `id`) are matched by id, as overlays name them:
 * swapping two blocks is one entry listing the ids in their old and new order, not every block "changed";
 * an added or removed node is one entry. Other lists are compared entry by entry when their lengths match,
 * whole otherwise.
 */
export interface DocDiff {
  pointer: string;
  /** The id of the node the pointer enters last, for the reader (pointers into node lists use indexes). */
  node?: string;
  /** Absent: the place does not exist on that side. */
  before?: unknown;
  after?: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const escapeKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The ids of a node list, or undefined when the array is not one (an entry without an id, or an id twice). */
function nodeIds(list: unknown[]): string[] | undefined {
  const ids = list.map((n) => (isObject(n) && typeof n.id === 'string' ? n.id : undefined));
  if (list.length === 0 || ids.some((id) => id === undefined) || new Set(ids).size !== ids.length) return undefined;
  return ids as string[];
}

function entry(pointer: string, before: unknown, after: unknown, node?: string): DocDiff {
  const d: DocDiff = { pointer: pointer || '/' };
  if (node !== undefined) d.node = node;
  if (before !== undefined) d.before = before;
  if (after !== undefined) d.after = after;
  return d;
}

function diffNodeLists(b: unknown[], a: unknown[], bIds: string[], aIds: string[], pointer: string, out: DocDiff[]): void {
  const common = aIds.filter((id) => bIds.includes(id));
  const oldOrder = bIds.filter((id) => aIds.includes(id));
  if (!isDeepStrictEqual(common, oldOrder)) out.push(entry(pointer, bIds, aIds));
  bIds.forEach((id, i) => {
    if (!aIds.includes(id)) out.push(entry(`${pointer}/${i}`, b[i], undefined, id));
  });
  aIds.forEach((id, i) => {
    const j = bIds.indexOf(id);
    if (j < 0) out.push(entry(`${pointer}/${i}`, undefined, a[i], id));
    else walk(b[j], a[i], `${pointer}/${i}`, out, id);
  });
}

function walk(b: unknown, a: unknown, pointer: string, out: DocDiff[], node?: string): void {
  if (isDeepStrictEqual(b, a)) return;
  if (isObject(b) && isObject(a)) {
    const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
    for (const k of keys) {
      const p = `${pointer}/${escapeKey(k)}`;
      if (!(k in a)) out.push(entry(p, b[k], undefined, node));
      else if (!(k in b)) out.push(entry(p, undefined, a[k], node));
      else walk(b[k], a[k], p, out, node);
    }
    return;
  }
  if (Array.isArray(b) && Array.isArray(a)) {
    const [bIds, aIds] = [nodeIds(b), nodeIds(a)];
    if (bIds && aIds) {
      diffNodeLists(b, a, bIds, aIds, pointer, out);
      return;
    }
    if (b.length === a.length) {
      for (let i = 0; i < b.length; i++) walk(b[i], a[i], `${pointer}/${i}`, out, node);
      return;
    }
  }
  out.push(entry(pointer, b, a, node));
}

/** Every place two JSON values differ (see the module comment); `prefix` is prepended to each pointer. */
export function docDiff(before: unknown, after: unknown, prefix = ''): DocDiff[] {
  const out: DocDiff[] = [];
  walk(before, after, prefix, out);
  return out;
}

/** A value as one short line for the report and the terminal ("(none)" where the place does not exist). */
export function showValue(value: unknown, max = 160): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One entry as one line: `/screen/body (home.help): ["a","b"] -> ["b","a"]`. */
export function diffLine(d: DocDiff): string {
  return `${d.pointer}${d.node ? ` (${d.node})` : ''}: ${showValue(d.before, 80)} -> ${showValue(d.after, 80)}`;
}
