import { isJson, type Json } from './editorBundle.ts';

const DELETE = 'merge-patch.delete';
/** The node schema's name in a bundle, and the entry of a node list in an overlay. */
const NODE = 'node';
const ENTRY = 'node-list.entry';

const isNodeList = (s: Json): boolean => s.type === 'array' && isJson(s.items) && s.items.$ref === `#/$defs/${NODE}`;

const LIST_NOTE =
  'A node list: in an overlay it names only the nodes it changes, by id. An entry whose id _base has merges into that node; ' +
  '{"id", "$remove": true} removes it; a whole node (with "type") whose id _base lacks is inserted after "$after" or before "$before" ' +
  '(an id), else at the end; {"$order": [ids]} puts those ids in that order in the places they hold.';

/** The directives a node list entry may carry besides the node's keys (src/core/brand/patchNodeList.ts applies them). */
const DIRECTIVES: Json = {
  $remove: { const: true, description: "Removes the node of this id from _base's list." },
  $after: { type: 'string', description: 'Inserts (or moves) the node after the node of this id.' },
  $before: { type: 'string', description: 'Inserts (or moves) the node before the node of this id.' },
};
const ORDER: Json = {
  type: 'object',
  description: 'Reorders nodes: the listed ids take the places they hold, in the listed order (the others stay put).',
  properties: { $order: { type: 'array', items: { type: 'string' }, minItems: 2, uniqueItems: true } },
  required: ['$order'],
  additionalProperties: false,
};

/**
 * Adds to `defs` (a bundle's `$defs`) the merge patch view of the entry `root` and returns its name. An overlay
 * (screens/<brand>/...) is a JSON Merge Patch (RFC 7396) on its _base document: every key of an object is optional,
 * and `null` deletes a key. So down through objects `required` goes, and a key the composed document may lack
 * accepts `null`; a key the contract requires does not (deleting it breaks the composed document). A node list
 * (an array of nodes: screen body, chrome lists, slots) is patched by id, so its items are node patches (id
 * required) with the directives `$remove`, `$after`, `$before`, or an `{"$order": [...]}` entry. Any other array
 * replaces the base's whole, so its items, like any non-object value, keep the full schema.
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

  /** The entry of a node list: the node's merge patch view with its id and the directives, or an $order. */
  const entryOf = (): string => {
    if (ENTRY in defs) return ENTRY;
    defs[ENTRY] = true; // reserved: a node's slots are node lists again
    const nodePatch = defs[patchOf(NODE)];
    const node = isJson(nodePatch) ? nodePatch : {};
    const properties = isJson(node.properties) ? node.properties : {};
    defs[`${NODE}.entry`] = { ...node, properties: { ...properties, ...DIRECTIVES }, required: ['id'] };
    defs[ENTRY] = { description: LIST_NOTE, anyOf: [{ $ref: `#/$defs/${NODE}.entry` }, ORDER] };
    return ENTRY;
  };

  const patch = (s: unknown): unknown => {
    if (!isJson(s)) return s;
    if (isNodeList(s) && NODE in defs) return { ...s, description: LIST_NOTE, items: { $ref: `#/$defs/${entryOf()}` } };
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
