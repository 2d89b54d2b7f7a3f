/** Small JSON helpers of the draft model: plain values only (what JSON.parse gives). */

export type Json = Record<string, unknown>;
export type Segment = string | number;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const clone = <T>(v: T): T => (v === undefined ? v : (structuredClone(v) as T));

/** Structural equality of JSON values (key order ignored). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}

/** The value at `path`, or undefined when any step is missing. */
export function getAt(doc: unknown, path: readonly Segment[]): unknown {
  let v = doc;
  for (const seg of path) {
    if (Array.isArray(v)) v = v[Number(seg)];
    else if (isObject(v) && Object.hasOwn(v, String(seg))) v = v[String(seg)];
    else return undefined;
  }
  return v;
}

/** `doc` with the value at `path` set (a copy; missing objects and lists created; undefined removes it). */
export function setAt(doc: unknown, path: readonly Segment[], value: unknown): unknown {
  if (path.length === 0) return clone(value);
  const [head, ...rest] = path;
  if (typeof head === 'number' || Array.isArray(doc)) {
    const out = Array.isArray(doc) ? [...doc] : [];
    const i = Number(head);
    if (rest.length === 0 && value === undefined) out.splice(i, 1);
    else out[i] = setAt(out[i], rest, value);
    return out;
  }
  const out: Json = isObject(doc) ? { ...doc } : {};
  if (rest.length === 0 && value === undefined) delete out[head];
  else out[head] = setAt(out[head], rest, value);
  return out;
}

/** Marks "no change" in a merge patch (JSON has no undefined, so it cannot be confused with a value). */
export const NO_CHANGE = Symbol('no change');

/**
 * The minimal RFC 7396 merge patch that turns `from` into `to`: objects by key (a key `to` lacks becomes null),
 * anything else whole; NO_CHANGE when they are equal.
 */
export function mergeDiff(from: unknown, to: unknown): unknown {
  if (deepEqual(from, to)) return NO_CHANGE;
  if (to === undefined) return null;
  if (!isObject(from) || !isObject(to)) return clone(to);
  const patch: Json = {};
  for (const [k, v] of Object.entries(to)) {
    const d = mergeDiff(from[k], v);
    if (d !== NO_CHANGE) patch[k] = d;
  }
  for (const k of Object.keys(from)) if (!Object.hasOwn(to, k)) patch[k] = null;
  return patch;
}

/** RFC 6901: '/a/b~1c' → ['a', 'b/c']. */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** RFC 6901: ['a', 'b/c'] → '/a/b~1c'. */
export const toPointer = (path: readonly Segment[]): string => path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
