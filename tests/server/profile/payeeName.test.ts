/**
 * Payee name: checked with the payeeName rule, set once (withdrawals go to an account in this name), JSON or
 * form-encoded; a second change is 409 payee.name.locked and leaves the name as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember, type Member } from '../games/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const payee = async (m: Member) => expectOk<{ payeeName: string }>(await call(t.app, 'memberInfo', { token: m.token }), 'memberInfo').payeeName;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('updatePayeeName', () => {
  it('sets the name once, trimmed, and refuses a change', async () => {
    const m = await makeMember(t);
    expect(await payee(m)).toBe('');
    expectOk(await call(t.app, 'updatePayeeName', { token: m.token, raw: 'payeeName=%20Juan%20%20dela%20Cruz%20', headers: form }), 'updatePayeeName');
    expect(await payee(m)).toBe('Juan dela Cruz');
    expectFail(await call(t.app, 'updatePayeeName', { token: m.token, body: { payeeName: 'Maria Clara' } }), 409, 'payee.name.locked');
    expectFail(await call(t.app, 'updatePayeeName', { method: 'PUT', token: m.token, body: { payeeName: 'Maria Clara' } }), 409, 'payee.name.locked');
    expect(await payee(m)).toBe('Juan dela Cruz');
  });

  it('takes PUT and JSON too', async () => {
    const m = await makeMember(t);
    expectOk(await call(t.app, 'updatePayeeName', { method: 'PUT', token: m.token, body: { payeeName: '王小明' } }), 'updatePayeeName');
    expect(await payee(m)).toBe('王小明');
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const m = await makeMember(t);
    const bad: [unknown, string][] = [
      [{ payeeName: '' }, 'validation.failed'],
      [{ payeeName: '   ' }, 'validation.failed'],
      [{ payeeName: 'J' }, 'validation.failed'],
      [{ payeeName: 'Juan 2' }, 'validation.failed'],
      [{ payeeName: '<b>Juan</b>' }, 'validation.failed'],
      [{ payeeName: 'x'.repeat(65) }, 'validation.failed'],
      [{ payeeName: 12 }, 'validation.failed'],
      [{}, 'validation.failed'],
      [{ payeeName: 'Juan Cruz', extra: 1 }, 'validation.failed'],
    ];
    for (const [body, code] of bad) expectFail(await call(t.app, 'updatePayeeName', { token: m.token, body }), 400, code);
    expectFail(await call(t.app, 'updatePayeeName', { token: m.token, raw: '{"payeeName":', headers: {} }), 400, 'request.json.invalid');
    expect(await payee(m)).toBe('');
  });

  it('needs a real session', async () => {
    expectFail(await call(t.app, 'updatePayeeName', { body: { payeeName: 'Juan Cruz' } }), 401, 'login.not.session');
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'updatePayeeName', { token: trial.token, body: { payeeName: 'Juan Cruz' } }), 403, 'free_reject');
  });
});
