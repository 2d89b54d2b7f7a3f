/**
 * Players and operators never share a credential: a player token on an operator call is refused (400) even with a
 * valid operator cookie, and the operator cookie (or its token in the players' header) is no session on a player
 * call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFail, expectOk, login } from '../helpers/api.ts';
import { DEMO_OPERATOR, opsCall, opsLogin, type OpsSession } from '../helpers/operator.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: OpsSession;
let playerToken: string;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
  admin = await opsLogin(t.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
  playerToken = await login(t.app, 'demo0');
});
afterAll(async () => t?.close());

describe('credentials stay on their side', () => {
  it('refuses a player token on every kind of operator call, with or without the operator cookie', async () => {
    const authorization = playerToken;
    expectFail(await opsCall(t.app, 'operatorSession', {}, { headers: { authorization } }), 400, 'operator.player.credential');
    expectFail(await opsCall(t.app, 'operatorSession', {}, { session: admin, headers: { authorization } }), 400, 'operator.player.credential');
    expectFail(
      await opsCall(t.app, 'operatorList', {}, { session: admin, headers: { authorization: `Bearer ${authorization}` } }),
      400,
      'operator.player.credential',
    );
    expectFail(await opsCall(t.app, 'operatorLogout', {}, { session: admin, headers: { authorization } }), 400, 'operator.player.credential');
    expectFail(
      await opsCall(t.app, 'operatorSession', {}, { session: admin, headers: { authorization: 'not-even-a-token' } }),
      400,
      'operator.player.credential',
    );
    // The session was not ended by the refused logout; HTTP Basic (a guarding proxy's own sign-in) passes.
    expectOk(await opsCall(t.app, 'operatorSession', {}, { session: admin, headers: { authorization: 'Basic b3BzOnByb3h5' } }), 'operatorSession');
  });

  it('does not take the operator cookie, or its token as Authorization, for a player session', async () => {
    const cookie = `mc_ops=${admin.cookie}`;
    expectFail(await call(t.app, 'memberInfo', { headers: { cookie } }), 401, 'login.not.session');
    expectFail(await call(t.app, 'memberInfo', { token: admin.cookie }), 401, 'login.not.session');
    // The player's own token still works beside a stray operator cookie.
    expectOk(await call(t.app, 'memberInfo', { token: playerToken, headers: { cookie } }), 'memberInfo');
  });

  it('answers operator calls without a Merchant header, and player tokens in the operator cookie are forged', async () => {
    expectFail(await opsCall(t.app, 'operatorSession', {}, { cookie: `mc_ops=${playerToken}` }), 401, 'operator.session.forged');
    const me = expectOk<{ username: string }>(await opsCall(t.app, 'operatorSession', {}, { session: admin }), 'operatorSession');
    expect(me.username).toBe('operator');
  });
});
