/**
 * Config fuzz (issue 19, item 8): fast-check arbitraries for brand and screen documents. "Valid-shaped" ones start
 * from the shipped documents under screens/ and spoil them (unknown widget types, wrong prop types, missing ids,
 * deep nesting, huge arrays, hostile strings, conditions on unknown variables or operators, bad actions); hostile
 * ones are any JSON at all. Used by the lint fuzz (tools) and the render fuzz (unit). CONFIG_FUZZ_SEED=<n> explores
 * other cases; a failure prints the seed and path that replay it.
 */
import fc from 'fast-check';

export const CONFIG_FUZZ_SEED = Number(process.env.CONFIG_FUZZ_SEED ?? 190_008);

type Json = unknown;
type Path = (string | number)[];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested lists or objects `depth` deep. */
const deepList = (depth: number): Json => {
  let v: Json = 'leaf';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};
const deepObject = (depth: number): Json => {
  let v: Json = 'leaf';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

/** Strings an operator (or an attacker with write access to the documents) might put anywhere. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  '\ud800',
  '\u202e',
  '😀'.repeat(20),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '%s%n',
  '$' + '{7*7}',
  'NaN',
  '-0',
  'a.b.c',
  'a..b',
  '/m/../../x',
  'https://evil.example',
  '\\u0000',
];

/** A value in a place that expects something else. */
const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Json>(...HOSTILE_STRINGS, null, true, 0, -1, 2 ** 31, 1e308, -1e308, 0.5, [], {}, [null], { __proto__: null }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Json>(
      deepList(100),
      deepObject(100),
      Array.from({ length: 1000 }, (_, i) => i),
      Array.from({ length: 100 }, () => ({})),
    ),
  },
);

/** Conditions a screen should survive: unknown variables, unknown or misused operators, wrong shapes. */
const badCondition: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  { var: 'no.such.var' },
  { var: ['no.such.var', 'default'] },
  { var: '__proto__.polluted' },
  { var: 'constructor.prototype' },
  { var: 5 },
  { '==': [{ var: 'session.type' }] },
  { and: [] },
  { or: 'x' },
  { '!': [] },
  { in: [1, 2] },
  { in: ['a', { var: 'x' }] },
  { noSuchOp: [1] },
  { method: [{ var: 'x' }, 'toString'] },
  { '>': [{ var: 'a' }, 1, 2, 3] },
  { var: '' },
  {},
  [],
  'true',
  null,
  42,
  deepObject(200),
  { and: Array.from({ length: 2000 }, () => ({ var: 'x' })) },
);

/** Action lists that should never run or break rendering: unknown actions, missing or wrong params. */
const badActions: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  [{ action: 'noSuchAction' }],
  [{ action: 'navigate' }],
  [{ action: 'navigate', params: { to: 42 } }],
  [{ action: 'navigate', params: { to: 'javascript:alert(1)' } }],
  [{ action: 'toast', params: null }],
  [{}],
  [null],
  'navigate',
  {},
  [{ action: '__proto__' }],
  Array.from({ length: 1000 }, () => ({ action: 'toast' })),
);

/** A mutation: which place (an index into the document's places, modulo their count) and what to do there. */
type Mutation =
  | { kind: 'set' | 'addKey'; at: number; key: string; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'nodeType' | 'nodeProps' | 'nodeWhen' | 'nodeOn' | 'nodeNoId' | 'nodeNest' | 'nodeHuge'; at: number; value: Json; key: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('set' as const, 'addKey' as const),
    at: fc.nat(),
    key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'unknownKey', ''), fc.string({ maxLength: 8 })),
    value: hostileValue,
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constantFrom('nodeType' as const, 'nodeProps' as const, 'nodeNoId' as const, 'nodeNest' as const, 'nodeHuge' as const),
    at: fc.nat(),
    key: fc.constantFrom('noSuchWidget', '', '__proto__', 'Button', 'constructor', 'toString', 'x'.repeat(500)),
    value: hostileValue,
  }),
  fc.record({ kind: fc.constant('nodeWhen' as const), at: fc.nat(), key: fc.constant(''), value: badCondition }),
  fc.record({ kind: fc.constant('nodeOn' as const), at: fc.nat(), key: fc.constantFrom('tap', 'submit', 'noSuchEvent', '__proto__'), value: badActions }),
);

/** Every object and array of a document, by path (the places a mutation can hit). */
function places(doc: Json, path: Path = [], out: Path[] = []): Path[] {
  if (isObj(doc) || Array.isArray(doc)) {
    out.push(path);
    for (const [k, v] of Object.entries(doc)) places(v, [...path, Array.isArray(doc) ? Number(k) : k], out);
  }
  return out;
}

/** Every node (an object with a string id and type) of a document, by path. */
function nodes(doc: Json): Path[] {
  return places(doc).filter((p) => {
    const v = at(doc, p);
    return isObj(v) && typeof v.type === 'string' && typeof v.id === 'string';
  });
}

function at(doc: Json, path: Path): Json {
  let v = doc;
  for (const k of path) v = (v as Record<string | number, Json>)[k];
  return v;
}

/** Sets an own property (`__proto__` included, as a key, the way JSON.parse makes it). */
function put(target: Record<string | number, Json>, key: string | number, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function apply(doc: Json, original: Mutation): void {
  // A copy of the value: the hostile values are shared constants, and later mutations edit what they land in.
  const m = 'value' in original ? { ...original, value: structuredClone(original.value) } : original;
  const isNodeKind = m.kind.startsWith('node');
  const all = isNodeKind ? nodes(doc) : places(doc).slice(1);
  if (!all.length) return;
  const path = all[m.at % all.length];
  const target = at(doc, path) as Record<string | number, Json>;
  switch (m.kind) {
    case 'set': {
      const keys = Object.keys(target);
      if (keys.length) put(target, Array.isArray(target) ? Number(keys[m.at % keys.length]) : keys[m.at % keys.length], m.value);
      return;
    }
    case 'addKey':
      if (Array.isArray(target)) target.push(m.value);
      else put(target, m.key, m.value);
      return;
    case 'delete': {
      const keys = Object.keys(target);
      if (!keys.length) return;
      if (Array.isArray(target)) target.splice(m.at % keys.length, 1);
      else delete target[keys[m.at % keys.length]];
      return;
    }
    case 'nodeType':
      target.type = m.key;
      return;
    case 'nodeProps':
      target.props =
        isObj(target.props) && isObj(m.value)
          ? { ...target.props, ...m.value }
          : isObj(target.props)
            ? { ...target.props, [Object.keys(target.props)[0] ?? 'labelKey']: m.value }
            : m.value;
      return;
    case 'nodeWhen':
      target.when = m.value;
      return;
    case 'nodeOn':
      target.on = { ...(isObj(target.on) ? target.on : {}), [m.key]: m.value };
      return;
    case 'nodeNoId':
      delete target.id;
      return;
    case 'nodeNest': {
      // The node wrapped in 60 stacks: deep nesting of valid-looking nodes.
      let inner: Json = { ...target };
      for (let i = 0; i < 60; i++) inner = { id: `${String(target.id)}.n${i}`, type: 'stack', props: {}, slots: { children: [inner] } };
      Object.assign(target, inner);
      return;
    }
    case 'nodeHuge':
      target.slots = {
        children: Array.from({ length: 150 }, (_, i) => ({
          id: `${String(target.id)}.h${i}`,
          type: i % 2 ? 'text' : m.key,
          props: { textKey: 'x'.repeat(i) },
        })),
      };
      return;
  }
}

/** Documents spoilt from these shipped ones: one picked, deep-copied, then 1-4 mutations applied. */
export function spoiltDocument<T extends Json>(originals: readonly T[], maxMutations = 4): fc.Arbitrary<{ index: number; doc: Json }> {
  return fc.tuple(fc.nat({ max: originals.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: maxMutations })).map(([index, ms]) => {
    const doc = structuredClone(originals[index]) as Json;
    for (const m of ms) apply(doc, m);
    return { index, doc };
  });
}

/** Any JSON at all, from small values to deep and wide ones. */
export const hostileDocument: fc.Arbitrary<Json> = fc.oneof(fc.jsonValue({ maxDepth: 6 }), hostileValue, fc.dictionary(fc.string(), hostileValue));

/** Text for a document file: mostly JSON of the value, sometimes broken JSON (the linter's syntax path). */
export function documentText(doc: Json, broken: number): string {
  const text = JSON.stringify(doc, null, 2) ?? 'null';
  if (broken % 7 !== 0) return text;
  const cut = broken % Math.max(1, text.length);
  return [text.slice(0, cut), `${text},`, `${text.slice(0, cut)}\u0000${text.slice(cut)}`, `// comment\n${text}`, ''][broken % 5];
}
