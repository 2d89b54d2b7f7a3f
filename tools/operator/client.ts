import type { OperatorCallName, OperatorCalls } from '../../src/generated/api/operatorCalls.ts';
import type { OperatorSessionInfo } from '../../src/generated/api/shapes/operatorSession.ts';
import { type OperatorEnvelope, operatorRequest, sessionAfter } from '../../src/core/ops/operatorRequest.ts';

/**
 * A typed client of the operator calls for tools (`npm run brands`, tests): signs in, keeps the session cookie as a
 * browser would (the tool is its only holder) and sends the CSRF token on every call but a GET. Each call's path,
 * method, input and answer come from schemas/api/operator-catalog.json, as the app's calls come from catalog.json.
 *
 * Environment of the CLIs that use it: PLATFORM_URL (default http://127.0.0.1:8080), OPERATOR_USER,
 * OPERATOR_PASSWORD, OPERATOR_TOTP (the current code, for an account with a second factor).
 */
export const DEFAULT_PLATFORM_URL = 'http://127.0.0.1:8080';
const COOKIE = 'mc_ops';

/** A failed envelope (or a non-envelope answer): what the server said, for the tool to show or act on. */
export class OperatorCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'OperatorCallError';
  }
}

interface OperatorCredentials {
  username: string;
  password: string;
  totp?: string;
}

export interface OperatorClient {
  /** Signs in; later calls carry the session. */
  login(credentials: OperatorCredentials): Promise<OperatorSessionInfo>;
  call<N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']): Promise<OperatorCalls[N]['response']>;
  /** The last session answer (login, operatorSession, operatorPasswordChange), or null before signing in. */
  readonly session: OperatorSessionInfo | null;
}

/** A client of the server at baseUrl; `fetchImpl` lets tests call an app in process (injectFetch). */
export function createOperatorClient(baseUrl = process.env.PLATFORM_URL ?? DEFAULT_PLATFORM_URL, fetchImpl: typeof fetch = fetch): OperatorClient {
  const base = baseUrl.replace(/\/+$/, '');
  let cookie: string | null = null;
  let session: OperatorSessionInfo | null = null;

  /** Keeps the session cookie the answer sets (an empty value or Max-Age=0 removes it). */
  const keepCookie = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (pair.slice(0, eq).trim() !== COOKIE) continue;
      const value = pair.slice(eq + 1).trim();
      cookie = value && !/;\s*max-age=0\b/i.test(line) ? value : null;
    }
  };

  async function call<N extends OperatorCallName>(name: N, input: OperatorCalls[N]['request']): Promise<OperatorCalls[N]['response']> {
    const req = operatorRequest(name, input, session?.csrfToken ?? null);
    const headers = cookie ? { ...req.headers, cookie: `${COOKIE}=${cookie}` } : req.headers;
    const res = await fetchImpl(`${base}${req.path}`, { method: req.method, headers, body: req.body });
    keepCookie(res);
    const text = await res.text();
    let body: OperatorEnvelope;
    try {
      body = JSON.parse(text) as OperatorEnvelope;
    } catch {
      throw new OperatorCallError(res.status, 'response.not.json', `${req.method} ${req.path} answered ${res.status}: ${text.slice(0, 200)}`);
    }
    if (!res.ok || body.success !== true) {
      if (res.status === 401) session = null;
      throw new OperatorCallError(res.status, body.errorCode ?? 'unknown', body.message ?? `${req.method} ${req.path} failed (${res.status})`, body.value);
    }
    session = sessionAfter(name, body.value, session);
    return body.value as OperatorCalls[N]['response'];
  }

  return {
    call,
    login: (credentials) => call('operatorLogin', credentials.totp ? credentials : { username: credentials.username, password: credentials.password }),
    get session() {
      return session;
    },
  };
}

/**
 * A signed-in client from the environment: PLATFORM_URL, OPERATOR_USER, OPERATOR_PASSWORD, OPERATOR_TOTP. Throws a
 * message naming what is missing.
 */
export async function operatorClientFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<OperatorClient> {
  const username = env.OPERATOR_USER;
  const password = env.OPERATOR_PASSWORD;
  if (!username || !password)
    throw new Error('Set OPERATOR_USER and OPERATOR_PASSWORD (and OPERATOR_TOTP, the current code, when the account has a second factor).');
  const client = createOperatorClient(env.PLATFORM_URL ?? DEFAULT_PLATFORM_URL);
  await client.login({ username, password, ...(env.OPERATOR_TOTP ? { totp: env.OPERATOR_TOTP } : {}) });
  return client;
}
