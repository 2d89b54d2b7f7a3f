import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { widgetContract, type WidgetContract } from '../gen/registry.ts';
import { listSchemaFiles } from '../gen/schemaFiles.ts';
import { isObject, type JsonObject } from './json.ts';

/** The repository's schemas/ folder. */
const SCHEMAS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'schemas');

/**
 * The contracts the linter checks against: every schema under schemas/ known by its relative path (so relative
 * $refs resolve as they do in an editor), and the widget, action and data source catalogs named by file name.
 */
export interface Catalog {
  /** Raw schema documents by path relative to schemas/. */
  schemas: Map<string, JsonObject>;
  widgets: Set<string>;
  actions: Set<string>;
  dataSources: Set<string>;
  /** Each widget type's contract: the data sources it accepts and the events it emits (its schema's x-widget). */
  contracts: Map<string, WidgetContract>;
  /** Compiled validator of a schema by its relative path (compiled on first use). */
  validator(rel: string): ValidateFunction;
}

function build(dir: string): Catalog {
  const files = listSchemaFiles(dir);
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: false });
  const schemas = new Map<string, JsonObject>();
  const names = { widgets: new Set<string>(), actions: new Set<string>(), data: new Set<string>() };
  const contracts = new Map<string, WidgetContract>();
  for (const f of files) {
    schemas.set(f.rel, f.schema);
    ajv.addSchema({ ...f.schema, $id: f.rel });
    const m = /^(widgets|actions|data)\/([^/]+)\.schema\.json$/.exec(f.rel);
    if (m) names[m[1] as keyof typeof names].add(m[2]);
    if (m?.[1] === 'widgets') contracts.set(m[2], widgetContract(f.schema));
  }
  const compiled = new Map<string, ValidateFunction>();
  return {
    schemas,
    widgets: names.widgets,
    actions: names.actions,
    dataSources: names.data,
    contracts,
    validator(rel: string): ValidateFunction {
      let fn = compiled.get(rel);
      if (!fn) {
        const got = ajv.getSchema(rel);
        if (!got) throw new Error(`lint:config: no schema ${rel} under ${dir}`);
        fn = got;
        compiled.set(rel, fn);
      }
      return fn;
    },
  };
}

let cached: { key: string; catalog: Catalog } | undefined;

/** The catalog of `dir`, rebuilt only when a schema file changed (the dev server lints on every request). */
export function loadCatalog(dir = SCHEMAS_DIR): Catalog {
  const key = listSchemaFiles(dir)
    .map((f) => `${f.rel}:${statSync(f.abs).mtimeMs}`)
    .join('|');
  if (cached?.key !== `${dir}|${key}`) cached = { key: `${dir}|${key}`, catalog: build(dir) };
  return cached.catalog;
}

/** Resolves a `$ref` written in the schema file `from` to the schema it names, with that schema's file. */
export function resolveRef(catalog: Catalog, from: string, ref: string): { schema: JsonObject; file: string } | undefined {
  const [filePart, fragment = ''] = ref.split('#');
  let file = from;
  if (filePart) {
    const parts = [
      ...dirname(from)
        .split('/')
        .filter((p) => p !== '.' && p !== ''),
      ...filePart.split('/'),
    ];
    const out: string[] = [];
    for (const p of parts) {
      if (p === '..') out.pop();
      else if (p !== '.') out.push(p);
    }
    file = out.join('/');
  }
  let node: unknown = catalog.schemas.get(file);
  for (const seg of fragment.split('/').filter(Boolean)) node = isObject(node) ? node[decodeURIComponent(seg)] : undefined;
  return isObject(node) ? { schema: node, file } : undefined;
}
