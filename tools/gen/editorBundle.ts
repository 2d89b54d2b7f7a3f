import { posix } from 'node:path';
import type { SchemaFile } from './schemaFiles.ts';

export type Json = Record<string, unknown>;

export const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `widgets/form.schema.json` + `/$defs/field` -> `widgets.form.field`: a readable `$defs` key without `/` or `~`. */
function defName(rel: string, pointer: string): string {
  const segments = pointer.split('/').filter((s) => s !== '' && s !== '$defs');
  return [
    rel
      .replace(/\.schema\.json$/, '')
      .split('/')
      .join('.'),
    ...segments,
  ].join('.');
}

function at(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isJson(node) ? node[seg] : undefined;
  }
  return node;
}

/**
 * Contract schemas gathered into one self-contained document for an editor: each schema a `$ref` reaches (a file,
 * or a part of one) is copied once into `$defs`, and every `$ref` becomes `#/$defs/<name>`, so the editor needs no
 * other file. Keywords only the contracts use go: `$id` (it would re-base the copy), `$defs` (their parts are
 * copied where referenced), `x-widget` (the editor node says it with if/then); `x-expected` becomes the message an
 * editor shows when a pattern fails.
 */
export class Bundle {
  readonly defs: Json = {};
  private readonly docs = new Map<string, Json>();
  private readonly owners = new Map<string, string>();

  /** `replace`: documents used instead of a schema file (or in addition, under a new path), by path under schemas/. */
  constructor(files: readonly SchemaFile[], replace: ReadonlyMap<string, Json>) {
    for (const f of files) this.docs.set(f.rel, f.schema);
    for (const [rel, doc] of replace) this.docs.set(rel, doc);
  }

  /** The `$defs` key of what `ref`, written in the file `from`, names; copied on first use. */
  include(from: string, ref: string): string {
    const [filePart, fragment = ''] = ref.split('#');
    const rel = filePart ? posix.normalize(posix.join(posix.dirname(from), filePart)) : from;
    const name = defName(rel, fragment);
    const key = `${rel}#${fragment}`;
    const owner = this.owners.get(name);
    if (owner === key) return name;
    if (owner) throw new Error(`gen: editor schemas: ${owner} and ${key} would share the $defs name "${name}"`);
    const target = at(this.docs.get(rel), fragment);
    if (target === undefined) throw new Error(`gen: editor schemas: $ref "${ref}" in schemas/${from} names nothing`);
    this.owners.set(name, key);
    this.defs[name] = true; // reserved before copying, so a schema that refers to itself ends
    this.defs[name] = this.copy(target, rel);
    return name;
  }

  /** The `$defs` entries sorted by name (stable output). */
  sortedDefs(): Json {
    return Object.fromEntries(Object.entries(this.defs).sort(([a], [b]) => a.localeCompare(b)));
  }

  private copy(value: unknown, rel: string): unknown {
    if (Array.isArray(value)) return value.map((v) => this.copy(v, rel));
    if (!isJson(value)) return value;
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.$ref = `#/$defs/${this.include(rel, v)}`;
      else if ((k === '$id' || k === '$schema') && typeof v === 'string') continue;
      else if (k === '$defs' || k === 'x-widget') continue;
      else if (k === 'x-expected' && typeof v === 'string') out.patternErrorMessage = `Expected ${v}.`;
      else out[k] = this.copy(v, rel);
    }
    return out;
  }
}
