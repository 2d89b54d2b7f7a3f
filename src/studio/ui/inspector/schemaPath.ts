import { isObject } from '../../draft/json.ts';
import type { DocPath, JsonSchema } from './types.ts';

/** True when `path` names a field the schema describes (so a form draws it and shows its findings there). */
export function isSchemaPath(schema: JsonSchema, path: DocPath): boolean {
  let s: unknown = schema as unknown;
  for (const seg of path) {
    if (!isObject(s)) return false;
    if (typeof seg === 'number' || /^\d+$/.test(seg)) s = s.items;
    else s = isObject(s.properties) ? s.properties[seg] : undefined;
  }
  return isObject(s);
}
