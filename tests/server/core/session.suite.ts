import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptLegacy, encryptModern, type ModernPublicKey } from '../../../src/api/encryption/index.ts';
import { apiCalls } from '../../../src/generated/api/calls.ts';
import { call, callEncrypted, expectFail, expectOk, login } from '../helpers/api.ts';
import { powFor } from '../helpers/pow.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

describe('session', () => {
  let t: TestApp;
  beforeAll(async () => {
    // trustProxy: tests speak from several addresses through X-Forwarded-For.
    t = await createTestApp({ captchaText: () => '4321', trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  describe('login and sessions', () => {
    it('logs in with the modern scheme and reads member info', async () => {
      const token = await login(t.app, 'demo0');
      const info = expectOk<{ account: string; type: number }>(await call(t.app, 'memberInfo', { token }), 'memberInfo');
      expect(info).toMatchObject({ account: 'demo0', type: 0 });
    });

    it('logs in with the legacy scheme (ROYALPH chooses it)', async () => {
      const a = await callEncrypted(t.app, 'login', { username: 'demo1', password: 'demo1234' }, { merchant: 'ROYALPH', scheme: 'legacy-des' });
      const v = expectOk<{ userName: string; customerType: number }>(a, 'login');
      expect(v).toMatchObject({ userName: 'demo1', customerType: 1 });
    });

    it('accepts the mobile number as username', async () => {
      const a = await callEncrypted(t.app, 'login', { username: '09170000002', password: 'demo1234' });
      expect(expectOk<{ userName: string }>(a, 'login').userName).toBe('demo2');
    });

    it('refuses a plain body where the merchant requires encryption', async () => {
      expectFail(await call(t.app, 'login', { body: { username: 'demo0', password: 'demo1234' } }), 400, 'encryption.required');
    });

    it('refuses tampered or replayed encrypted bodies', async () => {
      const key = (await call(t.app, 'oaepKey')).body.value as ModernPublicKey;
      const enc = await encryptModern({ username: 'demo0', password: 'demo1234' }, key, apiCalls.changePassword.method, apiCalls.changePassword.path);
      // Bound to another path: replay against login fails.
      expectFail(await call(t.app, 'login', { body: enc.body, headers: enc.headers }), 400, 'encryption.invalid');
      const modulus = (await call(t.app, 'legacyKey')).body.value as string;
      const leg = encryptLegacy({ username: 'demo0', password: 'demo1234' }, { modulus });
      // Legacy bodies on the brand that chose the legacy scheme (a modern brand refuses them before opening).
      const royal = { merchant: 'ROYALPH' };
      expectFail(await call(t.app, 'login', { ...royal, body: leg.body, headers: { ...leg.headers, 'X-Digest': 'x' } }), 400, 'encryption.invalid');
      expectFail(await call(t.app, 'login', { ...royal, body: leg.body, headers: { ...leg.headers, 'X-RSA': 'abcd' } }), 400, 'encryption.key.unknown');
      expectFail(await call(t.app, 'login', { ...royal, body: { value: 'AAAA' }, headers: { Encryption: 'zz' } }), 400, 'encryption.invalid');
    });

    it('gives identical answers for an unknown user and a wrong password', async () => {
      const a = await callEncrypted(t.app, 'login', { username: 'nosuchuser', password: 'whatever1' });
      const b = await callEncrypted(t.app, 'login', { username: 'demo2', password: 'wrongpass1' });
      expectFail(a, 400, 'login.cred.err');
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
    });

    it('asks for a captcha after 3 failed logins for an account, then accepts a right one', async () => {
      // Different addresses, same account: the account counter alone triggers the captcha.
      const from = (n: number) => ({ headers: { 'x-forwarded-for': `10.0.0.${n}` } });
      const fails = [];
      for (let i = 0; i < 3; i++) fails.push(await callEncrypted(t.app, 'login', { username: 'demo1', password: `bad-${i}x` }, from(i)));
      expect(fails.map((f) => (f.body.value as { captcha: boolean }).captcha)).toEqual([false, false, true]);
      // Right password, no captcha: refused.
      const noCaptcha = await callEncrypted(t.app, 'login', { username: 'demo1', password: 'demo1234' });
      expectFail(noCaptcha, 400, 'login.captcha.err');
      expect(noCaptcha.body.value).toEqual({ captcha: true });
      // Fetch an image, bound by X-Captcha-Id.
      const img = await call(t.app, 'captcha', { query: { t: 1 } });
      const png = Buffer.from(expectOk<string>(img, 'captcha'), 'base64');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const id = String(img.headers['x-captcha-id']);
      expect(String(img.headers['set-cookie'])).toContain(`captchaId=${id}`);
      // Each try carries its proof of work, solved for the captcha id.
      const byHeader = { headers: { 'X-Captcha-Id': id } };
      const wrong = await callEncrypted(
        t.app,
        'login',
        { username: 'demo1', password: 'demo1234', captcha: '0000', altcha: await powFor(t.app, byHeader, 'demo1') },
        byHeader,
      );
      expectFail(wrong, 400, 'login.captcha.err');
      // A captcha is single use: fetch another.
      await call(t.app, 'captcha', byHeader);
      const byCookie = { headers: { cookie: `captchaId=${id}` } };
      const good = await callEncrypted(
        t.app,
        'login',
        { username: 'demo1', password: 'demo1234', captcha: '4321', altcha: await powFor(t.app, byCookie, 'demo1') },
        byCookie,
      );
      expectOk(good, 'login');
      // Success clears the account counter.
      const after = await callEncrypted(t.app, 'login', { username: 'demo1', password: 'demo1234' });
      expectOk(after, 'login');
    });

    it('revokes the token on logout (DELETE and POST)', async () => {
      for (const method of ['DELETE', 'POST'] as const) {
        const token = await login(t.app, 'demo0');
        expectOk(await call(t.app, 'logout', { token, method }), 'logout');
        expectFail(await call(t.app, 'memberInfo', { token }), 401, 'login.not.session');
        expectFail(await call(t.app, 'logout', { token, method }), 401, 'login.not.session');
      }
    });

    it('expires sessions after their lifetime', async () => {
      const token = await login(t.app, 'demo2');
      t.clock.advance(13 * 3600_000);
      expectFail(await call(t.app, 'memberInfo', { token }), 401, 'login.not.session');
    });

    it('ends a session kept busy at its absolute lifetime of 24 hours from sign-in', async () => {
      const token = await login(t.app, 'demo2');
      // Used every 8 hours: the idle lifetime (12 h) keeps sliding, but not past 24 h from sign-in.
      for (let i = 0; i < 2; i++) {
        t.clock.advance(8 * 3600_000);
        expectOk(await call(t.app, 'memberInfo', { token }), 'memberInfo');
      }
      t.clock.advance(7 * 3600_000);
      expectOk(await call(t.app, 'memberInfo', { token }), 'memberInfo');
      t.clock.advance(1 * 3600_000 + 1000);
      expectFail(await call(t.app, 'memberInfo', { token }), 401, 'login.not.session');
    });

    it('refuses a token at another merchant', async () => {
      const token = await login(t.app, 'demo0');
      expectFail(await call(t.app, 'memberInfo', { token, merchant: 'ROYALPH' }), 401, 'login.not.session');
    });

    it('free play makes a type 4 trial session', async () => {
      const v = expectOk<{ token: string; userName: string }>(await call(t.app, 'freePlay'), 'freePlay');
      expect(v.userName).toMatch(/^TRY\d{8}$/);
      const info = expectOk<{ type: number }>(await call(t.app, 'memberInfo', { token: v.token }), 'memberInfo');
      expect(info.type).toBe(4);
      expectFail(await call(t.app, 'chatLaunch', { token: v.token }), 403, 'free_reject');
    });

    it('serves both public keys', async () => {
      expectOk(await call(t.app, 'legacyKey'), 'legacyKey');
      expectOk(await call(t.app, 'oaepKey'), 'oaepKey');
    });

    it('rate-limits logins per address (per account: a progressive delay, see hardening/loginAbuse)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const a = await callEncrypted(t.app, 'login', { username: `rluser${i}`, password: 'x1234567' }, { headers: { 'x-forwarded-for': '10.9.9.9' } });
        statuses.push(a.status);
      }
      expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
      expect(statuses[60]).toBe(429);
    });
  });
});
