/** A path into a JSON value: property names and array indexes. */
export type Segment = string | number;
export type JsonPath = readonly Segment[];
export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';

/** RFC 6901 pointer of a path. */
export function toPointer(path: JsonPath): string {
  return path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** Path of an RFC 6901 pointer (as ajv's instancePath); segments stay strings. */
export function fromPointer(pointer: string): Segment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a path, undefined when any step is missing. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let cur = root;
  for (const seg of path) {
    if (Array.isArray(cur)) cur = cur[Number(seg)];
    else if (isObject(cur)) cur = Object.hasOwn(cur, String(seg)) ? cur[String(seg)] : undefined;
    else return undefined;
  }
  return cur;
}

/** A run-time `{"var": "path"}` reference (allowed as an action or data param value). */
export const isVarRef = (v: unknown): v is { var: string } => isObject(v) && Object.keys(v).length === 1 && isString(v.var);

/** Short operator-readable description of a value, for the "found ..." part of a message. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (isString(v)) return JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v);
  if (typeof v === 'number' || typeof v === 'boolean') return `${typeof v} ${String(v)}`;
  if (Array.isArray(v)) return v.length === 0 ? 'an empty list' : `a list of ${v.length} item${v.length === 1 ? '' : 's'}`;
  const keys = Object.keys(v as object);
  if (keys.length === 0) return 'an empty object';
  const shown = keys
    .slice(0, 4)
    .map((k) => JSON.stringify(k))
    .join(', ');
  return `an object with ${keys.length === 1 ? 'key' : 'keys'} ${shown}${keys.length > 4 ? ', ...' : ''}`;
}

/** `one of "a", "b"` for a list of allowed values (long lists cut short). */
export function describeChoices(values: readonly unknown[], max = 10): string {
  const shown = values
    .slice(0, max)
    .map((v) => JSON.stringify(v))
    .join(', ');
  if (values.length === 1) return shown;
  return `one of ${shown}${values.length > max ? `, ... (${values.length} in all)` : ''}`;
}
