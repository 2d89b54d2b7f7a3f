/**
 * Bad input for the API fuzz (apiFuzz.test.ts), generated with fast-check from a call's request schema: a body
 * or query that starts plausible (each field a value its schema allows) and then has fields replaced by hostile
 * values, dropped, or joined by unknown and prototype keys; or a body that is not an object at all.
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;
/** A call's request fields with their schemas (after $ref and allOf). */
export type Fields = Record<string, Schema>;

/** Text sent as it is, where JSON.stringify could not write it (1e400, -0, deep nesting). */
class Raw {
  constructor(readonly text: string) {}
}
/** An object whose keys may be `__proto__`, `constructor`...: kept as entries so no key is lost or applied. */
class Obj {
  constructor(readonly entries: [string, unknown][]) {}
}

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields of a schema by id, following $ref and allOf/anyOf/oneOf (the legacy query shape, shared shapes). */
export function fieldsOf(all: Map<string, unknown>, id: string, depth = 0): Fields {
  const s = all.get(id);
  return isSchema(s) ? fieldsOfSchema(all, s, depth) : {};
}

function fieldsOfSchema(all: Map<string, unknown>, s: Schema, depth: number): Fields {
  if (depth > 5) return {};
  const out: Fields = {};
  if (typeof s.$ref === 'string') Object.assign(out, fieldsOf(all, s.$ref.split('#')[0], depth + 1));
  for (const k of ['allOf', 'anyOf', 'oneOf']) {
    for (const sub of Array.isArray(s[k]) ? s[k] : []) if (isSchema(sub)) Object.assign(out, fieldsOfSchema(all, sub, depth + 1));
  }
  if (isSchema(s.properties)) for (const [k, v] of Object.entries(s.properties)) if (isSchema(v)) out[k] = v;
  return out;
}

/** A value the field's schema allows, roughly: the starting point the fuzz then spoils. */
function plausible(s: Schema): unknown {
  if (Array.isArray(s.enum)) return s.enum[0];
  if ('const' in s) return s.const;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') return typeof s.minimum === 'number' ? s.minimum : 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'a'.repeat(typeof s.minLength === 'number' ? Math.max(1, s.minLength) : 3);
}

const nested = (depth: number, open: string, close: string, leaf = '1'): Raw => new Raw(open.repeat(depth) + leaf + close.repeat(depth));
const proto = (key: string): Obj =>
  new Obj([
    [
      key,
      new Obj([
        ['polluted', true],
        ['prototype', new Obj([['polluted', true]])],
      ]),
    ],
  ]);

/** Values no field should ever fail on with a 5xx. */
const HOSTILE: unknown[] = [
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('-0'),
  new Raw('1E+308'),
  new Raw('123456789012345678901234567890'),
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  2 ** 64,
  -1,
  0,
  0.5,
  -0.0001,
  1e21,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '2147483648',
  '-1',
  '0x1F',
  ' 1 ',
  '1.0',
  '٣',
  '',
  ' ',
  null,
  true,
  false,
  [],
  {},
  [null],
  [1, 2, 3],
  ['a'],
  'x'.repeat(100_000),
  '\u0000',
  '\ud800',
  '😀'.repeat(40),
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '$' + '{7*7}',
  nested(2000, '[', ']'),
  nested(2000, '{"a":', '}'),
  proto('__proto__'),
  proto('constructor'),
  proto('prototype'),
  Array.from({ length: 5000 }, (_, i) => i),
];

/** A hostile value: the fixed list above, or any JSON value or string fast-check picks. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** Keys a field list should not contain. */
const hostileKey: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'hasOwnProperty',
      'toString',
      'valueOf',
      'isAdmin',
      'a[b]',
      'a.b',
      '',
      'k'.repeat(2000),
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Field entries: each field plausible, then 1-3 spoilt (a hostile value or dropped), plus up to 3 stray keys. */
function spoiltEntries(fields: Fields): fc.Arbitrary<[string, unknown][]> {
  const names = Object.keys(fields);
  const base = (): [string, unknown][] => names.map((n) => [n, plausible(fields[n])]);
  const strays = fc.array(fc.tuple(hostileKey, hostileValue), { minLength: names.length ? 0 : 1, maxLength: 3 });
  if (!names.length) return strays;
  const spoil = fc.array(fc.tuple(fc.constantFrom(...names), hostileValue, fc.boolean()), { minLength: 1, maxLength: 3 });
  return fc.tuple(spoil, strays).map(([changes, extra]) => {
    const entries = new Map(base());
    for (const [n, v, drop] of changes) {
      if (drop) entries.delete(n);
      else entries.set(n, v);
    }
    return [...entries, ...extra];
  });
}

/** A request body: a spoilt object mostly; sometimes a body that is no object at all or is not JSON. */
export function badBody(fields: Fields): fc.Arbitrary<unknown> {
  const notAnObject = fc.constantFrom<unknown>(
    new Raw('null'),
    new Raw('[]'),
    new Raw('[{}]'),
    new Raw('1'),
    new Raw('1e400'),
    new Raw('"x"'),
    new Raw('true'),
    nested(5000, '[', ']'),
    new Raw('{'),
    new Raw('{"a":1,}'),
    new Raw('\u0000'),
    new Raw(`"${'x'.repeat(100_000)}"`),
  );
  return fc.oneof({ weight: 5, arbitrary: spoiltEntries(fields).map((e) => new Obj(e)) }, { weight: 1, arbitrary: notAnObject });
}

/** A query string: spoilt fields, or raw text a query parser may trip on. */
export function badQuery(fields: Fields): fc.Arbitrary<string> {
  const rawText = fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '__proto__=1',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'pageNo=1e400&pageNo=2',
    '&&&==&',
    '='.repeat(1000),
    `a=${'x'.repeat(100_000)}`,
    'pageNo[]=1',
    'pageNo[a]=1',
    `${'a[b]'.repeat(500)}=1`,
  );
  return fc.oneof({ weight: 5, arbitrary: spoiltEntries(fields).map(toQuery) }, { weight: 1, arbitrary: rawText });
}

/** A value as text in a query or form field. */
function asText(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return toJson(v);
  return String(v);
}

/** Entries as a query string; an array repeats its key, an object becomes bracket keys. */
function toQuery(entries: [string, unknown][]): string {
  const parts: string[] = [];
  // A lone surrogate cannot be percent-encoded as UTF-8: it is sent as the bytes of one (invalid UTF-8 on purpose).
  const enc = (t: string): string =>
    encodeURIComponent(t.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')).replaceAll('%EF%BF%BD', '%ED%A0%80');
  for (const [k, v] of entries) {
    if (Array.isArray(v)) for (const item of v.slice(0, 50)) parts.push(`${enc(k)}=${enc(asText(item))}`);
    else if (v instanceof Obj) for (const [ik, iv] of v.entries) parts.push(`${enc(k)}[${enc(ik)}]=${enc(asText(iv))}`);
    else parts.push(`${enc(k)}=${enc(asText(v))}`);
  }
  return parts.join('&');
}

/** A body as form fields (the form-encoded calls); a non-object body is sent as its text. */
export function toForm(body: unknown): string {
  return body instanceof Obj ? toQuery(body.entries) : asText(body);
}

/** JSON text of a generated value, with raw tokens written as they are and every key kept (`__proto__` too). */
export function toJson(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (v instanceof Obj) return `{${v.entries.map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`).join(',')}}`;
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`;
  if (typeof v === 'object' && v !== null) return toJson(new Obj(Object.entries(v)));
  return JSON.stringify(v) ?? 'null';
}

/**
 * The value for an encrypted call (encryption JSON-encodes it): raw tokens become their text as a string, and
 * prototype keys stay own properties (defineProperty, so `__proto__` is a key, not the prototype).
 */
export function plainValue(v: unknown): unknown {
  if (v instanceof Raw) {
    try {
      return JSON.parse(v.text) as unknown;
    } catch {
      return v.text;
    }
  }
  if (v instanceof Obj) {
    const out: Record<string, unknown> = {};
    for (const [k, x] of v.entries) Object.defineProperty(out, k, { value: plainValue(x), enumerable: true, writable: true, configurable: true });
    return out;
  }
  if (Array.isArray(v)) return v.map(plainValue);
  return v;
}
