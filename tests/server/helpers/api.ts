import { Ajv2020, type AnySchema } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { encryptLegacy, encryptModern, type ModernPublicKey } from '../../../src/api/encryption/index.ts';
import { apiSchemas } from '../../../server/src/http/validation.ts';

export interface Answer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string; message?: string };
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOpts {
  merchant?: string | null;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw payload (bad JSON tests); sent with content-type application/json unless headers say otherwise. */
  raw?: string;
}

/** One request through app.inject, answer parsed (every answer must be a JSON envelope). */
export async function call(app: FastifyInstance, method: string, url: string, o: CallOpts = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.merchant !== null) headers.merchant = o.merchant ?? 'LUCKY88';
  if (o.token) headers.authorization = o.token;
  let payload: string | undefined;
  if (o.raw !== undefined) payload = o.raw;
  else if (o.body !== undefined) payload = JSON.stringify(o.body);
  if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  const r = await app.inject({ method: method as 'GET', url, headers, payload });
  let body: Answer['body'];
  try {
    body = r.json();
  } catch {
    throw new Error(`${method} ${url}: not JSON (${r.statusCode}): ${r.body.slice(0, 200)}`);
  }
  return { status: r.statusCode, body, headers: r.headers };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('email', /@/);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
for (const s of apiSchemas().values()) ajv.addSchema(s as AnySchema);

/** Asserts a success envelope whose value matches `<call>.response.schema.json`; returns the value. */
export function expectOk<T = unknown>(a: Answer, callName: string): T {
  expect(a.body.success, `${callName}: ${JSON.stringify(a.body)}`).toBe(true);
  expect(a.status).toBe(200);
  expect(a.headers['x-app-trace-id']).toMatch(/^[0-9a-f]{16}$/);
  const validate = ajv.getSchema(`${callName}.response.schema.json`);
  if (!validate) throw new Error(`no response schema for ${callName}`);
  const valid = validate(a.body.value);
  expect(valid, `${callName} response: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(a.body.value).slice(0, 300)}`).toBe(true);
  return a.body.value as T;
}

/** Asserts a platform error envelope with this status (and code when given). */
export function expectFail(a: Answer, status: number, errorCode?: string): void {
  expect(a.status, JSON.stringify(a.body)).toBe(status);
  expect(a.body.success).toBe(false);
  expect(typeof a.body.errorCode).toBe('string');
  expect(typeof a.body.message).toBe('string');
  expect(a.headers['x-app-trace-id']).toBeTruthy();
  if (errorCode) expect(a.body.errorCode).toBe(errorCode);
}

/** Sends an encrypted body with the merchant's scheme ('oaep-gcm' default, or 'legacy-des'). */
export async function callEncrypted(
  app: FastifyInstance, method: string, url: string, body: unknown, o: CallOpts & { scheme?: 'oaep-gcm' | 'legacy-des' } = {},
): Promise<Answer> {
  // The server's keys are the same for every merchant: fetch them as LUCKY88 even for calls testing bad merchants.
  const merchant = 'LUCKY88';
  const path = url.split('?')[0];
  let enc;
  if (o.scheme === 'legacy-des') {
    const modulus = (await call(app, 'GET', '/wps/session/key/rsa', { merchant })).body.value as string;
    enc = encryptLegacy(body, { modulus });
  } else {
    const key = (await call(app, 'GET', '/wps/session/key/oaep', { merchant })).body.value as ModernPublicKey;
    enc = await encryptModern(body, key, method, path);
  }
  return call(app, method, url, { ...o, body: enc.body, headers: { ...(o.headers ?? {}), ...enc.headers } });
}

/** Logs in with the modern scheme and returns the token. */
export async function login(app: FastifyInstance, username: string, password = 'demo1234', merchant = 'LUCKY88'): Promise<string> {
  const a = await callEncrypted(app, 'POST', '/wps/session/login', { username, password, type: 'username' }, { merchant });
  const v = expectOk<{ token: string }>(a, 'login');
  return v.token;
}
