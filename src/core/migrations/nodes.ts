import type { MigrationContext } from './types.ts';

/**
 * Rewriting every node of a brand or screen document, whole or overlay. A widget-prop migration needs each node's
 * widget type, but an overlay's entry may be `{ "id", "props" }` alone, patching the node of that id in _base's
 * list at the same place (src/core/brand/patchNodeList.ts); so the walk goes down the document and its base side
 * by side, and an entry without `type` takes the type of the base node it patches. The base is the deployed _base,
 * at the current version: a later migration that renames a widget type must match its old and its new name.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A node with the widget type it has once composed (undefined when neither it nor a base node says). */
export type NodeRewrite = (node: Json, type: string | undefined) => Json;

const idOf = (v: unknown): string | undefined => (isObject(v) && typeof v.id === 'string' ? v.id : undefined);

/** One node list, each node rewritten and its slots walked; `base` is the list the entries patch, if any. */
function mapList(list: readonly unknown[], base: readonly unknown[] | undefined, rewrite: NodeRewrite): unknown[] {
  let changed = false;
  const out = list.map((entry) => {
    if (!isObject(entry)) return entry;
    const id = idOf(entry);
    const baseNode = id === undefined ? undefined : base?.find((n) => idOf(n) === id);
    const type = typeof entry.type === 'string' ? entry.type : isObject(baseNode) && typeof baseNode.type === 'string' ? baseNode.type : undefined;
    let next = id === undefined ? entry : rewrite(entry, type);
    if (isObject(next.slots)) {
      const baseSlots = isObject(baseNode) && isObject(baseNode.slots) ? baseNode.slots : {};
      const slots = mapLists(next.slots, baseSlots, rewrite);
      if (slots !== next.slots) next = { ...next, slots };
    }
    if (next !== entry) changed = true;
    return next;
  });
  return changed ? out : (list as unknown[]);
}

/** Every list-valued key of `lists` walked as a node list against the same key of `base`. */
function mapLists(lists: Json, base: Json, rewrite: NodeRewrite): Json {
  let out = lists;
  for (const [key, list] of Object.entries(lists)) {
    if (!Array.isArray(list)) continue;
    const baseList = Array.isArray(base[key]) ? base[key] : undefined;
    const next = mapList(list, baseList, rewrite);
    if (next !== list) out = { ...out, [key]: next };
  }
  return out;
}

/**
 * The document with `rewrite` applied to every node (screen `body`, every brand `chrome` list, and their slots,
 * however deep), or the same document when no node changed. Locale documents have no nodes.
 */
export function mapNodes(doc: unknown, ctx: MigrationContext, rewrite: NodeRewrite): unknown {
  if (!isObject(doc)) return doc;
  const base = isObject(ctx.base) ? ctx.base : {};
  if (ctx.kind === 'screen') {
    const next = mapLists({ body: doc.body }, { body: base.body }, rewrite);
    return next.body === doc.body ? doc : { ...doc, body: next.body };
  }
  if (ctx.kind === 'brand' && isObject(doc.chrome)) {
    const chrome = mapLists(doc.chrome, isObject(base.chrome) ? base.chrome : {}, rewrite);
    return chrome === doc.chrome ? doc : { ...doc, chrome };
  }
  return doc;
}
