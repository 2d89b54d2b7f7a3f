import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiCallSpec } from '../../src/generated/api-catalog.ts';
import type { SchemaFile } from './schemaFiles.ts';
import { BANNER } from './types.ts';

/** A call catalog of schemas/api by call name: catalog.json (the platform's calls) or operator-catalog.json. */
export function readCatalog(schemasDir: string, file: 'catalog.json' | 'operator-catalog.json' = 'catalog.json'): Record<string, ApiCallSpec> {
  return (JSON.parse(readFileSync(join(schemasDir, 'api', file), 'utf8')) as { calls: Record<string, ApiCallSpec> }).calls;
}

/** Where operator calls live: their own prefix, never beside the players' calls (/wps, /lgw). */
const OPERATOR_PREFIX = '/ops/';

/**
 * The two catalogs side by side: the players' calls ship in the app's bundle, the operators' calls (brand
 * publishing, operator accounts) only in the server, the tools and the studio. A name is in one of them, and each
 * catalog's paths stay on its side of OPERATOR_PREFIX.
 */
export function checkCatalogSides(player: Record<string, ApiCallSpec>, operator: Record<string, ApiCallSpec>): void {
  const problems: string[] = [];
  for (const name of Object.keys(operator)) if (player[name]) problems.push(`call "${name}" is in both catalog.json and operator-catalog.json`);
  for (const [name, spec] of Object.entries(player))
    if (spec.path.startsWith(OPERATOR_PREFIX)) problems.push(`player call "${name}" uses the operator prefix ${OPERATOR_PREFIX}`);
  for (const [name, spec] of Object.entries(operator))
    if (!spec.path.startsWith(OPERATOR_PREFIX)) problems.push(`operator call "${name}" must be under ${OPERATOR_PREFIX}, not ${spec.path}`);
  if (problems.length) throw new Error(`gen: the API catalogs overlap:\n  ${problems.join('\n  ')}`);
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
    if (m && !calls[m[1]]) problems.push(`schemas/${f.rel} belongs to no call of schemas/api/catalog.json or operator-catalog.json`);
  }
  if (problems.length) throw new Error(`gen: the API catalog does not match schemas/api:\n  ${problems.join('\n  ')}`);
}

/** The request fields of a call schema, following a schema that is an alias of another (`$ref` to a call schema). */
function fieldsOf(schema: Record<string, unknown> | undefined, schemaOf: ReadonlyMap<string, Record<string, unknown>>): Record<string, unknown> {
  let s = schema;
  for (let hops = 0; s && typeof s.$ref === 'string' && !s.properties && hops < 5; hops++) s = schemaOf.get(`api/${s.$ref}`);
  return (s?.properties ?? {}) as Record<string, unknown>;
}

/** The names one generated call module exports. */
export interface CallModuleNames {
  constName: string;
  mapName: string;
  nameType: string;
  catalog: string;
}

const PLAYER_MODULE: CallModuleNames = { constName: 'apiCalls', mapName: 'ApiCalls', nameType: 'ApiCallName', catalog: 'schemas/api/catalog.json' };
export const OPERATOR_MODULE: CallModuleNames = {
  constName: 'operatorCalls',
  mapName: 'OperatorCalls',
  nameType: 'OperatorCallName',
  catalog: 'schemas/api/operator-catalog.json',
};

/**
 * src/generated/api/calls.ts (or operatorCalls.ts): the catalog as a constant (how each call travels) and the map
 * from each call name to its request and response types, so `api.call(name, input)` is typed end to end.
 */
export function apiCallsModule(calls: Record<string, ApiCallSpec>, files: readonly SchemaFile[], module: CallModuleNames = PLAYER_MODULE): string {
  const names = Object.keys(calls).sort();
  const titles = new Map(files.map((f) => [f.rel, String(f.schema.title)]));
  const type = (n: string, part: 'request' | 'response'): string => titles.get(`api/${n}.${part}.schema.json`) ?? '';
  const imports = names.flatMap((n) => [
    `import type { ${type(n, 'request')} } from './${n}.request.ts';`,
    `import type { ${type(n, 'response')} } from './${n}.response.ts';`,
  ]);
  const table = names.map((n) => `  ${n}: ${JSON.stringify(travelOf(calls[n]))},`);
  const map = names.map((n) => `  /** ${calls[n].summary} */\n  ${n}: { request: ${type(n, 'request')}; response: ${type(n, 'response')} };`);
  return [
    BANNER,
    `import type { ApiCallSpec } from '../api-catalog.ts';`,
    ...imports,
    '',
    `/** How each call travels (${module.catalog}). */`,
    `export const ${module.constName} = {`,
    ...table,
    `} as const satisfies Record<${module.nameType}, Omit<ApiCallSpec, 'summary'>>;`,
    '',
    "/** Each call's request and response (the envelope's value). */",
    `export interface ${module.mapName} {`,
    ...map,
    '}',
    '',
    `export type ${module.nameType} = keyof ${module.mapName};`,
    '',
  ].join('\n');
}

/** How a call travels: its catalog entry without the summary and the bundling mark. */
function travelOf(spec: ApiCallSpec): Omit<ApiCallSpec, 'summary' | 'firstScreen'> {
  const { summary: _summary, firstScreen: _firstScreen, ...travel } = spec;
  return travel;
}

/**
 * The app's two halves of the players' catalog (src/generated/api/firstScreenCalls.ts and laterCalls.ts): the calls
 * marked `firstScreen` travel in the entry chunk, the others load with the first call that needs one.
 */
export function splitCallModules(calls: Record<string, ApiCallSpec>): Map<string, string> {
  const names = Object.keys(calls).sort();
  const half = (constName: string, what: string, first: boolean): string =>
    [
      BANNER,
      "import type { ApiCallName } from './calls.ts';",
      "import type { ApiCallSpec } from '../api-catalog.ts';",
      '',
      `/** ${what} */`,
      `export const ${constName}: Partial<Record<ApiCallName, Omit<ApiCallSpec, 'summary' | 'firstScreen'>>> = {`,
      ...names.filter((n) => !!calls[n].firstScreen === first).map((n) => `  ${n}: ${JSON.stringify(travelOf(calls[n]))},`),
      '};',
      '',
    ].join('\n');
  return new Map([
    ['api/firstScreenCalls.ts', half('firstScreenCalls', "How the calls a first screen asks travel: in the app's entry chunk.", true)],
    ['api/laterCalls.ts', half('laterCalls', 'How every other call travels: loaded with the first call that needs one.', false)],
  ]);
}
