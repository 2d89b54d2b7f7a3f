import { isJson, type Json } from './editorBundle.ts';

const DELETE = 'merge-patch.delete';

/**
 * Adds to `defs` (a bundle's `$defs`) the merge patch view of the entry `root` and returns its name. An overlay
 * (screens/<brand>/...) is a JSON Merge Patch (RFC 7396) on its _base document: every key of an object is optional,
 * and `null` deletes a key. So down through objects `required` goes, and a key the composed document may lack
 * accepts `null`; a key the contract requires does not (deleting it breaks the composed document). Arrays replace
 * the base's whole, so an array's items, like any non-object value, keep the full schema.
 */
export function addPatchDefs(defs: Json, root: string): string {
  defs[DELETE] = { type: 'null', description: 'null deletes this key from the _base document (JSON Merge Patch).' };
  const nullable = (s: unknown): Json => ({ anyOf: [s, { $ref: `#/$defs/${DELETE}` }] });

  const patchOf = (name: string): string => {
    const patchName = `${name}.patch`;
    if (patchName in defs) return patchName;
    const full = defs[name];
    defs[patchName] = true; // reserved while copying (a schema that refers to itself)
    const patched = patch(full);
    if (JSON.stringify(patched) === JSON.stringify(full)) {
      delete defs[patchName];
      return name;
    }
    defs[patchName] = patched;
    return patchName;
  };

  const patch = (s: unknown): unknown => {
    if (!isJson(s)) return s;
    if (typeof s.$ref === 'string' && s.$ref.startsWith('#/$defs/')) return { ...s, $ref: `#/$defs/${patchOf(s.$ref.slice('#/$defs/'.length))}` };
    const isObjectSchema = isJson(s.properties) || isJson(s.additionalProperties) || isJson(s.patternProperties);
    if (!isObjectSchema) return s;
    const { required, ...rest } = s;
    const mandatory = new Set(Array.isArray(required) ? required : []);
    const out: Json = { ...rest };
    if (isJson(s.properties)) {
      out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, mandatory.has(k) ? patch(v) : nullable(patch(v))]));
    }
    if (isJson(s.additionalProperties)) out.additionalProperties = nullable(patch(s.additionalProperties));
    if (isJson(s.patternProperties)) {
      out.patternProperties = Object.fromEntries(Object.entries(s.patternProperties).map(([k, v]) => [k, nullable(patch(v))]));
    }
    return out;
  };

  return patchOf(root);
}
