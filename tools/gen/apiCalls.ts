import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiCallSpec } from '../../src/generated/api-catalog.ts';
import type { SchemaFile } from './schemaFiles.ts';
import { BANNER } from './types.ts';

/** The call catalog (schemas/api/catalog.json) by call name. */
export function readCatalog(schemasDir: string): Record<string, ApiCallSpec> {
  return (JSON.parse(readFileSync(join(schemasDir, 'api', 'catalog.json'), 'utf8')) as { calls: Record<string, ApiCallSpec> }).calls;
}

/**
 * Checks the catalog against the call schemas, both ways: every call has its request and response schema, every
 * call schema has its call, and what the client fills in (fixed parameters, the language) is a request field.
 */
export function checkCatalog(calls: Record<string, ApiCallSpec>, files: readonly SchemaFile[]): void {
  const problems: string[] = [];
  const schemaOf = new Map(files.map((f) => [f.rel, f.schema]));
  for (const [name, spec] of Object.entries(calls)) {
    const request = schemaOf.get(`api/${name}.request.schema.json`);
    if (!request) problems.push(`call "${name}" has no schemas/api/${name}.request.schema.json`);
    if (!schemaOf.has(`api/${name}.response.schema.json`)) problems.push(`call "${name}" has no schemas/api/${name}.response.schema.json`);
    if (spec.method === 'GET' && spec.body) problems.push(`call "${name}": a GET call has no body encoding`);
    const fields = fieldsOf(request, schemaOf);
    for (const key of [...Object.keys(spec.fixed ?? {}), ...(spec.language ? [spec.language] : [])]) {
      if (request && !(key in fields)) problems.push(`call "${name}" fills in "${key}", which its request schema does not have`);
    }
  }
  for (const f of files) {
    const m = /^api\/([^/]+)\.(request|response)\.schema\.json$/.exec(f.rel);
    if (m && !calls[m[1]]) problems.push(`schemas/${f.rel} belongs to no call of schemas/api/catalog.json`);
  }
  if (problems.length) throw new Error(`gen: the API catalog does not match schemas/api:\n  ${problems.join('\n  ')}`);
}

/** The request fields of a call schema, following a schema that is an alias of another (`$ref` to a call schema). */
function fieldsOf(schema: Record<string, unknown> | undefined, schemaOf: ReadonlyMap<string, Record<string, unknown>>): Record<string, unknown> {
  let s = schema;
  for (let hops = 0; s && typeof s.$ref === 'string' && !s.properties && hops < 5; hops++) s = schemaOf.get(`api/${s.$ref}`);
  return (s?.properties ?? {}) as Record<string, unknown>;
}

/**
 * src/generated/api/calls.ts: the catalog as a constant (how each call travels) and the map from each call name
 * to its request and response types, so `api.call(name, input)` is typed end to end.
 */
export function apiCallsModule(calls: Record<string, ApiCallSpec>, files: readonly SchemaFile[]): string {
  const names = Object.keys(calls).sort();
  const titles = new Map(files.map((f) => [f.rel, String(f.schema.title)]));
  const type = (n: string, part: 'request' | 'response'): string => titles.get(`api/${n}.${part}.schema.json`) ?? '';
  const imports = names.flatMap((n) => [`import type { ${type(n, 'request')} } from './${n}.request.ts';`, `import type { ${type(n, 'response')} } from './${n}.response.ts';`]);
  const table = names.map((n) => {
    const { summary: _summary, ...travel } = calls[n];
    return `  ${n}: ${JSON.stringify(travel)},`;
  });
  const map = names.map((n) => `  /** ${calls[n].summary} */\n  ${n}: { request: ${type(n, 'request')}; response: ${type(n, 'response')} };`);
  return [
    BANNER,
    `import type { ApiCallSpec } from '../api-catalog.ts';`,
    ...imports,
    '',
    '/** How each platform call travels (schemas/api/catalog.json). */',
    'export const apiCalls = {',
    ...table,
    `} as const satisfies Record<ApiCallName, Omit<ApiCallSpec, 'summary'>>;`,
    '',
    '/** Each platform call\'s request and response (the envelope\'s value). */',
    'export interface ApiCalls {',
    ...map,
    '}',
    '',
    'export type ApiCallName = keyof ApiCalls;',
    '',
  ].join('\n');
}
