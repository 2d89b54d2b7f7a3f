/**
 * Security centre binds: a mobile number with an SMS code (smsBind -> bindMobile) and an e-mail address with a
 * mailed code (emailCode -> updateEmail). Codes are single use, bound to the address and to the member who asked,
 * rate limited; a number another member has answers like a free one until its code is proven, then is refused;
 * trial members are refused. Replacing a bound contact: tests/server/core/contactChange.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember, type Member } from '../games/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => t?.close());

let ipN = 0;
/** A fresh client address, so the per-address limits of one test do not reach the next. */
const fresh = () => ({ 'x-forwarded-for': `10.9.0.${++ipN}` });

interface Info {
  mobileNum: string;
  countryDialingCode: string;
  email: string;
}
const info = async (m: Member): Promise<Info> => expectOk<Info>(await call(t.app, 'memberInfo', { token: m.token }), 'memberInfo');

const lastCode = (items: { body: string }[]): string => {
  const code = /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
};

async function smsCode(m: Member, mobileNum: string): Promise<string> {
  const v = expectOk<{ expirationTime: number }>(
    await call(t.app, 'smsBind', { token: m.token, headers: fresh(), body: { mobileNum, countryDialingCode: '63' } }),
    'smsBind',
  );
  expect(v.expirationTime).toBe(t.clock.now() + 5 * 60_000);
  return lastCode(expectOk(await call(t.app, 'devSmsOutbox', { query: { mobile: `63${mobileNum}` } }), 'devSmsOutbox'));
}

async function emailCode(m: Member, email: string): Promise<string> {
  const v = expectOk<{ expirationTime: number }>(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email } }), 'emailCode');
  expect(v.expirationTime).toBe(t.clock.now() + 10 * 60_000);
  return lastCode(expectOk(await call(t.app, 'devEmailOutbox', { query: { email: email.toLowerCase() } }), 'devEmailOutbox'));
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('bind mobile', () => {
  it('binds a number with the code texted to it; a wrong or used code is sms.code.err', async () => {
    const m = await makeMember(t);
    expect((await info(m)).mobileNum).toBe('');
    const code = await smsCode(m, '9185550001');
    const bind = (verificationCode: string, mobileNum = '9185550001') =>
      call(t.app, 'bindMobile', { token: m.token, body: { mobileNum, countryDialingCode: '63', verificationCode } });
    expectFail(await bind(wrong(code)), 400, 'sms.code.err');
    expectFail(await bind(code, '9185550002'), 400, 'sms.code.err'); // the code belongs to the other number
    expect(expectOk<boolean>(await bind(code), 'bindMobile')).toBe(true);
    expect(await info(m)).toMatchObject({ mobileNum: '63******0001', countryDialingCode: '63' });
    // A second binding is a replacement: the owner's proof comes first (tests/server/core/contactChange.test.ts).
    expectFail(await bind(code), 400, 'password.required');
    // The bound number logs in by SMS like a registered one: smsNoLogin texts it (after the one-a-minute limit).
    t.clock.advance(61_000);
    expectOk(await call(t.app, 'smsNoLogin', { headers: fresh(), body: { mobileNum: '9185550001', countryDialingCode: '63' } }), 'smsNoLogin');
    expect(expectOk<unknown[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: '639185550001' } }), 'devSmsOutbox')).toHaveLength(2);
  });

  it('answers alike for a taken and a free number until the code is proven, then says 409 mobile.exists', async () => {
    const m = await makeMember(t);
    // demo1 of LUCKY88 has 63 9170000001; 9185550019 is nobody's. smsBind texts either and answers the same.
    const ask = async (mobileNum: string) => {
      const r = await call(t.app, 'smsBind', { token: m.token, headers: fresh(), body: { mobileNum, countryDialingCode: '63' } });
      return { status: r.status, body: r.body };
    };
    const taken = await ask('9170000001');
    expect(taken).toEqual(await ask('9185550019'));
    expect(taken.status).toBe(200);
    const takenCode = lastCode(expectOk(await call(t.app, 'devSmsOutbox', { query: { mobile: '639170000001' } }), 'devSmsOutbox'));
    const bind = async (mobileNum: string, verificationCode: string) => {
      const r = await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum, countryDialingCode: '63', verificationCode } });
      return { status: r.status, body: r.body };
    };
    // A wrong code reads the same for both numbers; only the right one learns the number is taken.
    expect(await bind('9170000001', wrong(takenCode))).toEqual(await bind('9185550019', wrong(takenCode)));
    expectFail(
      await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: '9170000001', countryDialingCode: '63', verificationCode: wrong(takenCode) } }),
      400,
      'sms.code.err',
    );
    expectFail(
      await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: '9170000001', countryDialingCode: '63', verificationCode: takenCode } }),
      409,
      'mobile.exists',
    );
    expect((await info(m)).mobileNum).toBe('');

    const a = await makeMember(t);
    const b = await makeMember(t);
    const codeA = await smsCode(a, '9185550010');
    t.clock.advance(61_000);
    const codeB = await smsCode(b, '9185550010');
    expectOk(await call(t.app, 'bindMobile', { token: a.token, body: { mobileNum: '9185550010', verificationCode: codeA } }), 'bindMobile');
    expectFail(await call(t.app, 'bindMobile', { token: b.token, body: { mobileNum: '9185550010', verificationCode: codeB } }), 409, 'mobile.exists');
    // Another merchant's member may have the same number.
    const royal = await makeMember(t, { merchant: 'ROYALPH' });
    t.clock.advance(61_000);
    const codeR = lastCode(
      await (async () => {
        expectOk(
          await call(t.app, 'smsBind', {
            token: royal.token,
            merchant: 'ROYALPH',
            headers: fresh(),
            body: { mobileNum: '9185550010', countryDialingCode: '63' },
          }),
          'smsBind',
        );
        return expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { merchant: 'ROYALPH', query: { mobile: '639185550010' } }), 'devSmsOutbox');
      })(),
    );
    expectOk(
      await call(t.app, 'bindMobile', { token: royal.token, merchant: 'ROYALPH', body: { mobileNum: '9185550010', verificationCode: codeR } }),
      'bindMobile',
    );
  });

  it('a code asked for by one member does not work for another; 5 wrong tries end a code; codes expire', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const code = await smsCode(a, '9185550020');
    expectFail(await call(t.app, 'bindMobile', { token: b.token, body: { mobileNum: '9185550020', verificationCode: code } }), 400, 'sms.code.err');
    for (let i = 0; i < 5; i++) {
      expectFail(
        await call(t.app, 'bindMobile', { token: a.token, body: { mobileNum: '9185550020', verificationCode: '000000' === code ? '111111' : '000000' } }),
        400,
        'sms.code.err',
      );
    }
    expectFail(await call(t.app, 'bindMobile', { token: a.token, body: { mobileNum: '9185550020', verificationCode: code } }), 400, 'sms.code.err');
    t.clock.advance(61_000);
    const again = await smsCode(a, '9185550020');
    t.clock.advance(5 * 60_000 + 1);
    expectFail(await call(t.app, 'bindMobile', { token: a.token, body: { mobileNum: '9185550020', verificationCode: again } }), 400, 'sms.code.err');
  });

  it('is rate limited like the other SMS calls (one a minute per number)', async () => {
    const m = await makeMember(t);
    await smsCode(m, '9185550030');
    expectFail(await call(t.app, 'smsBind', { token: m.token, headers: fresh(), body: { mobileNum: '9185550030' } }), 429, 'request.too.many');
  });

  it('bad numbers and bodies are 400; trial 403; no session 401', async () => {
    const m = await makeMember(t);
    expectFail(await call(t.app, 'smsBind', { token: m.token, headers: fresh(), body: { mobileNum: 'abc' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'smsBind', { token: m.token, headers: fresh(), body: { mobileNum: '12' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'smsBind', { token: m.token, body: {} }), 400, 'validation.failed');
    expectFail(await call(t.app, 'smsBind', { token: m.token, body: { mobileNum: '9185550040', extra: 1 } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: '9185550040' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: '9185550040', verificationCode: 123456 } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: 'x', verificationCode: '123456' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'bindMobile', { token: m.token, raw: '{"mobileNum": ' }), 400, 'request.json.invalid');
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'smsBind', { token: trial.token, body: { mobileNum: '9185550041' } }), 403, 'free_reject');
    expectFail(await call(t.app, 'bindMobile', { token: trial.token, body: { mobileNum: '9185550041', verificationCode: '123456' } }), 403, 'free_reject');
    expectFail(await call(t.app, 'smsBind', { body: { mobileNum: '9185550041' } }), 401, 'login.not.session');
    expectFail(await call(t.app, 'bindMobile', { body: { mobileNum: '9185550041', verificationCode: '123456' } }), 401, 'login.not.session');
    expectFail(await call(t.app, 'smsBind', { token: m.token, merchant: 'NOPE', body: { mobileNum: '9185550041' } }), 403, 'domain_not_available');
  });
});

describe('bind e-mail', () => {
  it('changes the address with the code mailed to it (JSON and form bodies)', async () => {
    const m = await makeMember(t);
    const code = await emailCode(m, 'New.Addr@Example.com');
    const update = (body: Record<string, unknown>) => call(t.app, 'updateEmail', { token: m.token, body });
    expectFail(await update({ email: 'new.addr@example.com' }), 400, 'validation.failed'); // the code is required now
    expectFail(await update({ email: 'new.addr@example.com', verificationCode: wrong(code) }), 400, 'email.code.err');
    expectFail(await update({ email: 'other@example.com', verificationCode: code }), 400, 'email.code.err'); // code of another address
    expect(expectOk<boolean>(await update({ email: 'new.addr@example.com', verificationCode: code }), 'updateEmail')).toBe(true);
    expect((await info(m)).email).toBe('ne***@example.com');
    expectFail(await update({ email: 'new.addr@example.com', verificationCode: code }), 400, 'password.required'); // now a replacement

    const other = await makeMember(t);
    const form = await emailCode(other, 'form@example.com');
    const raw = `email=form%40example.com&verificationCode=${form}`;
    expectOk(await call(t.app, 'updateEmail', { token: other.token, raw, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 'updateEmail');
    expect((await info(other)).email).toBe('fo***@example.com');
  });

  it("a code is this member's only, valid 10 minutes, 5 wrong tries", async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const code = await emailCode(a, 'shared@example.com');
    expectFail(await call(t.app, 'updateEmail', { token: b.token, body: { email: 'shared@example.com', verificationCode: code } }), 400, 'email.code.err');
    for (let i = 0; i < 5; i++) {
      expectFail(
        await call(t.app, 'updateEmail', { token: a.token, body: { email: 'shared@example.com', verificationCode: wrong(code) } }),
        400,
        'email.code.err',
      );
    }
    expectFail(await call(t.app, 'updateEmail', { token: a.token, body: { email: 'shared@example.com', verificationCode: code } }), 400, 'email.code.err');
    t.clock.advance(61_000);
    const again = await emailCode(a, 'shared@example.com');
    t.clock.advance(9 * 60_000);
    const still = await emailCode(b, 'late@example.com');
    expectOk(await call(t.app, 'updateEmail', { token: b.token, body: { email: 'late@example.com', verificationCode: still } }), 'updateEmail');
    t.clock.advance(60_001);
    expectFail(await call(t.app, 'updateEmail', { token: a.token, body: { email: 'shared@example.com', verificationCode: again } }), 400, 'email.code.err');
  });

  it('checks the e-mail rule and the limits (one a minute, five an hour per address)', async () => {
    const m = await makeMember(t);
    expectFail(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: 'not-an-email' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: '' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: {} }), 400, 'validation.failed');
    expectFail(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: 'a@b.cd', more: 1 } }), 400, 'validation.failed');
    await emailCode(m, 'limit@example.com');
    expectFail(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: 'LIMIT@example.com' } }), 429, 'request.too.many');
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      await emailCode(m, 'limit@example.com');
    }
    t.clock.advance(61_000);
    expectFail(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: 'limit@example.com' } }), 429, 'request.too.many');
  });

  it('trial 403; no session 401', async () => {
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'emailCode', { token: trial.token, body: { email: 'a@b.cd' } }), 403, 'free_reject');
    expectFail(await call(t.app, 'updateEmail', { token: trial.token, body: { email: 'a@b.cd', verificationCode: '123456' } }), 403, 'free_reject');
    expectFail(await call(t.app, 'emailCode', { body: { email: 'a@b.cd' } }), 401, 'login.not.session');
  });
});
