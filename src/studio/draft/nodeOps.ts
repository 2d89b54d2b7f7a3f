import type { ScreenNode } from '../../generated/node.ts';
import { composedFile, overlayForEdit, withFile } from './files.ts';
import { clone, isObject, type Json } from './json.ts';
import { appendIndex, ensureListIn, idOf, listIn, pruneListPath } from './lists.ts';
import { nodeViews } from './nodeEdits.ts';
import { composedIds, dropFromOrders, orderSize, settleOrder } from './order.ts';
import type { Base, Draft, NodeListRef, NodeRef } from './types.ts';

/**
 * Adding, removing, duplicating and moving nodes of a node list, each written as a person would in the overlay:
 * a new node is an entry with its `type` placed by `$after` / `$before`; a node of _base is removed by
 * `{ "id": X, "$remove": true }`; a move is one minimal `{ "$order": [...] }` (or a new node's own anchor).
 */

interface ListViews {
  doc: Json;
  entries: unknown[];
  baseList: unknown[];
  ids: string[];
}

/** The overlay file to edit, its list (created), _base's list and the composed ids of the list. */
function views(draft: Draft, base: Base, list: NodeListRef): ListViews {
  const doc = overlayForEdit(draft, list.file);
  const ids = (listIn(composedFile(base, draft, list.file), list.path) ?? []).map((n) => idOf(n) ?? '');
  return { doc, entries: ensureListIn(doc, list.path), baseList: listIn(base.files[list.file], list.path) ?? [], ids };
}

/** Only nodes the brand adds (no _base list under them, no anchors or orders): the entries are the nodes, in order. */
const isPlainList = (v: ListViews): boolean =>
  v.baseList.length === 0 && v.entries.every((e) => isObject(e) && e.$after === undefined && e.$before === undefined && !Array.isArray(e.$order));

function finish(draft: Draft, list: NodeListRef, doc: Json): Draft {
  pruneListPath(doc, list.path);
  return withFile(draft, list.file, doc);
}

/** Every id of a document's nodes (any depth), in _base, the overlay and composed, so a new id clashes with none. */
function idsOfDocument(draft: Draft, base: Base, file: string): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) {
      if (typeof v.id === 'string') out.add(v.id);
      Object.values(v).forEach(walk);
    }
  };
  [base.files[file], draft.files[file], composedFile(base, draft, file)].forEach(walk);
  return out;
}

/** `wanted` if no node of the document has it, else wanted-copy, wanted-copy2... (`taken` gets the one chosen). */
function freeId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted.replace(/-copy\d*$/, '')}-copy${n}`;
  taken.add(id);
  return id;
}

/** An id no node of `file` has (for a new node): `wanted` itself when free, else `wanted-2`, `wanted-3`... */
export function uniqueNodeId(draft: Draft, base: Base, file: string, wanted: string): string {
  const taken = idsOfDocument(draft, base, file);
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  return id;
}

/** Puts a new node's entry in `entries` so the list composes to `wanted` (anchored next to its neighbour). */
function placeNew(v: ListViews, entry: Json, wanted: string[]): void {
  const at = wanted.indexOf(entry.id as string);
  const { $after: _a, $before: _b, ...node } = entry;
  if (isPlainList(v)) {
    v.entries.splice(at, 0, node);
    settleOrder(v.baseList, v.entries, wanted);
    return;
  }
  // After the node before it, or before the one after it: whichever leaves the shorter $order (a list the brand
  // reorders moves its anchors too).
  const anchors: Json[] = [...(at > 0 ? [{ $after: wanted[at - 1] }] : []), ...(at + 1 < wanted.length ? [{ $before: wanted[at + 1] }] : [])];
  let best: unknown[] | undefined;
  for (const anchor of anchors.length > 0 ? anchors : [{}]) {
    const entries = clone(v.entries);
    entries.splice(appendIndex(entries), 0, { ...node, ...anchor });
    settleOrder(v.baseList, entries, wanted);
    if (!best || orderSize(entries) < orderSize(best)) best = entries;
  }
  v.entries.splice(0, v.entries.length, ...(best ?? []));
}

/**
 * Adds `node` (with its id and type) to a list, after the node `afterId`, or first when null. The caller picks a
 * free id (uniqueNodeId).
 */
export function addNode(draft: Draft, base: Base, list: NodeListRef, node: ScreenNode, afterId: string | null): Draft {
  const v = views(draft, base, list);
  if (idsOfDocument(draft, base, list.file).has(node.id)) throw new Error(`a node "${node.id}" is already in ${list.file}`);
  const wanted = [...v.ids];
  const after = afterId === null ? -1 : wanted.indexOf(afterId);
  if (afterId !== null && after < 0) throw new Error(`no node "${afterId}" in the list`);
  wanted.splice(after + 1, 0, node.id);
  placeNew(v, clone(node) as unknown as Json, wanted);
  return finish(draft, list, v.doc);
}

/** Removes a node: a _base node by `{ id, $remove: true }`, a node the brand adds by dropping its entry. */
export function removeNode(draft: Draft, base: Base, ref: NodeRef): Draft {
  const v = views(draft, base, ref.list);
  if (!v.ids.includes(ref.id)) return draft;
  const wanted = v.ids.filter((id) => id !== ref.id);
  const at = v.entries.findIndex((e) => idOf(e) === ref.id);
  const ofBase = v.baseList.some((n) => idOf(n) === ref.id);
  if (ofBase) {
    if (at >= 0) v.entries[at] = { id: ref.id, $remove: true };
    else v.entries.splice(appendIndex(v.entries), 0, { id: ref.id, $remove: true });
  } else {
    const gone = v.entries[at] as Json;
    v.entries.splice(at, 1);
    // Nodes placed next to the removed one take its place instead.
    for (const [i, e] of v.entries.entries()) {
      if (!isObject(e)) continue;
      if (e.$after === ref.id || e.$before === ref.id) {
        const { $after: _a, $before: _b, ...rest } = e;
        const anchor = gone.$after !== undefined ? { $after: gone.$after } : gone.$before !== undefined ? { $before: gone.$before } : {};
        v.entries[i] = { ...rest, ...anchor };
      }
    }
  }
  dropFromOrders(v.entries, ref.id);
  settleOrder(v.baseList, v.entries, wanted);
  return finish(draft, ref.list, v.doc);
}

/** A copy of the composed node `ref`, with new ids for it and every node in its slots, right after it. */
export function duplicateNode(draft: Draft, base: Base, ref: NodeRef): { draft: Draft; id: string } {
  const { composedNode } = nodeViews(draft, base, ref);
  if (!composedNode) throw new Error(`no node "${ref.id}"`);
  const taken = idsOfDocument(draft, base, ref.list.file);
  const renamed = (node: Json): Json => {
    const out: Json = { ...clone(node), id: freeId(`${node.id as string}-copy`, taken) };
    if (isObject(out.slots)) {
      out.slots = Object.fromEntries(
        Object.entries(out.slots).map(([name, list]) => [name, Array.isArray(list) ? list.map((n) => (isObject(n) ? renamed(n) : n)) : list]),
      );
    }
    return out;
  };
  const copy = renamed(composedNode);
  const v = views(draft, base, ref.list);
  const wanted = [...v.ids];
  wanted.splice(wanted.indexOf(ref.id) + 1, 0, copy.id as string);
  placeNew(v, copy, wanted);
  return { draft: finish(draft, ref.list, v.doc), id: copy.id as string };
}

/**
 * Moves a node to `toIndex` of its composed list. The list's `$order` is recomputed from the list without it and
 * names only the ids whose place differs; a node the brand adds may move by its own `$after` / `$before` instead,
 * when that says less.
 */
export function moveNode(draft: Draft, base: Base, ref: NodeRef, toIndex: number): Draft {
  const v = views(draft, base, ref.list);
  const from = v.ids.indexOf(ref.id);
  if (from < 0) throw new Error(`no node "${ref.id}" in the list`);
  const wanted = v.ids.filter((id) => id !== ref.id);
  const to = Math.max(0, Math.min(toIndex, wanted.length));
  wanted.splice(to, 0, ref.id);
  if (to === from) return draft;
  const at = v.entries.findIndex((e) => idOf(e) === ref.id);
  const ofBase = v.baseList.some((n) => idOf(n) === ref.id);
  if (!ofBase && isPlainList(v)) {
    const [entry] = v.entries.splice(at, 1);
    v.entries.splice(to, 0, entry);
    return finish(draft, ref.list, v.doc);
  }
  const byOrder = clone(v.entries);
  settleOrder(v.baseList, byOrder, wanted);
  let best = byOrder;
  if (!ofBase && at >= 0) {
    const byAnchor = clone(v.entries);
    const { $after: _a, $before: _b, ...node } = byAnchor[at] as Json;
    byAnchor[at] = { ...node, ...(to > 0 ? { $after: wanted[to - 1] } : { $before: wanted[1] }) };
    // An anchor names a node already placed: the entry goes after every other entry that adds a node.
    const [entry] = byAnchor.splice(at, 1);
    byAnchor.splice(appendIndex(byAnchor), 0, entry);
    dropFromOrders(byAnchor, ref.id);
    if (composedIds(v.baseList, byAnchor).length === wanted.length) {
      settleOrder(v.baseList, byAnchor, wanted);
      if (orderSize(byAnchor) < orderSize(byOrder)) best = byAnchor;
    }
  }
  v.entries.splice(0, v.entries.length, ...best);
  return finish(draft, ref.list, v.doc);
}
