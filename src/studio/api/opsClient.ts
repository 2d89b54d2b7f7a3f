import { type OperatorCallName, type OperatorCalls, operatorCalls } from '../../generated/api/operatorCalls.ts';
import type { OperatorSessionInfo } from '../../generated/api/shapes/operatorSession.ts';
import { type OperatorEnvelope, operatorRequest, sessionAfter } from '../../core/ops/operatorRequest.ts';
import { isSessionLost, OFFLINE, OpsError } from './opsError.ts';

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

export interface OpsClientOptions {
  /** Tests: a fake fetch. */
  fetch?: typeof fetch;
}

export function createOpsClient(options: OpsClientOptions = {}): OpsClient {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let session: OperatorSessionInfo | null = null;

  async function send<N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']): Promise<OperatorCalls[N]['response']> {
    const req = operatorRequest(name, input, session?.csrfToken ?? null);
    let res: Response;
    try {
      res = await fetchImpl(req.path, { method: req.method, headers: req.headers, credentials: 'same-origin', cache: 'no-store', body: req.body });
    } catch {
      throw new OpsError(0, OFFLINE, 'The server could not be reached: check the connection and try again. Nothing was lost.');
    }
    let body: OperatorEnvelope;
    try {
      body = (await res.json()) as OperatorEnvelope;
    } catch {
      throw new OpsError(res.status, 'response.not.json', `The server answered ${res.status} without a readable message: try again in a moment.`);
    }
    if (!res.ok || body.success !== true) {
      const err = new OpsError(res.status, body.errorCode ?? 'unknown', body.message ?? `The request failed (${res.status}).`, body.value);
      if (isSessionLost(err)) session = null;
      throw err;
    }
    session = sessionAfter(name, body.value, session);
    return body.value as OperatorCalls[N]['response'];
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
