type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The value a form schema's `default`s give: the schema's own default, else an object of its properties' defaults
 * (nested objects too), else undefined. New nodes start with these props, as the inspector's form would fill them.
 */
export function defaultsOf(schema: unknown): unknown {
  if (!isSchema(schema)) return undefined;
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (!isSchema(schema.properties)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties)) {
    const value = defaultsOf(prop);
    if (value !== undefined) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
