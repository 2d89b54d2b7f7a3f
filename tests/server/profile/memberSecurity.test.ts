/**
 * securityConfig says which protections the member has set (and a level from them); bankCard answers the card
 * details with the payee name. Both for real members only; each follows what the member sets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { LOGIN_PASSWORD, makeMember, type Member } from '../games/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Config {
  withdrawalPassword: boolean;
  securityQuestions: number;
  mobileBound: boolean;
  emailBound: boolean;
  payeeName: boolean;
  bankCards: number;
  level: string;
}
const config = async (m: Member) => expectOk<Config>(await call(t.app, 'securityConfig', { token: m.token }), 'securityConfig');

describe('securityConfig', () => {
  it('follows what the member sets, and sums it up as a level', async () => {
    const m = await makeMember(t);
    expect(await config(m)).toEqual({
      withdrawalPassword: false,
      securityQuestions: 0,
      mobileBound: false,
      emailBound: false,
      payeeName: false,
      bankCards: 0,
      level: 'low',
    });
    expectOk(
      await call(t.app, 'setPaymentPassword', { token: m.token, body: { paymentPassword: '246810', confirmPaymentPassword: '246810' } }),
      'setPaymentPassword',
    );
    expectOk(
      await call(t.app, 'setCustomerSecurityQuestions', {
        token: m.token,
        body: {
          loginPassword: LOGIN_PASSWORD,
          questions: [
            { questionId: 1, answer: 'Rex the Dog' },
            { questionId: 2, answer: 'Quezon City' },
          ],
        },
      }),
      'setCustomerSecurityQuestions',
    );
    expectOk(await call(t.app, 'updatePayeeName', { token: m.token, body: { payeeName: 'Juan Cruz' } }), 'updatePayeeName');
    expect(await config(m)).toMatchObject({ withdrawalPassword: true, securityQuestions: 2, payeeName: true, level: 'medium' });
    await t.db.query("UPDATE members SET email = 'x@example.com', mobile_num = '9170001234', country_dialing_code = '63' WHERE id = $1", [m.memberId]);
    expect(await config(m)).toMatchObject({ mobileBound: true, emailBound: true, level: 'high' });
  });

  it('needs a real session and takes no parameters', async () => {
    expectFail(await call(t.app, 'securityConfig'), 401, 'login.not.session');
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'securityConfig', { token: trial.token }), 403, 'free_reject');
    const m = await makeMember(t);
    expectFail(await call(t.app, 'securityConfig', { token: m.token, query: { memberId: 1 } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'securityConfig', { token: m.token, merchant: null }), 403, 'domain_not_available');
  });
});

describe('memberBankCard', () => {
  it('answers the payee name, the cards with masked numbers and the limit', async () => {
    const m = await makeMember(t);
    expect(expectOk(await call(t.app, 'memberBankCard', { token: m.token }), 'memberBankCard')).toEqual({ payeeName: '', maxCards: 5, list: [] });
    expectOk(await call(t.app, 'updatePayeeName', { token: m.token, body: { payeeName: 'Maria Clara' } }), 'updatePayeeName');
    expectOk(
      await call(t.app, 'addBankCard', {
        token: m.token,
        body: { bankCode: 'BDO', accountName: 'Maria Clara', accountNo: '001234567890', loginPassword: LOGIN_PASSWORD },
      }),
      'addBankCard',
    );
    const v = expectOk<{ payeeName: string; list: { bankCode: string; accountNo: string }[] }>(
      await call(t.app, 'memberBankCard', { token: m.token }),
      'memberBankCard',
    );
    expect(v.payeeName).toBe('Maria Clara');
    expect(v.list).toHaveLength(1);
    expect(v.list[0]?.bankCode).toBe('BDO');
    expect(v.list[0]?.accountNo).not.toContain('001234567890');
    expect(v.list[0]?.accountNo.endsWith('7890')).toBe(true);
    expect((await config(m)).bankCards).toBe(1);
    // Another member sees none of them.
    const other = await makeMember(t);
    expect(expectOk<{ list: unknown[] }>(await call(t.app, 'memberBankCard', { token: other.token }), 'memberBankCard').list).toEqual([]);
  });

  it('needs a real session and takes no parameters', async () => {
    expectFail(await call(t.app, 'memberBankCard'), 401, 'login.not.session');
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'memberBankCard', { token: trial.token }), 403, 'free_reject');
    const m = await makeMember(t);
    expectFail(await call(t.app, 'memberBankCard', { token: m.token, query: { id: 2 } }), 400, 'validation.failed');
  });
});
