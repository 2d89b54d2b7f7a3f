/**
 * Operator calls through app.inject, by name (schemas/api/operator-catalog.json gives method and path): a signed-in
 * operator is its session cookie and CSRF token, sent as a browser and the studio send them.
 */
import type { FastifyInstance } from 'fastify';
import { TOTP } from 'otpauth';
import { DEMO_OPERATOR } from '../../../server/src/seed/demoOperator.ts';
import { afterAll, beforeAll, expect } from 'vitest';
import { type OperatorCallName, type OperatorCalls, operatorCalls } from '../../../src/generated/api/operatorCalls.ts';
import type { OperatorSessionInfo } from '../../../src/generated/api/shapes/operatorSession.ts';
import { type Answer, expectOk, send } from './api.ts';
import { createTestApp, type TestApp } from './testApp.ts';

export { DEMO_OPERATOR };

/** A signed-in operator: the cookie's value and the session answer (csrfToken...). */
export interface OpsSession {
  cookie: string;
  info: OperatorSessionInfo;
}

export interface OpsCallOpts {
  session?: OpsSession;
  /** The CSRF header: the session's by default on non-GET calls; null sends none, a string sends that. */
  csrf?: string | null;
  /** A raw cookie header instead of the session's. */
  cookie?: string;
  headers?: Record<string, string>;
}

let ipN = 0;
/** A fresh client address (the test app trusts one proxy hop), so per-address limits stay out of the way. */
export const freshIp = (): string => `10.77.${Math.floor(++ipN / 250) % 250}.${ipN % 250}`;

/** One operator call: GET input as the query, others as a JSON body. */
export function opsCall<N extends OperatorCallName>(
  app: FastifyInstance,
  name: N,
  input: OperatorCalls[N]['request'] | Record<string, unknown>,
  o: OpsCallOpts = {},
): Promise<Answer> {
  const spec: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string } = operatorCalls[name];
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...(o.headers ?? {}) };
  const cookie = o.cookie ?? (o.session ? `mc_ops=${o.session.cookie}` : undefined);
  if (cookie) headers.cookie = cookie;
  const csrf = o.csrf === undefined ? o.session?.info.csrfToken : o.csrf;
  if (spec.method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
  if (spec.method === 'GET') {
    const qs = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    return send(app, 'GET', qs ? `${spec.path}?${qs}` : spec.path, { merchant: null, headers });
  }
  return send(app, spec.method, spec.path, { merchant: null, headers, body: input });
}

/** The operator cookie an answer sets (its value), or undefined. */
export function cookieSet(a: Answer): { value: string; attributes: string } | undefined {
  const raw = a.headers['set-cookie'];
  for (const line of Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)]) {
    const m = /^mc_ops=([^;]*);\s*(.*)$/.exec(line);
    if (m) return { value: m[1], attributes: m[2] };
  }
  return undefined;
}

/** Signs in and returns the session (asserting success). */
export async function opsLogin(app: FastifyInstance, username: string, password: string, totp?: string): Promise<OpsSession> {
  const a = await opsCall(app, 'operatorLogin', totp ? { username, password, totp } : { username, password });
  const info = expectOk<OperatorSessionInfo>(a, 'operatorLogin');
  const cookie = cookieSet(a)?.value;
  expect(cookie, 'login sets the mc_ops cookie').toBeTruthy();
  return { cookie: cookie ?? '', info };
}

/** The code an authenticator app shows at `now` (offset in 30 s steps). */
export const totpCode = (secret: string, now: number, steps = 0): string =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: now + steps * 30_000 });

/** A password that passes the operators' rules. */
export const strongPassword = (n = 1): string => `correct horse battery staple #${n}`;

/**
 * A new operator made by the demo admin, signed in with its own password (and TOTP when asked): the one-time
 * password is replaced first, as the first sign-in must.
 */
export async function makeOperator(
  app: FastifyInstance,
  admin: OpsSession,
  username: string,
  roles: { brand: string; role: 'viewer' | 'editor' | 'publisher' | 'admin' }[],
  o: { totp?: boolean; now?: () => number } = {},
): Promise<{ session: OpsSession; password: string; totpSecret: string | null }> {
  const created = expectOk<OperatorCalls['operatorCreate']['response']>(
    await opsCall(app, 'operatorCreate', { username, roles, totp: o.totp ?? false }, { session: admin }),
    'operatorCreate',
  );
  const secret = created.totp?.secret ?? null;
  const code = secret && o.now ? totpCode(secret, o.now()) : undefined;
  const first = await opsLogin(app, username, created.oneTimePassword, code);
  const password = strongPassword();
  const changed = await opsCall(app, 'operatorPasswordChange', { currentPassword: created.oneTimePassword, newPassword: password }, { session: first });
  const info = expectOk<OperatorSessionInfo>(changed, 'operatorPasswordChange');
  return { session: { cookie: cookieSet(changed)?.value ?? '', info }, password, totpSecret: secret };
}

/**
 * The usual set-up of an operator test file: a seeded app (trusting one proxy hop, so each call's address is its
 * own) opened before the file's tests with the demo admin signed in, and closed after them. `use` receives both.
 */
export function withDemoAdmin(use: (t: TestApp, admin: OpsSession) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1 });
    use(t, await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password));
  });
  afterAll(async () => t?.close());
}
