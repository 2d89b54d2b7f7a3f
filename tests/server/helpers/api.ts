/**
 * Calls to the reference API through app.inject, by call name: the catalog (schemas/api/catalog.json) gives the
 * method and path, so no test writes a platform path. `send` is for what is not a platform call (pages, media, see
 * server/src/routes/paths.ts) and for deliberately malformed requests. Shared by the core and the games tests.
 */
import { Ajv2020, type AnySchema } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiSchemas } from '../../../server/src/http/validation.ts';
import { encryptLegacy, encryptModern, type ModernPublicKey } from '../../../src/api/encryption/index.ts';
import type { ApiCallSpec } from '../../../src/generated/api-catalog.ts';
import { apiCalls, type ApiCallName } from '../../../src/generated/api/calls.ts';
import type { OperatorCallName } from '../../../src/generated/api/operatorCalls.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** What `send` may use: the catalog's methods, and others to see them refused. */
type AnyMethod = Method | 'PATCH';

export interface Answer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string; message?: string };
  headers: Record<string, string | string[] | number | undefined>;
  /** The body as sent, for messages and non-JSON answers. */
  raw: string;
}

export interface SendOpts {
  /** Merchant header (default LUCKY88); null sends none. */
  merchant?: string | null;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw payload (bad JSON tests); sent with content-type application/json unless headers say otherwise. */
  raw?: string;
}

export interface CallOpts extends SendOpts {
  /** The query string: an object, or raw text for malformed queries. */
  query?: Record<string, string | number | boolean> | string;
  /** Another method the server accepts for this call (its catalog entry's alsoAccepts). */
  method?: Method;
}

/** One request on any URL through app.inject; the answer parsed when it is JSON. */
export async function send(app: FastifyInstance, method: AnyMethod, url: string, o: SendOpts = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.merchant !== null) headers.merchant = o.merchant ?? 'LUCKY88';
  if (o.token) headers.authorization = o.token;
  const payload = o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body));
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  const r = await app.inject({ method, url, headers, payload });
  let body: Answer['body'];
  try {
    body = r.json();
  } catch {
    body = { success: false, message: r.body };
  }
  return { status: r.statusCode, body, headers: r.headers, raw: r.body };
}

/** A call's catalog entry (method, path, body encoding, idempotent...). */
export const specOf = (name: ApiCallName): Omit<ApiCallSpec, 'summary'> => apiCalls[name];

/** The URL of a call with its query (an object, or raw text). */
export function urlOf(name: ApiCallName, query?: CallOpts['query']): string {
  const qs = typeof query === 'string' ? query : new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${apiCalls[name].path}?${qs}` : apiCalls[name].path;
}

/** One platform call by name: method and path from the catalog, query and body as given. */
export function call(app: FastifyInstance, name: ApiCallName, o: CallOpts = {}): Promise<Answer> {
  return send(app, o.method ?? apiCalls[name].method, urlOf(name, o.query), o);
}

type Scheme = 'oaep-gcm' | 'legacy-des';

/**
 * A body encrypted for a call as the app sends it (modern scheme, or legacy when asked): the wrapped body and its
 * headers. For tests that prepare requests before sending them; callEncrypted does both.
 */
export async function encrypted(
  app: FastifyInstance,
  name: ApiCallName,
  body: unknown,
  o: { method?: Method; scheme?: Scheme } = {},
): Promise<{ body: unknown; headers: Record<string, string> }> {
  // The server's keys are the same for every merchant: fetch them as LUCKY88 even for calls testing bad merchants.
  const merchant = 'LUCKY88';
  if (o.scheme === 'legacy-des') {
    const modulus = (await call(app, 'legacyKey', { merchant })).body.value as string;
    return encryptLegacy(body, { modulus });
  }
  const key = (await call(app, 'oaepKey', { merchant })).body.value as ModernPublicKey;
  return encryptModern(body, key, o.method ?? apiCalls[name].method, apiCalls[name].path);
}

/** An encrypted call (login, register, passwords, withdraw) with the modern scheme, or the legacy one when asked. */
export async function callEncrypted(app: FastifyInstance, name: ApiCallName, body: unknown, o: CallOpts & { scheme?: Scheme } = {}): Promise<Answer> {
  const enc = await encrypted(app, name, body, o);
  return call(app, name, { ...o, body: enc.body, headers: { ...(o.headers ?? {}), ...enc.headers } });
}

/** Logs in with the modern scheme and returns the token. */
export async function login(app: FastifyInstance, username: string, password = 'demo1234', merchant = 'LUCKY88'): Promise<string> {
  const a = await callEncrypted(app, 'login', { username, password, type: 'username' }, { merchant });
  return expectOk<{ token: string }>(a, 'login').token;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('email', /@/);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
for (const s of apiSchemas().values()) ajv.addSchema(s as AnySchema);

/** Asserts a success envelope whose value matches `<call>.response.schema.json` (player or operator call); returns the value. */
export function expectOk<T = unknown>(a: Answer, callName: ApiCallName | OperatorCallName): T {
  expect(a.body.success, `${callName}: ${a.raw.slice(0, 300)}`).toBe(true);
  expect(a.status).toBe(200);
  expect(a.headers['x-app-trace-id']).toMatch(/^[0-9a-f]{16}$/);
  const validate = ajv.getSchema(`${callName}.response.schema.json`);
  if (!validate) throw new Error(`no response schema for ${callName}`);
  const valid = validate(a.body.value);
  expect(valid, `${callName} response: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(a.body.value).slice(0, 300)}`).toBe(true);
  return a.body.value as T;
}

/** Asserts a platform error envelope with this status (and code when given): a 4xx, never a 500. */
export function expectFail(a: Answer, status: number, errorCode?: string): void {
  expect(a.status, a.raw.slice(0, 300)).toBe(status);
  expect(a.body.success).toBe(false);
  expect(typeof a.body.errorCode).toBe('string');
  expect(typeof a.body.message).toBe('string');
  expect(a.headers['x-app-trace-id']).toBeTruthy();
  if (errorCode) expect(a.body.errorCode).toBe(errorCode);
}
