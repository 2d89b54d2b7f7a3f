import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type AnySchema, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** schemas/api at the repository root: `<callName>.request.schema.json` and `.response.schema.json`. */
const API_SCHEMA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../schemas/api');

type JsonSchema = Record<string, unknown> & { $id?: string };

let loaded: Map<string, JsonSchema> | undefined;

/** Every schema under schemas/api (the calls and their shared shapes/) by its $id (its path in schemas/api). */
export function apiSchemas(): Map<string, JsonSchema> {
  if (loaded) return loaded;
  const found = new Map<string, JsonSchema>();
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('.schema.json')) {
        const s = JSON.parse(readFileSync(join(dir, entry.name), 'utf8')) as JsonSchema;
        found.set(s.$id ?? `${prefix}${entry.name}`, s);
      }
    }
  };
  if (existsSync(API_SCHEMA_DIR)) walk(API_SCHEMA_DIR, '');
  loaded = found;
  return loaded;
}

/** The request schema of a call, for its route's `schema.body` or `schema.querystring` (see callRoute). */
export function requestSchema(call: string): JsonSchema {
  const id = `${call}.request.schema.json`;
  const s = apiSchemas().get(id);
  if (!s) throw new Error(`Missing schema ${id} in schemas/api`);
  return s;
}

function makeAjv(coerce: boolean): Ajv2020 {
  // Bodies: no coercion, no removal: a wrong type or an extra field is a 400, not silently fixed.
  // Query strings arrive as text, so they are coerced ("10" -> 10).
  const ajv = new Ajv2020({
    allErrors: false,
    strict: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  // Every standard format a schema may name (date, email, ...), with ajv-formats' full rules: a `date` must be a
  // day that exists (2025-02-30 fails), not only look like one. Unknown formats would otherwise pass unchecked.
  addFormats(ajv);
  for (const s of apiSchemas().values()) ajv.addSchema(s as AnySchema);
  return ajv;
}

/** Request validation with the shared schemas: strict for bodies, coercing for query strings and params. */
export function installValidation(app: FastifyInstance): void {
  const strict = makeAjv(false);
  const coercing = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    const id = (schema as JsonSchema).$id;
    const fn: ValidateFunction = (id ? ajv.getSchema(id) : undefined) ?? ajv.compile(schema as AnySchema);
    const required = (schema as { required?: unknown[] }).required;
    if (httpPart !== 'body' || (Array.isArray(required) && required.length > 0)) return fn;
    // A body whose fields are all optional may be left out entirely (Fastify passes null for "no body").
    const optionalBody = (data: unknown): boolean => {
      if (data === null) return true;
      const valid = fn(data) as boolean;
      optionalBody.errors = fn.errors;
      return valid;
    };
    optionalBody.errors = null as ValidateFunction['errors'];
    return optionalBody;
  });
}
