import { isDeepStrictEqual } from 'node:util';
import { layer } from '../../../src/core/brand/compose.ts';
import { isNodeListPath } from '../../../src/core/brand/nodeLists.ts';
import { withoutDirectives } from '../../../src/core/brand/patchNodeList.ts';
import type { LintContext } from '../context.ts';
import { describeValue, isObject, isString, toPointer, type JsonObject, type Segment } from '../json.ts';
import type { ComposedTarget } from '../origin.ts';
import type { SourceFile } from '../source.ts';
import { didYouMean } from '../suggest.ts';

/** What a check needs to report against the overlay file itself (its own indexes, not the composed ones). */
interface Scope {
  ctx: LintContext;
  file: SourceFile;
  target: ComposedTarget;
  brand: string;
}

const idsOf = (list: unknown): string[] => (Array.isArray(list) ? list.flatMap((n) => (isObject(n) && isString(n.id) ? [n.id] : [])) : []);

const report = (s: Scope, path: Segment[], rule: string, message: string, expected: string, found: string, suggestion?: string, warning = false): void =>
  s.ctx.reporter.add(s.file, path, { rule, message, expected, found, suggestion, brand: s.brand, severity: warning ? 'warning' : 'error' });

/** The node merged with the entry the way compose does (slots patched by id), to tell a no-op entry. */
function merged(s: Scope, node: unknown, entry: JsonObject): unknown {
  const kind = s.target.kind === 'brand' ? 'screen' : s.target.kind; // a node merges alike in either document
  return (layer({ body: [node] }, { body: [entry] }, kind) as { body: unknown[] }).body[0];
}

function checkAnchor(s: Scope, entry: JsonObject, path: Segment[], known: Set<string>): void {
  if ('$after' in entry && '$before' in entry) {
    report(s, [...path, '$before'], 'overlay-anchor', 'an entry says both "$after" and "$before"', 'one of them', 'both');
  }
  for (const key of ['$after', '$before'] as const) {
    if (!(key in entry)) continue;
    const v = entry[key];
    if (isString(v) && known.has(v)) continue;
    report(
      s,
      [...path, key],
      'overlay-anchor',
      `"${key}" names ${isString(v) ? `"${v}", which is no node of this list` : 'no id'}`,
      'the id of a node of this list (in _base or inserted by an entry above)',
      describeValue(v),
      isString(v) ? didYouMean(v, known) : undefined,
    );
  }
}

function checkOrder(s: Scope, entry: JsonObject, path: Segment[], known: Set<string>): void {
  const order = entry.$order;
  if (Object.keys(entry).length > 1) report(s, path, 'overlay-order', 'an "$order" entry holds only "$order"', '{ "$order": [ids] }', describeValue(entry));
  if (!Array.isArray(order)) {
    report(s, [...path, '$order'], 'overlay-order', '"$order" lists ids', 'a list of node ids', describeValue(order));
    return;
  }
  for (const [i, id] of order.entries()) {
    if (isString(id) && known.has(id)) continue;
    report(
      s,
      [...path, '$order', i],
      'overlay-order',
      `"$order" names ${isString(id) ? `"${id}", which is no node of this list` : 'no id'}`,
      'the id of a node of this list',
      describeValue(id),
      isString(id) ? didYouMean(id, known) : undefined,
    );
  }
}

/** The ids a list's anchors and orders may name: _base's, plus the insertions so far (anchors) or in all (orders). */
interface ListIds {
  base: string[];
  known: Set<string>;
  all: Set<string>;
}

/**
 * One entry of an overlay's node list: it must name a node _base has (to merge, move or remove it), insert a whole
 * new node (with `type`), or be an `$order`. Returns the id when the entry changes nothing (a repeat of _base).
 */
function checkEntry(s: Scope, entry: unknown, base: unknown, at: Segment[], ids: ListIds): string | undefined {
  const list = toPointer(at.slice(0, -1));
  if (!isObject(entry)) {
    report(s, at, 'overlay-entry', 'an entry of a node list is an object', 'a node, a node patch with "id", or { "$order": [...] }', describeValue(entry));
    return undefined;
  }
  if ('$order' in entry) {
    checkOrder(s, entry, at, ids.all);
    return undefined;
  }
  if (!isString(entry.id)) {
    report(s, at, 'overlay-entry', 'an entry of a node list names the node it changes', 'an "id"', 'no id');
    return undefined;
  }
  const id = entry.id;
  const node = Array.isArray(base) ? base.find((n) => isObject(n) && n.id === id) : undefined;
  if ('$remove' in entry) {
    if (entry.$remove !== true) report(s, [...at, '$remove'], 'overlay-entry', '"$remove" is true or absent', 'true', describeValue(entry.$remove));
    else if (!node)
      report(
        s,
        [...at, 'id'],
        'overlay-unknown-id',
        `"$remove" names "${id}", which _base's list ${list} does not have`,
        `an id of _base's list`,
        `"${id}"`,
        didYouMean(id, ids.base),
      );
    return undefined;
  }
  checkAnchor(s, entry, at, ids.known);
  if (!node && isString(entry.type)) {
    ids.known.add(id);
    checkNested(s, entry, undefined, at);
  } else if (!node) {
    report(
      s,
      [...at, 'id'],
      'overlay-unknown-id',
      `node "${id}" is not in _base's list ${list}; an entry without "type" only changes a node _base has`,
      `an id of _base's list, or a whole node (with "type") to insert`,
      `"${id}"`,
      didYouMean(id, ids.base),
    );
  } else if (!('$after' in entry || '$before' in entry) && isDeepStrictEqual(merged(s, node, withoutDirectives(entry)), node)) {
    return id;
  } else {
    checkNested(s, entry, node, at);
  }
  return undefined;
}

/**
 * One node list of an overlay against _base's, entry by entry; entries that change nothing are reported once per
 * list as a warning, so copies of _base do not linger.
 */
function checkList(s: Scope, entries: unknown[], base: unknown, path: Segment[]): void {
  const baseIds = idsOf(base);
  // Anchors see the list as built so far; an $order applies last, so it sees every insertion.
  const ids: ListIds = { base: baseIds, known: new Set(baseIds), all: new Set(baseIds) };
  for (const e of entries) if (isObject(e) && isString(e.id) && isString(e.type) && e.$remove !== true) ids.all.add(e.id);
  const repeats: { id: string; at: Segment[] }[] = [];
  for (const [i, entry] of entries.entries()) {
    const repeated = checkEntry(s, entry, base, [...path, i], ids);
    if (repeated !== undefined) repeats.push({ id: repeated, at: [...path, i] });
  }
  if (repeats.length > 0) {
    const names = repeats.map((r) => `"${r.id}"`).join(', ');
    report(
      s,
      repeats[0].at,
      'overlay-repeats-base',
      `this repeats _base; keep only what changes (${names} ${repeats.length === 1 ? 'is' : 'are'} the same as in _base)`,
      'only the nodes and keys this brand changes',
      `${repeats.length} unchanged node${repeats.length === 1 ? '' : 's'}`,
      undefined,
      true,
    );
  }
}

/** The slots of an entry, each a node list patched against the base node's slot of that name. */
function checkNested(s: Scope, entry: JsonObject, node: unknown, at: Segment[]): void {
  if (!isObject(entry.slots)) return;
  const baseSlots = isObject(node) && isObject(node.slots) ? node.slots : {};
  for (const [name, list] of Object.entries(entry.slots)) if (Array.isArray(list)) checkList(s, list, baseSlots[name], [...at, 'slots', name]);
}

/** Every node list an overlay document writes (screen body, chrome lists), checked against _base's. */
export function checkOverlayLists(ctx: LintContext, target: ComposedTarget, brand: string): void {
  const file = target.overlay;
  if (!file?.ok || target.kind === 'other') return;
  const s: Scope = { ctx, file, target, brand };
  const visit = (o: unknown, b: unknown, path: Segment[]): void => {
    if (!isObject(o)) return;
    for (const [key, v] of Object.entries(o)) {
      const p = [...path, key];
      const bv = isObject(b) ? b[key] : undefined;
      if (Array.isArray(v) && isNodeListPath(target.kind, p)) checkList(s, v, bv, p);
      else if (isObject(v)) visit(v, bv, p);
    }
  };
  visit(file.value, target.base?.value, []);
}
