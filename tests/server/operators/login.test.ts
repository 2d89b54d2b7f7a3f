/**
 * Operator sign-in: the session cookie's attributes, one answer for every wrong part (name, password, disabled
 * account), the limits per address and per name (429 with retryAfter), and no player credential accepted.
 */
import { describe, expect, it } from 'vitest';
import { expectFail, expectOk } from '../helpers/api.ts';
import { cookieSet, DEMO_OPERATOR, makeOperator, opsCall, type OpsSession, withDemoAdmin } from '../helpers/operator.ts';
import type { TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: OpsSession;
withDemoAdmin((app, session) => {
  t = app;
  admin = session;
});

describe('operator sign-in', () => {
  it('signs in with the demo operator: HttpOnly, Secure, SameSite=Strict cookie on Path=/ (calls, studio, preview), a CSRF token, the roles', async () => {
    const a = await opsCall(t.app, 'operatorLogin', { username: 'Operator', password: DEMO_OPERATOR.password });
    const info = expectOk<{ username: string; roles: unknown[]; csrfToken: string; mustChangePassword: boolean; totp: boolean }>(a, 'operatorLogin');
    expect(info).toMatchObject({ username: 'operator', roles: [{ brand: '*', role: 'admin' }], mustChangePassword: false, totp: false });
    const cookie = cookieSet(a);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const attr of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/;']) expect(cookie?.attributes).toContain(attr);
    expect(a.raw).not.toContain(cookie?.value);
    expect(a.headers['cache-control']).toBe('no-store');
    // The session answers who is signed in, with the same CSRF token.
    const me = expectOk<{ username: string; csrfToken: string }>(
      await opsCall(t.app, 'operatorSession', {}, { cookie: `mc_ops=${cookie?.value}` }),
      'operatorSession',
    );
    expect(me).toMatchObject({ username: 'operator', csrfToken: info.csrfToken });
  });

  it('answers every wrong part the same: unknown name, wrong password, disabled account', async () => {
    const { password } = await makeOperator(t.app, admin, 'leaver', [{ brand: '*', role: 'viewer' }]);
    expectOk(await opsCall(t.app, 'operatorDisable', { username: 'leaver' }, { session: admin }), 'operatorDisable');
    const answers = [
      await opsCall(t.app, 'operatorLogin', { username: 'nobody-here', password: 'whatever1234' }),
      await opsCall(t.app, 'operatorLogin', { username: 'operator', password: 'wrong-password' }),
      await opsCall(t.app, 'operatorLogin', { username: 'leaver', password }),
    ];
    for (const a of answers) {
      expectFail(a, 401, 'operator.login.failed');
      expect(cookieSet(a)).toBeUndefined();
    }
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it('limits tries per name: after 5 failures in a row the next waits (429, retryAfter), for unknown names too', async () => {
    // A success clears the failures of the tests before.
    expectOk(await opsCall(t.app, 'operatorLogin', DEMO_OPERATOR), 'operatorLogin');
    for (const username of ['operator', 'ghost-account']) {
      for (let i = 0; i < 5; i++) expectFail(await opsCall(t.app, 'operatorLogin', { username, password: `wrong-${i}` }), 401, 'operator.login.failed');
      const refused = await opsCall(t.app, 'operatorLogin', { username, password: 'still-wrong' });
      expectFail(refused, 429, 'request.too.many');
      expect((refused.body.value as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    // Even the right password waits for the delay; once it has run out the owner signs in and the count is cleared.
    expectFail(await opsCall(t.app, 'operatorLogin', DEMO_OPERATOR), 429, 'request.too.many');
    t.clock.advance(5 * 60_000);
    expectOk(await opsCall(t.app, 'operatorLogin', DEMO_OPERATOR), 'operatorLogin');
    expectFail(await opsCall(t.app, 'operatorLogin', { ...DEMO_OPERATOR, password: 'wrong' }), 401, 'operator.login.failed');
  });

  it('limits tries per address (30 in 15 minutes), whatever the names', async () => {
    const headers = { 'x-forwarded-for': '10.99.0.1' };
    for (let i = 0; i < 30; i++)
      expectFail(await opsCall(t.app, 'operatorLogin', { username: `guess-${i}`, password: 'x' }, { headers }), 401, 'operator.login.failed');
    expectFail(await opsCall(t.app, 'operatorLogin', DEMO_OPERATOR, { headers }), 429, 'request.too.many');
    // Another address is not affected.
    expectOk(await opsCall(t.app, 'operatorLogin', DEMO_OPERATOR), 'operatorLogin');
  });

  it('refuses a request carrying a player token (Authorization) with 400', async () => {
    const a = await opsCall(t.app, 'operatorLogin', DEMO_OPERATOR, { headers: { authorization: 'a'.repeat(64) } });
    expectFail(a, 400, 'operator.player.credential');
    expect(cookieSet(a)).toBeUndefined();
  });
});
