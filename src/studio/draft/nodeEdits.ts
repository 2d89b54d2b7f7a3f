import { composedFile, overlayForEdit, withFile } from './files.ts';
import { getAt, isObject, setAt, type Json } from './json.ts';
import { appendIndex, ensureListIn, idOf, listIn, pruneListPath } from './lists.ts';
import { originIn, resetMerged, writeMerged } from './mergeWrite.ts';
import type { Base, DocPath, Draft, NodeRef, ValueOrigin } from './types.ts';

/**
 * Editing one value of one node. A node of _base is changed through the overlay's entry for its id (a merge patch
 * of the node: `{ "id": X, "props": { "speed": 800 } }`); a node the brand adds is its overlay entry itself.
 */

/** Keys of a node an inspector may not write: its id, its child lists (node operations) and list directives. */
const NOT_A_VALUE = new Set(['id', 'slots', '$remove', '$after', '$before', '$order']);

function checkKeyPath(keyPath: DocPath): void {
  if (keyPath.length === 0 || NOT_A_VALUE.has(String(keyPath[0]))) throw new Error(`not a value of a node: ${JSON.stringify(keyPath)}`);
}

/** The three views of one node: _base's (undefined for a node the brand adds), the composed one, the overlay file. */
export function nodeViews(draft: Draft, base: Base, ref: NodeRef): { baseNode: Json | undefined; composedNode: Json | undefined } {
  const find = (list: unknown[] | undefined): Json | undefined => list?.find((n) => idOf(n) === ref.id) as Json | undefined;
  return {
    baseNode: find(listIn(base.files[ref.list.file], ref.list.path)),
    composedNode: find(listIn(composedFile(base, draft, ref.list.file), ref.list.path)),
  };
}

/** Applies `edit` to the node's overlay entry (created for a _base node), then drops what it left empty. */
function editEntry(draft: Draft, base: Base, ref: NodeRef, edit: (entry: Json, baseNode: Json | undefined, composedNode: Json) => Json): Draft {
  const { baseNode, composedNode } = nodeViews(draft, base, ref);
  if (!composedNode) throw new Error(`no node "${ref.id}" in ${ref.list.file} ${ref.list.path.join('/')}`);
  const doc = overlayForEdit(draft, ref.list.file);
  const list = baseNode ? ensureListIn(doc, ref.list.path) : listIn(doc, ref.list.path);
  if (!list) throw new Error(`node "${ref.id}" is in no list of the overlay`);
  let at = list.findIndex((n) => idOf(n) === ref.id);
  if (at < 0) {
    if (!baseNode) throw new Error(`node "${ref.id}" is in no list of the overlay`);
    // A merge entry goes before the `$order` entries a list ends with.
    at = appendIndex(list);
    list.splice(at, 0, { id: ref.id });
  }
  list[at] = edit(list[at] as Json, baseNode, composedNode);
  pruneListPath(doc, [...ref.list.path, `#${ref.id}`]);
  return withFile(draft, ref.list.file, doc);
}

/**
 * Sets a value of a node (`keyPath` under it: ['props', 'speed'], ['when'], ['on', 'tap'], ['data']). For a _base
 * node the overlay gets the minimal merge patch; a value equal to base's removes the brand's key instead.
 */
export function setNodeValue(draft: Draft, base: Base, ref: NodeRef, keyPath: DocPath, value: unknown): Draft {
  checkKeyPath(keyPath);
  return editEntry(draft, base, ref, (entry, baseNode, composedNode) => {
    if (!baseNode) return setAt(entry, keyPath, value) as Json;
    writeMerged(entry, baseNode, composedNode, keyPath, value);
    return entry;
  });
}

/** Drops the brand's value at `keyPath` of a node (the node shows base's again); for a node the brand adds, the key goes. */
export function resetNodeValue(draft: Draft, base: Base, ref: NodeRef, keyPath: DocPath): Draft {
  checkKeyPath(keyPath);
  const { baseNode } = nodeViews(draft, base, ref);
  const entry = listIn(draft.files[ref.list.file], ref.list.path)?.find((n) => idOf(n) === ref.id);
  if (baseNode && entry === undefined) return draft;
  return editEntry(draft, base, ref, (e, b, composedNode) => {
    if (!b) {
      const cut = keyPath.findIndex((seg, k) => typeof seg === 'number' || Array.isArray(getAt(e, keyPath.slice(0, k))));
      return setAt(e, cut > 0 ? keyPath.slice(0, cut) : keyPath, undefined) as Json;
    }
    resetMerged(e, b, composedNode, keyPath);
    return e;
  });
}

/** Who wrote a node's value: 'brand' (the overlay writes it, or replaces an ancestor), 'base', or 'none'. */
export function originOfNodeValue(draft: Draft, base: Base, ref: NodeRef, keyPath: DocPath): ValueOrigin {
  const { baseNode } = nodeViews(draft, base, ref);
  const entry = listIn(draft.files[ref.list.file], ref.list.path)?.find((n) => idOf(n) === ref.id);
  if (!baseNode) return getAt(entry, keyPath) === undefined ? 'none' : 'brand';
  if (isObject(entry) && entry.$remove === true) return 'brand';
  return originIn(entry, baseNode, keyPath);
}
