import { findNodeAtLocation, modify, applyEdits, parseTree, type JSONPath, type Node } from 'jsonc-parser';

/**
 * Writes a migrated document back into its file's text with the fewest edits, so that the diff a migration leaves
 * under screens/ is the migration (a renamed key stays where it was, `schemaVersion` is one new line) and a hand
 * formatted file keeps its layout. Falls back to JSON.stringify when the edits cannot reproduce the value.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Equal as JSON values, whatever the order of object keys. */
function equalValues(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equalValues(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && equalValues(a[k], b[k]));
  }
  return a === b;
}

const nodeAt = (text: string, path: JSONPath): Node | undefined => {
  const tree = parseTree(text);
  return tree && findNodeAtLocation(tree, path);
};

/** The leading whitespace of the line `offset` is on. */
function indentAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

/** A value as text at an indentation; `multiline` false writes it on one line. */
function serialize(value: unknown, indent: string, multiline: boolean): string {
  if (!multiline || typeof value !== 'object' || value === null) return JSON.stringify(value);
  return JSON.stringify(value, null, 2).split('\n').join(`\n${indent}`);
}

const splice = (text: string, at: number, length: number, insert: string): string => text.slice(0, at) + insert + text.slice(at + length);

function replaceValue(text: string, path: JSONPath, value: unknown): string {
  const node = nodeAt(text, path);
  if (!node) return text;
  const multiline = text.slice(node.offset, node.offset + node.length).includes('\n');
  return splice(text, node.offset, node.length, serialize(value, indentAt(text, node.offset), multiline));
}

function renameKey(text: string, path: JSONPath, from: string, to: string): string {
  const key = nodeAt(text, [...path, from])?.parent?.children?.[0];
  return key ? splice(text, key.offset, key.length, JSON.stringify(to)) : text;
}

/** Inserts `key` after the property `after` (first when undefined), in the separator style of its neighbours. */
function insertKey(text: string, path: JSONPath, key: string, value: unknown, after: string | undefined): string {
  const obj = nodeAt(text, path);
  const props = obj?.children ?? [];
  if (obj?.type !== 'object' || props.length === 0) {
    return applyEdits(text, modify(text, [...path, key], value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  }
  const [first, second] = props;
  const sep = second ? text.slice(first.offset + first.length, second.offset) : `,${text.slice(obj.offset + 1, first.offset)}`;
  const lineBreak = sep.includes('\n');
  const property = `${JSON.stringify(key)}: ${serialize(value, sep.slice(sep.lastIndexOf('\n') + 1), lineBreak)}`;
  const at = after === undefined ? 0 : props.findIndex((p) => p.children?.[0]?.value === after) + 1;
  if (at < props.length) return splice(text, props[at].offset, 0, property + sep);
  const last = props[props.length - 1];
  return splice(text, last.offset + last.length, 0, sep + property);
}

function rewriteAt(text: string, path: JSONPath, before: unknown, after: unknown): string {
  if (same(before, after)) return text;
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.reduce((t: string, v, i) => rewriteAt(t, [...path, i], before[i], v), text);
  }
  if (!isObject(before) || !isObject(after)) return replaceValue(text, path, after);
  let t = text;
  const removed = Object.keys(before).filter((k) => !Object.hasOwn(after, k));
  const added = Object.keys(after).filter((k) => !Object.hasOwn(before, k));
  for (const k of [...added]) {
    // A key that left with the same value a new key came with was renamed: rename it in place.
    const from = removed.find((r) => same(before[r], after[k]));
    if (from === undefined) continue;
    t = renameKey(t, path, from, k);
    removed.splice(removed.indexOf(from), 1);
    added.splice(added.indexOf(k), 1);
  }
  for (const k of Object.keys(after)) if (Object.hasOwn(before, k)) t = rewriteAt(t, [...path, k], before[k], after[k]);
  const order = Object.keys(after);
  for (const k of added) {
    const prior = order
      .slice(0, order.indexOf(k))
      .reverse()
      .find((p) => !added.includes(p) || nodeAt(t, [...path, p]));
    t = insertKey(t, path, k, after[k], prior);
  }
  for (const k of removed) t = applyEdits(t, modify(t, [...path, k], undefined, {}));
  return t;
}

/** `text` (a JSON document) edited to hold `after`. */
export function rewriteJson(text: string, after: unknown): string {
  const before: unknown = JSON.parse(text);
  const out = rewriteAt(text, [], before, after);
  if (equalValues(JSON.parse(out), after)) return out;
  return `${JSON.stringify(after, null, 2)}\n`;
}
