import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentCalls, ApiError, contentCalls, createApiClient, memberCalls, sessionCalls, systemCalls, verificationCalls } from '../../../src/api/index.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** fetch on top of app.inject: the front end's client against the real server, no sockets. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const r = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string>,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(r.headers)) if (typeof v === 'string') headers.set(k, v);
    return new Response(r.body, { status: r.statusCode, headers });
  }) as typeof fetch;
}

describe('client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const client = (merchantCode: string, scheme: 'oaep-gcm' | 'legacy-des') => {
    let token: string | null = null;
    let lost = 0;
    const api = createApiClient({
      baseUrl: 'http://localhost', merchantCode, getToken: () => token, getLanguage: () => 'EN', encryption: scheme,
      fetch: injectFetch(t.app), isOffline: () => false, onSessionLost: () => void (lost += 1),
    });
    return { api, setToken: (v: string | null) => void (token = v), lost: () => lost };
  };

  it('runs a whole member journey with the brand scheme (LUCKY88 modern)', async () => {
    const c = client('LUCKY88', 'oaep-gcm');
    const status = await systemCalls.systemStatus(c.api, 'http://localhost/m/home');
    expect(systemCalls.statusCode(status)).toBe(0);
    expect(status.info.encryption.scheme).toBe('oaep-gcm');
    expect((await systemCalls.whitelabel(c.api)).CBS3).toBe(true);
    const { expirationTime } = await verificationCalls.smsRegister(c.api, { mobileNum: '9201234567', countryDialingCode: '63' });
    expect(expirationTime).toBeGreaterThan(t.clock.now());
    const out = await c.api.request<{ body: string }[]>('GET', '/wps/dev/sms-outbox', { query: { mobile: '639201234567' } });
    const code = /(\d{6})/.exec(out[0].body)?.[1] ?? '';
    const reg = await memberCalls.register(c.api, { username: 'journey01', password: 'abc12345', confirmPassword: 'abc12345', mobileNum: '9201234567', verificationCode: code, login: true });
    c.setToken(reg.token ?? null);
    expect((await memberCalls.memberInfo(c.api)).account).toBe('journey01');
    expect(await contentCalls.inboxUnreadCount(c.api)).toBe(1);
    await sessionCalls.logout(c.api);
    await expect(memberCalls.memberInfo(c.api)).rejects.toBeInstanceOf(ApiError);
    expect(c.lost()).toBe(1);
  });

  it('logs in with the legacy scheme (ROYALPH) and reads agent data', async () => {
    const c = client('ROYALPH', 'legacy-des');
    const s = await sessionCalls.login(c.api, { username: 'agent1', password: 'demo1234' });
    c.setToken(s.token);
    expect((await agentCalls.teamKpiA(c.api)).footer.teamMemberCount).toBe(24);
    expect((await agentCalls.pendingContracts(c.api)).length).toBe(3);
    const captcha = await sessionCalls.captcha(c.api);
    expect(captcha.startsWith('data:image/png;base64,')).toBe(true);
  });
});
