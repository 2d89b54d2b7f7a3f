import { resolveRef, type Catalog } from '../catalog.ts';
import { isObject, type JsonObject } from '../json.ts';
import { didYouMean } from '../suggest.ts';

const CONTEXT = 'context.schema.json';

/** What is wrong with a `var` path, or undefined when the condition context has it. */
export interface VarPathProblem {
  message: string;
  expected: string;
  found: string;
  suggestion?: string;
}

function deref(catalog: Catalog, schema: JsonObject, file: string): { schema: JsonObject; file: string } {
  let cur = { schema, file };
  for (let i = 0; i < 20 && typeof cur.schema.$ref === 'string'; i++) {
    const next = resolveRef(catalog, cur.file, cur.schema.$ref);
    if (!next) break;
    cur = next;
  }
  return cur;
}

const kindOf = (s: JsonObject): string => {
  if (Array.isArray(s.enum)) return 'a fixed value';
  if (s.type === undefined) return 'a value';
  return `${Array.isArray(s.type) ? s.type.join(' or ') : String(s.type)}`;
};

/**
 * Checks a dotted `var` path against context.schema.json: each segment must be a declared property; below an
 * object whose additionalProperties is a schema (route.query) any name is accepted, and below one with
 * `additionalProperties: true` (event, item) the rest of the path is free-form.
 */
export function checkVarPath(catalog: Catalog, path: string): VarPathProblem | undefined {
  const root = catalog.schemas.get(CONTEXT);
  if (!root) return undefined;
  let cur = { schema: root, file: CONTEXT };
  const segments = path.split('.');
  for (let i = 0; i < segments.length; i++) {
    cur = deref(catalog, cur.schema, cur.file);
    const seg = segments[i];
    const prefix = segments.slice(0, i).join('.');
    const { schema } = cur;
    const props = isObject(schema.properties) ? schema.properties : undefined;
    if (props && isObject(props[seg])) {
      cur = { schema: props[seg], file: cur.file };
      continue;
    }
    if (schema.additionalProperties === true) return undefined;
    if (isObject(schema.additionalProperties)) {
      cur = { schema: schema.additionalProperties, file: cur.file };
      continue;
    }
    if (!props) {
      return {
        message: `condition variable "${path}" goes below "${prefix}", which is ${kindOf(schema)} and has no fields`,
        expected: `"${prefix}" itself`,
        found: `"${path}"`,
      };
    }
    const known = Object.keys(props);
    const close = didYouMean(seg, known);
    const shown = known.slice(0, 12).map((k) => (prefix ? `${prefix}.${k}` : k));
    return {
      message: `unknown condition variable "${path}": ${prefix ? `"${prefix}" has no field "${seg}"` : `the context has no "${seg}"`}`,
      expected: `one of ${shown.join(', ')}${known.length > 12 ? ', ...' : ''}`,
      found: `"${path}"`,
      suggestion: close === undefined ? undefined : [...segments.slice(0, i), close, ...segments.slice(i + 1)].join('.'),
    };
  }
  return undefined;
}
