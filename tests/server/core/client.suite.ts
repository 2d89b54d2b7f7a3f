import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, flattenWhitelabel } from '../../../src/api/index.ts';
import { apiCalls } from '../../../src/generated/api/calls.ts';
import { injectFetch } from '../helpers/injectFetch.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

/** The front end's client (src/api) against the real server through app.inject, call by call name. */
describe('client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const client = (merchantCode: string, scheme: 'oaep-gcm' | 'legacy-des') => {
    let token: string | null = null;
    let lost = 0;
    const wire = injectFetch(t.app);
    const api = createApiClient({
      baseUrl: 'http://localhost',
      merchantCode,
      getToken: () => token,
      getLanguage: () => 'EN',
      encryption: scheme,
      fetch: wire.fetch,
      isOffline: () => false,
      onSessionLost: () => void (lost += 1),
    });
    return { api, wire, setToken: (v: string | null) => void (token = v), lost: () => lost };
  };

  it('runs a whole member journey with the brand scheme (LUCKY88 modern)', async () => {
    const c = client('LUCKY88', 'oaep-gcm');
    const status = await c.api.call('systemStatus', { url: 'http://localhost/m/home' });
    expect(status.maintenance || status.regionRestriction).toBeFalsy();
    expect(status.info.encryption.scheme).toBe('oaep-gcm');
    expect(c.wire.lastTo(apiCalls.systemStatus.path).url.searchParams.get('device')).toBe('MOBILE');
    expect(flattenWhitelabel(await c.api.call('whitelabel')).CBS3).toBe(true);
    const { expirationTime } = await c.api.call('smsRegister', { mobileNum: '9201234567', countryDialingCode: '63' });
    expect(expirationTime).toBeGreaterThan(t.clock.now());
    const out = await c.api.call('devSmsOutbox', { mobile: '639201234567' });
    const code = /(\d{6})/.exec(out[0].body)?.[1] ?? '';
    const reg = await c.api.call('register', {
      username: 'journey01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '9201234567',
      verificationCode: code,
      login: true,
    });
    // The body went encrypted with the brand's modern scheme.
    const sentReg = c.wire.lastTo(apiCalls.register.path);
    expect(sentReg.method).toBe(apiCalls.register.method);
    expect(sentReg.headers['encryption-scheme']).toBe('oaep-gcm');
    expect(sentReg.body).not.toContain('journey01');
    c.setToken(reg.token ?? null);
    expect((await c.api.call('memberInfo')).account).toBe('journey01');
    expect(await c.api.call('inboxUnreadCount')).toBe(1);
    await c.api.call('logout');
    await expect(c.api.call('memberInfo')).rejects.toBeInstanceOf(ApiError);
    expect(c.lost()).toBe(1);
  });

  it('logs in with the legacy scheme (ROYALPH) and reads agent data', async () => {
    const c = client('ROYALPH', 'legacy-des');
    const s = await c.api.call('login', { username: 'agent1', password: 'demo1234' });
    expect(c.wire.lastTo(apiCalls.login.path).headers['x-rsa']).toMatch(/^[0-9a-f]+$/i);
    c.setToken(s.token);
    expect((await c.api.call('teamKpiA', { size: 0 })).footer.teamMemberCount).toBe(36);
    // Daily salary and hourly salary: ROYALPH pays no dividends, so offers no dividend contract.
    expect((await c.api.call('pendingContracts')).map((x) => x.kind).sort()).toEqual(['dailySalary', 'hourlySalary']);
    // The captcha is a base64 PNG.
    const captcha = await c.api.call('captcha');
    expect(Buffer.from(captcha, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });
});
