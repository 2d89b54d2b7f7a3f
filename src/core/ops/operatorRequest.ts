import { type OperatorCallName, type OperatorCalls, operatorCalls } from '../../generated/api/operatorCalls.ts';
import type { OperatorSessionInfo } from '../../generated/api/shapes/operatorSession.ts';

/**
 * An operator call as HTTP, for both clients of the operator catalog (the studio's in the browser, the tools' in
 * Node): the path and method from schemas/api/operator-catalog.json, a GET's input as its query, any other method's
 * as a JSON body with the session's CSRF token.
 */

/** The platform's envelope, as an operator call answers it. */
export interface OperatorEnvelope {
  success?: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

export interface OperatorRequest {
  method: string;
  /** The path with a GET's query. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const queryOf = (input: object): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
};

/** The request of call `name` with `input`; `csrfToken` is the signed-in session's (sent on every call but a GET). */
export function operatorRequest<N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request'], csrfToken: string | null): OperatorRequest {
  const spec: { method: string; path: string } = operatorCalls[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (spec.method === 'GET') return { method: spec.method, path: `${spec.path}${queryOf(input)}`, headers };
  headers['content-type'] = 'application/json';
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  return { method: spec.method, path: spec.path, headers, body: JSON.stringify(input) };
}

/** Calls whose answer is the session (with the CSRF token to send from then on). */
const SESSION_ANSWERS = new Set<OperatorCallName>(['operatorLogin', 'operatorSession', 'operatorPasswordChange']);

/** The session a client holds after call `name` answered `value`: a new one, none after a sign-out, else the same. */
export function sessionAfter(name: OperatorCallName, value: unknown, current: OperatorSessionInfo | null): OperatorSessionInfo | null {
  if (SESSION_ANSWERS.has(name)) return value as OperatorSessionInfo;
  return name === 'operatorLogout' ? null : current;
}
