import type { ApiCallSpec } from '../generated/api-catalog.ts';
import type { CallOptions } from '../core/platformApi.ts';
import type { CallTravel } from './callSpec.ts';
import { newIdempotencyKey } from '../core/idempotencyKey.ts';

type Method = ApiCallSpec['method'];

/** One call as it goes on the wire: the catalog's method, path and encoding, with what the client fills in. */
export interface WireRequest {
  method: Method;
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  form?: boolean;
  encrypt?: boolean;
  headers: Record<string, string>;
}

/**
 * Builds a call's request from the catalog, the one place where fixed parameters (platform html5, clientType 2,
 * imgSize rx2...), the current language, constant headers (ModuleId) and idempotency keys are filled in. GET
 * sends the parameters as the query; the other methods as the body (left out when there is nothing to send).
 */
export function wireRequest(spec: CallTravel, input: object | undefined, options: CallOptions, language: string): WireRequest {
  const params: Record<string, unknown> = { ...input };
  if (spec.language && (params[spec.language] === undefined || params[spec.language] === '')) params[spec.language] = language;
  Object.assign(params, spec.fixed);
  const headers: Record<string, string> = { ...spec.headers, ...options.headers };
  if (spec.idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  if (spec.method === 'GET') return { method: spec.method, path: spec.path, query: params, headers };
  const body = Object.keys(params).length > 0 ? params : undefined;
  return { method: spec.method, path: spec.path, body, form: spec.body === 'form', encrypt: spec.body === 'encrypted', headers };
}
