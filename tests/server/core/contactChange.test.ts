/**
 * Replacing a bound mobile number or e-mail address proves the owner: the login password and a code sent to the
 * contact bound now (oldContactCode), besides the code to the new one. Every refusal changes nothing; a first
 * binding needs no such proof; parallel replacements change the contact once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { LOGIN_PASSWORD, makeMember, type Member } from '../games/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => t?.close());

let ipN = 0;
/** A fresh client address, so the per-address limits of one test do not reach the next. */
const fresh = () => ({ 'x-forwarded-for': `10.8.${Math.floor(ipN / 200)}.${(ipN++ % 200) + 1}` });
let numberN = 0;
/** A number no other test uses. */
const newNumber = () => `91866${String(++numberN).padStart(5, '0')}`;

const info = async (m: Member) => expectOk<{ mobileNum: string; email: string }>(await call(t.app, 'memberInfo', { token: m.token }), 'memberInfo');
const lastCode = (items: { body: string }[]): string => {
  const code = /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
};
const smsOutbox = async (full: string) => expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: full } }), 'devSmsOutbox');
const mailOutbox = async (email: string) => expectOk<{ body: string }[]>(await call(t.app, 'devEmailOutbox', { query: { email } }), 'devEmailOutbox');
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** smsBind for a number, and the code texted to it. */
async function newMobileCode(m: Member, mobileNum: string): Promise<string> {
  expectOk(await call(t.app, 'smsBind', { token: m.token, headers: fresh(), body: { mobileNum, countryDialingCode: '63' } }), 'smsBind');
  return lastCode(await smsOutbox(`63${mobileNum}`));
}

/** A member with a first number bound (no proof needed for that). */
async function memberWithMobile(): Promise<{ m: Member; mobile: string }> {
  const m = await makeMember(t);
  const mobile = newNumber();
  const code = await newMobileCode(m, mobile);
  expectOk(await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: mobile, countryDialingCode: '63', verificationCode: code } }), 'bindMobile');
  return { m, mobile };
}

async function oldCode(m: Member, kind: 'mobile' | 'email', recipient: string): Promise<string> {
  const sent = expectOk<{ expirationTime: number; recipient: string }>(
    await call(t.app, 'oldContactCode', { token: m.token, headers: fresh(), body: { kind } }),
    'oldContactCode',
  );
  expect(sent.recipient).not.toContain(kind === 'mobile' ? recipient.slice(2, -4) : recipient.split('@')[0]);
  return lastCode(kind === 'mobile' ? await smsOutbox(recipient) : await mailOutbox(recipient));
}

describe('replace a bound mobile number', () => {
  it("is refused without the password, with a wrong one, without the old-number code or with the new number's code; with both it replaces", async () => {
    const { m, mobile } = await memberWithMobile();
    const next = newNumber();
    t.clock.advance(61_000);
    const code = await newMobileCode(m, next);
    const replace = (extra: Record<string, string>) =>
      call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: next, countryDialingCode: '63', verificationCode: code, ...extra } });
    const unchanged = async () => expect((await info(m)).mobileNum).toBe(`63******${mobile.slice(-4)}`);

    expectFail(await replace({}), 400, 'password.required');
    await unchanged();
    expectFail(await replace({ loginPassword: 'not-the-password', oldVerificationCode: '123456' }), 400, 'password.old.err');
    await unchanged();
    expectFail(await replace({ loginPassword: LOGIN_PASSWORD }), 400, 'contact.old.code.err');
    await unchanged();
    // The code texted to the new number proves nothing about the old one.
    expectFail(await replace({ loginPassword: LOGIN_PASSWORD, oldVerificationCode: code }), 400, 'contact.old.code.err');
    await unchanged();
    const old = await oldCode(m, 'mobile', `63${mobile}`);
    expectFail(await replace({ loginPassword: LOGIN_PASSWORD, oldVerificationCode: wrong(old) }), 400, 'contact.old.code.err');
    await unchanged();
    expect(expectOk<boolean>(await replace({ loginPassword: LOGIN_PASSWORD, oldVerificationCode: old }), 'bindMobile')).toBe(true);
    expect((await info(m)).mobileNum).toBe(`63******${next.slice(-4)}`);
    // Both codes are spent.
    expectFail(await replace({ loginPassword: LOGIN_PASSWORD, oldVerificationCode: old }), 400, 'contact.old.code.err');
  });

  it('a number another member has is refused only after every proof, and the old-number code stays usable', async () => {
    const { m, mobile } = await memberWithMobile();
    const other = await memberWithMobile();
    t.clock.advance(61_000);
    const old = await oldCode(m, 'mobile', `63${mobile}`);
    const takenCode = await newMobileCode(m, other.mobile);
    const proof = { loginPassword: LOGIN_PASSWORD, oldVerificationCode: old };
    expectFail(
      await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: other.mobile, verificationCode: takenCode, ...proof } }),
      409,
      'mobile.exists',
    );
    const next = newNumber();
    const code = await newMobileCode(m, next);
    expectOk(await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: next, verificationCode: code, ...proof } }), 'bindMobile');
    expect((await info(m)).mobileNum).toBe(`63******${next.slice(-4)}`);
    expect((await info(other.m)).mobileNum).toBe(`63******${other.mobile.slice(-4)}`);
  });

  it('oldContactCode texts the bound number only; 400 contact.not.bound without one', async () => {
    const fresh0 = await makeMember(t);
    expectFail(await call(t.app, 'oldContactCode', { token: fresh0.token, headers: fresh(), body: { kind: 'mobile' } }), 400, 'contact.not.bound');
    expectFail(await call(t.app, 'oldContactCode', { token: fresh0.token, headers: fresh(), body: { kind: 'email' } }), 400, 'contact.not.bound');
    expectFail(
      await call(t.app, 'oldContactCode', { token: fresh0.token, headers: fresh(), body: { kind: 'mobile', mobileNum: '9170000001' } }),
      400,
      'validation.failed',
    );
    expectFail(await call(t.app, 'oldContactCode', { token: fresh0.token, headers: fresh(), body: { kind: 'fax' } }), 400, 'validation.failed');
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'oldContactCode', { token: trial.token, body: { kind: 'mobile' } }), 403, 'free_reject');
    expectFail(await call(t.app, 'oldContactCode', { body: { kind: 'mobile' } }), 401, 'login.not.session');
    const { m, mobile } = await memberWithMobile();
    t.clock.advance(61_000);
    const sent = expectOk<{ recipient: string }>(
      await call(t.app, 'oldContactCode', { token: m.token, headers: fresh(), body: { kind: 'mobile' } }),
      'oldContactCode',
    );
    expect(sent.recipient).toBe(`63******${mobile.slice(-4)}`);
    expect(await smsOutbox(`63${mobile}`)).toHaveLength(2);
    // One a minute, like every SMS.
    expectFail(await call(t.app, 'oldContactCode', { token: m.token, headers: fresh(), body: { kind: 'mobile' } }), 429, 'request.too.many');
  });

  it('20 parallel replacements, each to its own number with its own code and the same proof, change the number once', async () => {
    const { m, mobile } = await memberWithMobile();
    t.clock.advance(61_000);
    const old = await oldCode(m, 'mobile', `63${mobile}`);
    const targets: { mobileNum: string; code: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const mobileNum = newNumber();
      targets.push({ mobileNum, code: await newMobileCode(m, mobileNum) });
    }
    const answers = await Promise.all(
      targets.map((x) =>
        call(t.app, 'bindMobile', {
          token: m.token,
          body: { mobileNum: x.mobileNum, verificationCode: x.code, loginPassword: LOGIN_PASSWORD, oldVerificationCode: old },
        }),
      ),
    );
    const won = answers.flatMap((a, i) => (a.status === 200 ? [targets[i]] : []));
    expect(won).toHaveLength(1);
    for (const a of answers) expect([200, 400, 409, 429]).toContain(a.status);
    expect((await info(m)).mobileNum).toBe(`63******${won[0]?.mobileNum.slice(-4)}`);
  });
});

describe('replace a bound e-mail address', () => {
  it('needs the password and the code mailed to the bound address; a first binding does not', async () => {
    const m = await makeMember(t);
    const first = `first${m.memberId}@example.com`;
    expectOk(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: first } }), 'emailCode');
    // First binding: the code to the new address is enough (proof fields are not needed).
    expectOk(await call(t.app, 'updateEmail', { token: m.token, body: { email: first, verificationCode: lastCode(await mailOutbox(first)) } }), 'updateEmail');
    const next = `next${m.memberId}@example.com`;
    expectOk(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: next } }), 'emailCode');
    const code = lastCode(await mailOutbox(next));
    const replace = (extra: Record<string, string>) => call(t.app, 'updateEmail', { token: m.token, body: { email: next, verificationCode: code, ...extra } });
    const unchanged = async () => expect((await info(m)).email).toBe('fi***@example.com');
    expectFail(await replace({}), 400, 'password.required');
    expectFail(await replace({ loginPassword: 'nope-nope1', oldVerificationCode: code }), 400, 'password.old.err');
    expectFail(await replace({ loginPassword: LOGIN_PASSWORD }), 400, 'contact.old.code.err');
    expectFail(await replace({ loginPassword: LOGIN_PASSWORD, oldVerificationCode: code }), 400, 'contact.old.code.err');
    await unchanged();
    const old = await oldCode(m, 'email', first);
    expect(expectOk<boolean>(await replace({ loginPassword: LOGIN_PASSWORD, oldVerificationCode: old }), 'updateEmail')).toBe(true);
    expect((await info(m)).email).toBe('ne***@example.com');
  });

  it('20 parallel replacements with the same codes change the address once', async () => {
    const m = await makeMember(t);
    const first = `p${m.memberId}@example.com`;
    expectOk(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: first } }), 'emailCode');
    expectOk(await call(t.app, 'updateEmail', { token: m.token, body: { email: first, verificationCode: lastCode(await mailOutbox(first)) } }), 'updateEmail');
    const next = `q${m.memberId}@example.com`;
    expectOk(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: next } }), 'emailCode');
    const code = lastCode(await mailOutbox(next));
    t.clock.advance(61_000);
    const old = await oldCode(m, 'email', first);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'updateEmail', { token: m.token, body: { email: next, verificationCode: code, loginPassword: LOGIN_PASSWORD, oldVerificationCode: old } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers) expect([200, 400, 429]).toContain(a.status);
    expect((await info(m)).email).toBe(`q${String(m.memberId)[0]}***@example.com`);
  });
});
