import { type OperatorCallName, type OperatorCalls, operatorCalls } from '../../generated/api/operatorCalls.ts';
import type { OperatorSessionInfo } from '../../generated/api/shapes/operatorSession.ts';
import { isSessionLost, OFFLINE, OpsError } from './opsError.ts';

export { isOffline, isSessionLost, OpsError } from './opsError.ts';

/**
 * The studio's client of the operator calls (schemas/api/operator-catalog.json, typed by the generated
 * operatorCalls): same-origin fetches that carry the HttpOnly session cookie (the page never sees it), the CSRF
 * token of the last session answer on every call but a GET, GET inputs as the query. Failures throw OpsError.
 */
export interface OpsClient {
  call<N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']): Promise<OperatorCalls[N]['response']>;
  /** The last session answer (sign-in, operatorSession, password change), or null: not signed in, or not asked yet. */
  readonly session: OperatorSessionInfo | null;
  login(credentials: { username: string; password: string; totp?: string }): Promise<OperatorSessionInfo>;
  logout(): Promise<void>;
  /** Asks who is signed in (and the CSRF token again): the session, or an OpsError (401 without one). */
  refreshSession(): Promise<OperatorSessionInfo>;
  isSessionLost(err: unknown): boolean;
}

interface Envelope {
  success?: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

/** Calls whose answer is the session (with the CSRF token to send from then on). */
const SESSION_ANSWERS = new Set<OperatorCallName>(['operatorLogin', 'operatorSession', 'operatorPasswordChange']);

const queryOf = (input: object): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
};

export interface OpsClientOptions {
  /** Tests: a fake fetch. */
  fetch?: typeof fetch;
}

export function createOpsClient(options: OpsClientOptions = {}): OpsClient {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let session: OperatorSessionInfo | null = null;

  async function send<N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']): Promise<OperatorCalls[N]['response']> {
    const spec: { method: string; path: string } = operatorCalls[name];
    const get = spec.method === 'GET';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!get) {
      headers['content-type'] = 'application/json';
      if (session) headers['x-csrf-token'] = session.csrfToken;
    }
    let res: Response;
    try {
      res = await fetchImpl(`${spec.path}${get ? queryOf(input) : ''}`, { method: spec.method, headers, credentials: 'same-origin', cache: 'no-store', ...(get ? {} : { body: JSON.stringify(input) }) });
    } catch {
      throw new OpsError(0, OFFLINE, 'The server could not be reached: check the connection and try again. Nothing was lost.');
    }
    let body: Envelope;
    try {
      body = (await res.json()) as Envelope;
    } catch {
      throw new OpsError(res.status, 'response.not.json', `The server answered ${res.status} without a readable message: try again in a moment.`);
    }
    if (!res.ok || body.success !== true) {
      const err = new OpsError(res.status, body.errorCode ?? 'unknown', body.message ?? `The request failed (${res.status}).`, body.value);
      if (isSessionLost(err)) session = null;
      throw err;
    }
    const value = body.value as OperatorCalls[N]['response'];
    if (SESSION_ANSWERS.has(name)) session = value as OperatorSessionInfo;
    if (name === 'operatorLogout') session = null;
    return value;
  }

  const refreshSession = () => send('operatorSession', {});

  /**
   * A call, with the CSRF token it needs: a page that has not asked for the session yet asks first, and a token
   * the server no longer takes (a sign-in in another tab renews it) is asked again once.
   */
  async function call<N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']): Promise<OperatorCalls[N]['response']> {
    const needsCsrf = operatorCalls[name].method !== 'GET' && name !== 'operatorLogin';
    if (needsCsrf && !session) await refreshSession();
    try {
      return await send(name, input);
    } catch (err) {
      if (!(needsCsrf && err instanceof OpsError && err.errorCode === 'operator.csrf.invalid')) throw err;
      await refreshSession();
      return send(name, input);
    }
  }

  return {
    call,
    get session() {
      return session;
    },
    login: (c) => call('operatorLogin', c.totp ? { username: c.username, password: c.password, totp: c.totp } : { username: c.username, password: c.password }),
    logout: async () => {
      await call('operatorLogout', {});
    },
    refreshSession,
    isSessionLost,
  };
}
