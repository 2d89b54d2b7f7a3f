import { isObject } from '../../draft/json.ts';

/**
 * The value a form schema's `default`s give: the schema's own default, else an object of its properties' defaults
 * (nested objects too), else undefined. New nodes start with these props, as the inspector's form would fill them.
 */
export function defaultsOf(schema: unknown): unknown {
  if (!isObject(schema)) return undefined;
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (!isObject(schema.properties)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties)) {
    const value = defaultsOf(prop);
    if (value !== undefined) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
