import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callEncrypted, expectFail, expectOk, login } from '../helpers/api.ts';
import { powFor } from '../helpers/pow.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

describe('account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaText: () => '2468', trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  let ipN = 0;
  /** A fresh client address per registration, so the per-address captcha threshold does not interfere. */
  const fresh = () => ({ headers: { 'x-forwarded-for': `10.1.0.${++ipN}` } });
  /** ROYALPH call options from a fresh address holding a captcha image (answer '2468'). */
  async function royalCaptcha() {
    const o = fresh();
    const img = await call(t.app, 'captcha', { ...o, merchant: 'ROYALPH' });
    return { merchant: 'ROYALPH', scheme: 'legacy-des' as const, headers: { ...o.headers, 'X-Captcha-Id': String(img.headers['x-captcha-id']) } };
  }
  /** A ROYALPH registration from a fresh address holding a captcha image, with its proof of work solved. */
  async function royalRegister(body: Record<string, unknown>) {
    const o = await royalCaptcha();
    return callEncrypted(t.app, 'register', { ...body, altcha: await powFor(t.app, o) }, o);
  }

  async function smsCode(name: 'smsRegister' | 'smsNoLogin', mobileNum: string, o = fresh()): Promise<string> {
    const v = expectOk<{ expirationTime: number }>(await call(t.app, name, { ...o, body: { mobileNum, countryDialingCode: '63' } }), name);
    expect(v.expirationTime).toBe(t.clock.now() + 5 * 60_000);
    const out = expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: `63${mobileNum.replace(/^0/, '')}` } }), 'devSmsOutbox');
    const code = /(\d{6})/.exec(out[0]?.body ?? '')?.[1];
    if (!code) throw new Error('no code in outbox');
    return code;
  }

  describe('registration', () => {
    it('registers by username and signs in at once', async () => {
      const body = {
        username: 'newuser01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        mobileNum: '9181112222',
        countryDialingCode: '63',
        email: '',
        nickname: '',
        type: 0,
        login: true,
        registerMethod: 'H5',
      };
      const code = await smsCode('smsRegister', '9181112222');
      const registered = await callEncrypted(
        t.app,
        'register',
        { ...body, verificationCode: code },
        { ...fresh(), headers: { ...fresh().headers, ModuleId: 'REG3' } },
      );
      const v = expectOk<{ token: string; userName: string; id: number }>(registered, 'register');
      expect(v.userName).toBe('newuser01');
      // The browser that registered keeps a device cookie for the new account (no stranger's failures keep it out).
      expect(String(registered.headers['set-cookie'])).toMatch(new RegExp(`mc_device_${v.id}=${v.id}\\.[^;]+; Path=/wps;.*HttpOnly; SameSite=Strict`));
      expectOk(await call(t.app, 'memberInfo', { token: v.token }), 'memberInfo');
      // The welcome letter makes the inbox count real.
      expect(expectOk<number>(await call(t.app, 'inboxUnreadCount', { token: v.token }), 'inboxUnreadCount')).toBe(1);
      expectFail(await call(t.app, 'checkUsername', { query: { username: 'newuser01' } }), 409, 'username.exists');
      expectOk(await call(t.app, 'checkUsername', { query: { username: 'freename1' } }), 'checkUsername');
    });

    it('checks fields against the rule set', async () => {
      const base = { username: 'ruleuser1', password: 'abc12345', mobileNum: '9181113333', verificationCode: '000000', login: false };
      expectFail(await callEncrypted(t.app, 'register', { ...base, username: 'x' }, fresh()), 400, 'validation.failed');
      expectFail(await callEncrypted(t.app, 'register', { ...base, password: 'onlyletters' }, fresh()), 400, 'validation.failed');
      expectFail(await callEncrypted(t.app, 'register', { ...base, confirmPassword: 'other123' }, fresh()), 400, 'register.password.confirm');
      expectFail(await callEncrypted(t.app, 'register', { ...base, email: 'not-an-email' }, fresh()), 400, 'validation.failed');
      const bad = await callEncrypted(t.app, 'register', { ...base, affiliateCode: 'NOPE99' }, fresh());
      expectFail(bad, 400, 'sms.code.err');
      expectFail(await callEncrypted(t.app, 'register', { ...base, username: 'demo0' }, fresh()), 400, 'validation.failed'); // 5 letters: under the rule's 6
      // ROYALPH: no SMS, but email, payee name and birthday are required, and 21+; its settings switch the captcha on.
      const royal = { username: 'royaluser1', password: 'abc12345', email: 'r@x.ph', payeeName: 'Juan Cruz', birthday: '2010-01-01', captcha: '2468' };
      const young = await royalRegister(royal);
      expectFail(young, 400, 'register.age.under');
      // The field and the brand's age travel with it, so the form says the rule under the birthday in any language.
      expect(young.body.value).toEqual({ field: 'birthday', minAge: 21 });
      expectFail(await royalRegister({ ...royal, email: '' }), 400, 'validation.failed');
      const ok = await royalRegister({ ...royal, birthday: '1990-02-03', affiliateCode: 'ROYALAG1' });
      expect(expectOk<{ token?: string }>(ok, 'register').token).toBeUndefined();
      expectFail(await royalRegister({ ...royal, birthday: '1990-02-03' }), 409, 'username.exists');
      // ROYALPH has no mobile registration.
      expectFail(
        await callEncrypted(
          t.app,
          'registerMobile',
          { mobileNum: '9181114444', password: 'abc12345' },
          { merchant: 'ROYALPH', scheme: 'legacy-des', ...fresh() },
        ),
        403,
        'feature.disabled',
      );
    });

    it('registers by mobile with an SMS code that is single use', async () => {
      const code = await smsCode('smsRegister', '09185556666');
      const body = { mobileNum: '09185556666', countryDialingCode: '63', password: 'abc12345', verificationCode: code, login: true };
      const v = expectOk<{ userName: string; token: string }>(await callEncrypted(t.app, 'registerMobile', body, fresh()), 'registerMobile');
      expect(v.userName).toBe('m9185556666');
      t.clock.advance(61_000);
      // Same code again (and the number is now taken).
      expectFail(await callEncrypted(t.app, 'registerMobile', { ...body, mobileNum: '9185556667' }, fresh()), 400, 'sms.code.err');
      // A taken number: the same answer as a free one (no enumeration), but no text is sent.
      const taken = expectOk<{ expirationTime: number }>(
        await call(t.app, 'smsRegister', { ...fresh(), body: { mobileNo: '9185556666', countryDialingCode: '63' } }),
        'smsRegister',
      );
      expect(taken.expirationTime).toBe(t.clock.now() + 5 * 60_000);
      expect(expectOk<unknown[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: '639185556666' } }), 'devSmsOutbox')).toHaveLength(1);
    });

    it('expires SMS codes after 5 minutes and limits resends', async () => {
      const code = await smsCode('smsRegister', '9187770000');
      expectFail(await call(t.app, 'smsRegister', { ...fresh(), body: { mobileNum: '9187770000', countryDialingCode: '63' } }), 429, 'request.too.many');
      t.clock.advance(5 * 60_000 + 1);
      const body = { mobileNum: '9187770000', password: 'abc12345', verificationCode: code };
      expectFail(await callEncrypted(t.app, 'registerMobile', body, fresh()), 400, 'sms.code.err');
    });

    it('asks for a captcha after 3 registrations from one address', async () => {
      const ip = { headers: { 'x-forwarded-for': '10.2.2.2' } };
      for (let i = 0; i < 3; i++) {
        const code = await smsCode('smsRegister', `918888000${i}`, ip);
        expectOk(
          await callEncrypted(t.app, 'registerMobile', { mobileNum: `918888000${i}`, password: 'abc12345', verificationCode: code }, ip),
          'registerMobile',
        );
      }
      const code = await smsCode('smsRegister', '9188880009', ip);
      const body = { mobileNum: '9188880009', password: 'abc12345', verificationCode: code };
      const refused = await callEncrypted(t.app, 'registerMobile', body, ip);
      expectFail(refused, 400, 'register.captcha.err');
      expect(refused.body.value).toEqual({ captcha: true });
      const img = await call(t.app, 'captcha', ip);
      const id = String(img.headers['x-captcha-id']);
      const withId = { headers: { ...ip.headers, 'X-Captcha-Id': id } };
      expectOk(await callEncrypted(t.app, 'registerMobile', { ...body, captcha: '2468', altcha: await powFor(t.app, withId) }, withId), 'registerMobile');
    });

    it('asks for the captcha from the first registration when the register settings switch it on (ROYALPH)', async () => {
      const lucky = expectOk<Record<string, { enabled: boolean; required: boolean }>>(await call(t.app, 'registerSettings'), 'registerSettings');
      const royal = expectOk<Record<string, { enabled: boolean; required: boolean }>>(
        await call(t.app, 'registerSettings', { merchant: 'ROYALPH' }),
        'registerSettings',
      );
      expect(lucky.captcha).toMatchObject({ enabled: false });
      expect(royal.captcha).toMatchObject({ enabled: true, required: true });
      const body = { username: 'royalcap01', password: 'abc12345', email: 'c@x.ph', payeeName: 'Ana Cruz', birthday: '1990-02-03' };
      const refused = await callEncrypted(t.app, 'register', body, { merchant: 'ROYALPH', scheme: 'legacy-des', ...fresh() });
      expectFail(refused, 400, 'register.captcha.err');
      expect(refused.body.value).toEqual({ captcha: true });
      expectFail(await royalRegister({ ...body, captcha: '1357' }), 400, 'register.captcha.err');
      expectOk(await royalRegister({ ...body, captcha: '2468' }), 'register');
    });
  });

  describe('passwords', () => {
    it('changes the password (modify.new.old.same, old password checked)', async () => {
      const token = await login(t.app, 'demo2');
      const other = await login(t.app, 'demo2');
      const same = { oldPassword: 'demo1234', newPassword: 'demo1234', confirmNewPassword: 'demo1234' };
      expectFail(await callEncrypted(t.app, 'changePassword', same, { token }), 400, 'modify.new.old.same');
      expectFail(
        await callEncrypted(t.app, 'changePassword', { ...same, oldPassword: 'nope1234', newPassword: 'new12345', confirmNewPassword: 'new12345' }, { token }),
        400,
        'password.old.err',
      );
      expectFail(
        await callEncrypted(t.app, 'changePassword', { ...same, newPassword: 'new12345', confirmNewPassword: 'new12346' }, { token }),
        400,
        'password.confirm.mismatch',
      );
      expectOk(await callEncrypted(t.app, 'changePassword', { ...same, newPassword: 'new12345', confirmNewPassword: 'new12345' }, { token }), 'changePassword');
      expectOk(await call(t.app, 'memberInfo', { token }), 'memberInfo');
      expectFail(await call(t.app, 'memberInfo', { token: other }), 401, 'login.not.session');
      await login(t.app, 'demo2', 'new12345');
    });

    it('sets a password by phone and logs in with the number', async () => {
      const code = await smsCode('smsNoLogin', '9170000001');
      const body = { mobileNum: '9170000001', countryDialingCode: '63', verificationCode: code, newPassword: 'phone1234' };
      expectFail(await callEncrypted(t.app, 'setPasswordByPhone', { ...body, verificationCode: '999999' }), 400, 'sms.code.err');
      expectOk(await callEncrypted(t.app, 'setPasswordByPhone', body), 'setPasswordByPhone');
      await login(t.app, '9170000001', 'phone1234');
      // SMS login with a fresh code (a minute later: one text per minute per number).
      t.clock.advance(61_000);
      const code2 = await smsCode('smsNoLogin', '9170000001');
      expectOk(await callEncrypted(t.app, 'login', { username: '9170000001', password: code2, type: 'sms', countryDialingCode: '63' }), 'login');
    });

    it('answers the same for unknown numbers on noLogin SMS, but sends nothing', async () => {
      expectOk(await call(t.app, 'smsNoLogin', { ...fresh(), body: { mobileNum: '9990001111' } }), 'smsNoLogin');
      expect(expectOk<unknown[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: '639990001111' } }), 'devSmsOutbox')).toEqual([]);
    });

    it('forgot password by e-mail (form-encoded) sends a temporary password', async () => {
      const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };
      expectOk(await call(t.app, 'forgotPasswordEmail', { ...form, raw: 'username=demo0&email=wrong%40x.com' }), 'forgotPasswordEmail');
      expectOk(await call(t.app, 'forgotPasswordEmail', { ...form, raw: 'username=demo0&email=demo0%40lucky88.example' }), 'forgotPasswordEmail');
      const mail = expectOk<{ body: string }[]>(await call(t.app, 'devEmailOutbox', { query: { email: 'demo0@lucky88.example' } }), 'devEmailOutbox');
      const temp = /password is (\S+)/.exec(mail[0].body)?.[1] ?? '';
      await login(t.app, 'demo0', 'demo1234'); // the old one still works
      await login(t.app, 'demo0', temp);
    });

    it('sets and resets the withdrawal password', async () => {
      const code = await smsCode('smsRegister', '9183334444');
      const reg = { username: 'payuser01', password: 'abc12345', login: true, mobileNum: '9183334444', verificationCode: code };
      const v = expectOk<{ token: string }>(await callEncrypted(t.app, 'register', reg, fresh()), 'register');
      const token = v.token;
      expect(expectOk<boolean>(await call(t.app, 'hasWithdrawalPassword', { token }), 'hasWithdrawalPassword')).toBe(false);
      expectFail(await call(t.app, 'setPaymentPassword', { token, body: { paymentPassword: '12ab' } }), 400, 'validation.failed');
      expectOk(await call(t.app, 'setPaymentPassword', { token, body: { paymentPassword: '654321', confirmPaymentPassword: '654321' } }), 'setPaymentPassword');
      expect(expectOk<boolean>(await call(t.app, 'hasWithdrawalPassword', { token }), 'hasWithdrawalPassword')).toBe(true);
      expectFail(await call(t.app, 'setPaymentPassword', { token, body: { paymentPassword: '111111' } }), 409, 'paymentPassword.exists');
      expectFail(
        await call(t.app, 'resetPaymentPassword', { token, body: { loginPassword: 'bad12345', newPaymentPassword: '222222' } }),
        400,
        'password.old.err',
      );
      // LUCKY88 verifies password changes by phone (CHNGPASSVERIF3): the code goes to the member's own number.
      expectFail(await call(t.app, 'resetPaymentPassword', { token, body: { loginPassword: 'abc12345', newPaymentPassword: '222222' } }), 400, 'sms.code.err');
      const sent = expectOk<{ mobileNum: string }>(await call(t.app, 'smsPaymentReset', { token, body: {} }), 'smsPaymentReset');
      expect(sent.mobileNum).toMatch(/4444$/);
      const out = expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: '639183334444' } }), 'devSmsOutbox');
      const resetCode = /(\d{6})/.exec(out[0]?.body ?? '')?.[1] ?? '';
      const body = { loginPassword: 'abc12345', newPaymentPassword: '222222' };
      expectFail(
        await call(t.app, 'resetPaymentPassword', { token, body: { ...body, verificationCode: resetCode === '000000' ? '111111' : '000000' } }),
        400,
        'sms.code.err',
      );
      expectOk(await call(t.app, 'resetPaymentPassword', { token, body: { ...body, verificationCode: resetCode } }), 'resetPaymentPassword');
    });

    it('updates nickname (JSON) and e-mail (form)', async () => {
      const token = await login(t.app, 'agent1');
      expectOk(await call(t.app, 'updateNickname', { method: 'PUT', token, body: { nickname: 'Lucky One' } }), 'updateNickname');
      expectFail(await call(t.app, 'updateNickname', { token, body: { nickname: '<b>' } }), 400, 'validation.failed');
      // The new address is proven with the code mailed to it (tests/server/core/bind.test.ts has the details).
      expectOk(await call(t.app, 'emailCode', { token, body: { email: 'one@example.com' } }), 'emailCode');
      const mail = expectOk<{ body: string }[]>(await call(t.app, 'devEmailOutbox', { query: { email: 'one@example.com' } }), 'devEmailOutbox');
      const code = /\b(\d{6})\b/.exec(mail[0]?.body ?? '')?.[1] ?? '';
      expectFail(
        await call(t.app, 'updateEmail', { token, raw: 'email=one%40example.com', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        400,
        'validation.failed',
      );
      // agent1 has an address already: replacing it takes the login password and the code mailed to the bound one.
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      expectFail(await call(t.app, 'updateEmail', { token, raw: `email=one%40example.com&verificationCode=${code}`, headers: form }), 400, 'password.required');
      expectOk(await call(t.app, 'oldContactCode', { token, body: { kind: 'email' } }), 'oldContactCode');
      const old =
        /\b(\d{6})\b/.exec(
          expectOk<{ body: string }[]>(await call(t.app, 'devEmailOutbox', { query: { email: 'agent1@lucky88.example' } }), 'devEmailOutbox')[0]?.body ?? '',
        )?.[1] ?? '';
      const proof = `loginPassword=demo1234&oldVerificationCode=${old}`;
      expectOk(await call(t.app, 'updateEmail', { token, raw: `email=one%40example.com&verificationCode=${code}&${proof}`, headers: form }), 'updateEmail');
      const info = expectOk<{ nickname: string; email: string }>(await call(t.app, 'memberInfo', { token }), 'memberInfo');
      expect(info).toMatchObject({ nickname: 'Lucky One', email: 'on***@example.com' });
    });
  });
});
