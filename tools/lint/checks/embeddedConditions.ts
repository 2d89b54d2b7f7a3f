import { resolveRef, type Catalog } from '../catalog.ts';
import { isObject, type JsonObject, type JsonPath, type Segment } from '../json.ts';

const CONDITION = 'condition.schema.json';

/**
 * Conditions nested in props or params (a form field's or tab's `when`): the places where the value's schema is
 * condition.schema.json, found by walking the value and its schema together.
 */
export function embeddedConditions(catalog: Catalog, schemaRel: string, value: unknown, path: JsonPath): { value: unknown; path: Segment[] }[] {
  const out: { value: unknown; path: Segment[] }[] = [];
  const seen = new Set<string>();
  const visit = (v: unknown, schema: unknown, file: string, at: Segment[], depth: number): void => {
    if (!isObject(schema) || v === undefined || depth > 40) return;
    if (typeof schema.$ref === 'string') {
      const target = resolveRef(catalog, file, schema.$ref);
      if (!target) return;
      if (target.file === CONDITION && target.schema === catalog.schemas.get(CONDITION)) {
        const key = at.join('/');
        if (!seen.has(key)) out.push({ value: v, path: at });
        seen.add(key);
        return;
      }
      visit(v, target.schema, target.file, at, depth + 1);
    }
    for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
      const branches = schema[k];
      if (Array.isArray(branches)) for (const b of branches) visit(v, b, file, at, depth + 1);
    }
    if (Array.isArray(v)) {
      if (isObject(schema.items)) for (const [i, x] of v.entries()) visit(x, schema.items, file, [...at, i], depth + 1);
    } else if (isObject(v)) {
      const props: JsonObject = isObject(schema.properties) ? schema.properties : {};
      for (const [k, x] of Object.entries(v)) {
        const sub = props[k] ?? schema.additionalProperties;
        visit(x, sub, file, [...at, k], depth + 1);
      }
    }
  };
  const root = catalog.schemas.get(schemaRel);
  if (root) visit(value, root, schemaRel, [...path], 0);
  return out;
}
