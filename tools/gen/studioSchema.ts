import { posix } from 'node:path';
import { isJson, type Json } from './editorBundle.ts';

/**
 * The studio's form schemas: one self-contained JSON Schema per widget's props, action's params, data source's
 * params and for a condition, as @rjsf/core draws it. Every `$ref` is inlined (rjsf resolves refs only inside the
 * root, and the precompiled validator compiles each sub-schema rjsf checks on its own, where a relative `#/...` ref
 * would name that sub-schema). Only a schema that contains itself (a condition) cannot be inlined: it stays in
 * `$defs`, and its refs are absolute (the root's `$id` + pointer) so they resolve from any sub-schema.
 */

/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
/** Keywords whose value is a schema or a list of schemas. */
const SCHEMA_VALUES = new Set([
  'items',
  'prefixItems',
  'additionalProperties',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
]);
/** Keywords a form has no use for: contract-only notes. */
const DROPPED = new Set(['$id', '$schema', '$comment', 'x-widget']);
/** A contract's titles name types ("BannerCarouselProps"): rjsf would show them as labels. */
const isTypeName = (v: unknown): boolean => typeof v === 'string' && /^[A-Z][A-Za-z0-9]*$/.test(v);
/** Keywords that only document: a `$ref`'s siblings with only these merge into the inlined target. */
const DOC_ONLY = new Set(['description', 'default', 'x-expected', 'examples']);

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/** The schema at a JSON pointer in a document. */
function at(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isJson(node) ? node[seg] : undefined;
  }
  return node;
}

/** `rel#fragment` of a `$ref` written in file `from`. */
function refKey(from: string, ref: string): { rel: string; fragment: string; key: string } {
  const [filePart, fragment = ''] = ref.split('#');
  const rel = filePart ? posix.normalize(posix.join(posix.dirname(from), filePart)) : from;
  return { rel, fragment, key: `${rel}#${fragment}` };
}

/** `condition.schema.json#/$defs/pair` -> `condition.pair`: a readable `$defs` name. */
const defName = (rel: string, fragment: string): string =>
  [
    rel
      .replace(/\.schema\.json$/, '')
      .split('/')
      .join('.'),
    ...fragment.split('/').filter((s) => s && s !== '$defs'),
  ].join('.');

/** Every `$ref` inside a schema, written in file `rel`. */
function refsIn(value: unknown, rel: string, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, rel, out);
  else if (isJson(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(refKey(rel, v).key);
      else refsIn(v, rel, out);
    }
  }
  return out;
}

export class FormSchemaBuilder {
  constructor(private readonly docs: ReadonlyMap<string, Json>) {}

  private target(key: string): { rel: string; schema: unknown } {
    const [rel, fragment] = key.split('#');
    const schema = at(this.docs.get(rel), fragment);
    if (schema === undefined) throw new Error(`gen: studio forms: $ref "${key}" names nothing`);
    return { rel, schema };
  }

  /** What stands for a recursive schema in a form: only a condition is one. */
  private marker(key: string): Json {
    if (key !== 'condition.schema.json#') throw new Error(`gen: studio forms: "${key}" contains itself; only a condition may (see FormSchemaBuilder.build)`);
    const { schema } = this.target(key);
    return { 'x-studio': 'condition', description: isJson(schema) ? schema.description : undefined };
  }

  /** Whether the schema at `key` reaches itself through refs (then it cannot be inlined). */
  private cyclic(key: string): boolean {
    const seen = new Set<string>();
    const todo = (() => {
      const t = this.target(key);
      return refsIn(t.schema, t.rel);
    })();
    while (todo.length) {
      const next = todo.pop() as string;
      if (next === key) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      const t = this.target(next);
      todo.push(...refsIn(t.schema, t.rel));
    }
    return false;
  }

  /**
   * The self-contained form schema of `doc` (written as file `rel`), `$id` = `id` only when refs must stay.
   * `recursion`: 'defs' keeps a schema that contains itself in `$defs` (the condition form); 'marker' puts a marker
   * in its place (a `when` inside props): rjsf's parser unrolls recursion into copies, and every copy's compiled
   * validator made such a form 550 KB. The studio edits conditions with its own editor (and the condition form's
   * validator); the marker tells the inspector to use it there, and brandCheck still checks the value.
   */
  build(rel: string, doc: Json, id: string, recursion: 'defs' | 'marker' = 'marker'): Json {
    const defs: Json = {};
    const cycles = new Map<string, boolean>();
    const isCyclic = (key: string): boolean => {
      if (!cycles.has(key)) cycles.set(key, this.cyclic(key));
      return cycles.get(key) as boolean;
    };
    const refTo = (key: string): string => {
      const { rel: r, fragment } = refKey('', key);
      const name = defName(r, fragment);
      if (!(name in defs)) {
        defs[name] = true; // reserved before expanding, so a schema that refers to itself ends
        const t = this.target(key);
        defs[name] = expand(t.schema, t.rel);
      }
      return `${id}#/$defs/${name}`;
    };
    const expand = (value: unknown, from: string): unknown => {
      if (!isJson(value)) return value;
      let out: Json = {};
      for (const [k, v] of Object.entries(value)) {
        if (DROPPED.has(k) || k === '$defs' || k === '$ref' || (k === 'title' && isTypeName(v))) continue;
        if (SCHEMA_MAPS.has(k) && isJson(v)) out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, expand(s, from)]));
        else if (SCHEMA_VALUES.has(k)) out[k] = Array.isArray(v) ? v.map((s) => expand(s, from)) : expand(v, from);
        else out[k] = v;
      }
      if (typeof value.$ref === 'string') {
        const { key } = refKey(from, value.$ref);
        if (isCyclic(key) && recursion === 'marker') out = { ...this.marker(key), ...out };
        else if (isCyclic(key)) out = { $ref: refTo(key), ...out };
        else {
          const t = this.target(key);
          const inlined = expand(t.schema, t.rel) as Json;
          const onlyDocs = Object.keys(out).every((k) => DOC_ONLY.has(k));
          // A sibling that validates too keeps both (2020-12 applies a $ref and its siblings together).
          out = onlyDocs ? { ...inlined, ...out } : { allOf: [inlined], ...out };
        }
      }
      return out;
    };
    const selfKey = `${rel}#`;
    const root = isCyclic(selfKey) && recursion === 'defs' ? { $ref: refTo(selfKey) } : (expand(doc, rel) as Json);
    if (!Object.keys(defs).length) return root;
    const sorted = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)));
    // rjsf follows an absolute ref only under draft 2020-12, and finds the root by its $id.
    return { $schema: DRAFT, $id: id, ...root, $defs: sorted };
  }
}

/** A `{"var": path}` value in params, taken when the action runs (an event field, a route query...). */
export function varOption(varRef: Json): Json {
  return {
    title: 'From the event or context',
    type: 'object',
    properties: { var: varRef },
    required: ['var'],
    additionalProperties: false,
  };
}

/**
 * Params (of an action or data source) as documents write them: each value may be `{"var": path}` instead. Each
 * property becomes a choice between its own schema and a var; its description and default stay on the property,
 * where the form shows them.
 */
export function withVars(schema: Json, option: Json): Json {
  const either = (s: unknown): unknown => {
    if (!isJson(s)) return s;
    const docs: Json = {};
    const rest: Json = {};
    for (const [k, v] of Object.entries(s)) (k === 'description' || k === 'default' ? docs : rest)[k] = v;
    return { ...docs, anyOf: [{ title: 'Fixed value', ...withVars(rest, option) }, option] };
  };
  const out: Json = { ...schema };
  if (isJson(schema.properties)) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, either(v)]));
  if (isJson(schema.items)) out.items = either(schema.items);
  if (isJson(schema.additionalProperties)) out.additionalProperties = either(schema.additionalProperties);
  return out;
}
