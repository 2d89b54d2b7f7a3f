/**
 * Operator sessions: the one-time password opens only the password change; TOTP is required and checked (±1 step,
 * never twice); sessions end when idle, at their absolute limit, at sign-out and when the account is disabled; a
 * forged or missing cookie is 401; a call without the CSRF header is 403.
 */
import { describe, expect, it } from 'vitest';
import { OPERATOR_IDLE_MS, OPERATOR_MAX_AGE_MS } from '../../../server/src/operators/sessions.ts';
import { expectFail, expectOk } from '../helpers/api.ts';
import { cookieSet, DEMO_OPERATOR, makeOperator, opsCall, opsLogin, type OpsSession, strongPassword, totpCode, withDemoAdmin } from '../helpers/operator.ts';
import type { TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: OpsSession;
withDemoAdmin((app, session) => {
  t = app;
  admin = session;
});

interface Created {
  oneTimePassword: string;
  totp: { secret: string; url: string } | null;
}
const create = async (username: string, totp: boolean): Promise<Created> =>
  expectOk<Created>(await opsCall(t.app, 'operatorCreate', { username, roles: [{ brand: '*', role: 'viewer' }], totp }, { session: admin }), 'operatorCreate');

describe('one-time password', () => {
  it('opens only the session and the password change until replaced; the change ends the old session', async () => {
    const { oneTimePassword } = await create('newcomer', false);
    const first = await opsLogin(t.app, 'newcomer', oneTimePassword);
    expect(first.info.mustChangePassword).toBe(true);
    expectOk(await opsCall(t.app, 'operatorSession', {}, { session: first }), 'operatorSession');
    expectFail(await opsCall(t.app, 'auditList', { brand: 'lucky' }, { session: first }), 403, 'operator.password.change.required');
    // The rules: long enough, not the name, not the same.
    for (const newPassword of ['short', 'newcomer-is-my-name!', oneTimePassword]) {
      expectFail(
        await opsCall(t.app, 'operatorPasswordChange', { currentPassword: oneTimePassword, newPassword }, { session: first }),
        400,
        'operator.password.weak',
      );
    }
    expectFail(
      await opsCall(t.app, 'operatorPasswordChange', { currentPassword: 'not-it', newPassword: strongPassword() }, { session: first }),
      400,
      'operator.password.wrong',
    );
    const changed = await opsCall(t.app, 'operatorPasswordChange', { currentPassword: oneTimePassword, newPassword: strongPassword() }, { session: first });
    const info = expectOk<{ mustChangePassword: boolean; csrfToken: string }>(changed, 'operatorPasswordChange');
    expect(info.mustChangePassword).toBe(false);
    expect(info.csrfToken).not.toBe(first.info.csrfToken);
    expectFail(await opsCall(t.app, 'operatorSession', {}, { session: first }), 401, 'operator.session.expired');
    const next = { cookie: cookieSet(changed)?.value ?? '', info: info as OpsSession['info'] };
    // A viewer on '*' reads nothing admin-only, but is past the password gate now.
    expectFail(await opsCall(t.app, 'auditList', {}, { session: next }), 403, 'operator.role.missing');
    // The one-time password is gone; the new one signs in.
    expectFail(await opsCall(t.app, 'operatorLogin', { username: 'newcomer', password: oneTimePassword }), 401, 'operator.login.failed');
    await opsLogin(t.app, 'newcomer', strongPassword());
  });

  it('expires after 72 hours unused (the same uniform failure)', async () => {
    const { oneTimePassword } = await create('late-starter', false);
    t.clock.advance(72 * 3600_000 + 1);
    expectFail(await opsCall(t.app, 'operatorLogin', { username: 'late-starter', password: oneTimePassword }), 401, 'operator.login.failed');
    admin = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  });
});

describe('TOTP', () => {
  it('is required and checked: a missing or wrong code fails like a wrong password; ±1 step passes; a code passes once', async () => {
    const created = await create('twofactor', true);
    const secret = created.totp?.secret ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(created.totp?.url).toMatch(/^otpauth:\/\/totp\/.*twofactor\?.*secret=/);
    const now = t.clock.now();
    const login = (totp?: string) =>
      opsCall(t.app, 'operatorLogin', { username: 'twofactor', password: created.oneTimePassword, ...(totp === undefined ? {} : { totp }) });
    expectFail(await login(), 401, 'operator.login.failed');
    expectFail(await login('000000'), 401, 'operator.login.failed');
    expectFail(await login(totpCode(secret, now, 2)), 401, 'operator.login.failed');
    expectOk(await login(totpCode(secret, now, -1)), 'operatorLogin');
    // The same code again, or an older one, is refused; the next step's code passes, spaced as apps show it.
    expectFail(await login(totpCode(secret, now, -1)), 401, 'operator.login.failed');
    const code = totpCode(secret, now, 1);
    expectOk(await login(`${code.slice(0, 3)} ${code.slice(3)}`), 'operatorLogin');
    expectFail(await login(totpCode(secret, now)), 401, 'operator.login.failed');
  });
});

describe('session lifetime and forgery', () => {
  it('ends after 30 idle minutes, slides while used, and ends at 12 hours however busy', async () => {
    const s = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    t.clock.advance(OPERATOR_IDLE_MS - 60_000);
    expectOk(await opsCall(t.app, 'operatorSession', {}, { session: s }), 'operatorSession');
    t.clock.advance(OPERATOR_IDLE_MS - 60_000);
    expectOk(await opsCall(t.app, 'operatorSession', {}, { session: s }), 'operatorSession');
    t.clock.advance(OPERATOR_IDLE_MS + 1);
    const ended = await opsCall(t.app, 'operatorSession', {}, { session: s });
    expectFail(ended, 401, 'operator.session.expired');
    expect(cookieSet(ended)?.attributes).toContain('Max-Age=0');

    const busy = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    for (let spent = 0; spent + 20 * 60_000 < OPERATOR_MAX_AGE_MS; spent += 20 * 60_000) {
      t.clock.advance(20 * 60_000);
      expectOk(await opsCall(t.app, 'operatorSession', {}, { session: busy }), 'operatorSession');
    }
    t.clock.advance(20 * 60_000);
    expectFail(await opsCall(t.app, 'operatorSession', {}, { session: busy }), 401, 'operator.session.expired');
    admin = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  });

  it('answers 401 without a cookie, for a forged one, and after sign-out', async () => {
    expectFail(await opsCall(t.app, 'operatorSession', {}), 401, 'operator.session.none');
    expectFail(await opsCall(t.app, 'operatorSession', {}, { cookie: `mc_ops=${'A'.repeat(43)}` }), 401, 'operator.session.forged');
    expectFail(await opsCall(t.app, 'operatorSession', {}, { cookie: 'mc_ops=../../etc' }), 401, 'operator.session.forged');
    const s = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const out = await opsCall(t.app, 'operatorLogout', {}, { session: s });
    expectOk(out, 'operatorLogout');
    expect(cookieSet(out)?.attributes).toContain('Max-Age=0');
    expectFail(await opsCall(t.app, 'operatorSession', {}, { session: s }), 401, 'operator.session.expired');
  });

  it('ends the sessions of a disabled operator at once', async () => {
    const { session } = await makeOperator(t.app, admin, 'soon-gone', [{ brand: 'lucky', role: 'editor' }]);
    expectOk(await opsCall(t.app, 'operatorSession', {}, { session }), 'operatorSession');
    expectOk(await opsCall(t.app, 'operatorDisable', { username: 'soon-gone' }, { session: admin }), 'operatorDisable');
    expectFail(await opsCall(t.app, 'operatorSession', {}, { session }), 401, 'operator.session.expired');
  });
});

describe('CSRF', () => {
  it("refuses a call but a GET without the session's X-CSRF-Token (403), even with the cookie", async () => {
    const s = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    const body = { username: 'csrf-victim', roles: [{ brand: '*', role: 'admin' }] };
    expectFail(await opsCall(t.app, 'operatorCreate', body, { session: s, csrf: null }), 403, 'operator.csrf.invalid');
    expectFail(await opsCall(t.app, 'operatorCreate', body, { session: s, csrf: admin.info.csrfToken }), 403, 'operator.csrf.invalid');
    expectFail(await opsCall(t.app, 'operatorLogout', {}, { session: s, csrf: null }), 403, 'operator.csrf.invalid');
    // Nothing was created; a GET needs no token.
    const list = expectOk<{ list: { username: string }[] }>(await opsCall(t.app, 'operatorList', {}, { session: s }), 'operatorList');
    expect(list.list.map((o) => o.username)).not.toContain('csrf-victim');
  });
});
