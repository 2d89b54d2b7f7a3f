/**
 * Security questions: set only with the login password, 2-3 different offered questions with answers of 2-64
 * characters; read back as questions only; stored hashed. A contact change may give the answers in place of the
 * old contact's code (never in place of the password), only when they are set; wrong answers are refused and
 * limited per account; parallel changes with the answers change the contact once.
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
const fresh = () => ({ 'x-forwarded-for': `10.9.${Math.floor(ipN / 200)}.${(ipN++ % 200) + 1}` });
let numberN = 0;
const newNumber = () => `91877${String(++numberN).padStart(5, '0')}`;

interface Question {
  questionId: number;
  question: string;
}
const offered = async (m: Member, language = 'EN') =>
  expectOk<{ list: Question[]; minQuestions: number; maxQuestions: number }>(
    await call(t.app, 'securityQuestions', { token: m.token, headers: { language } }),
    'securityQuestions',
  );
const mine = async (m: Member, language = 'EN') =>
  expectOk<{ list: Question[] }>(await call(t.app, 'customerSecurityQuestions', { token: m.token, headers: { language } }), 'customerSecurityQuestions');
const setQuestions = (m: Member, body: Record<string, unknown>) => call(t.app, 'setCustomerSecurityQuestions', { token: m.token, body });
const ANSWERS = [
  { questionId: 1, answer: 'Rex the Dog' },
  { questionId: 2, answer: 'Quezon City' },
];

const info = async (m: Member) => expectOk<{ mobileNum: string; email: string }>(await call(t.app, 'memberInfo', { token: m.token }), 'memberInfo');
const lastCode = (items: { body: string }[]): string => {
  const code = /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
};
const smsOutbox = async (full: string) => expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: full } }), 'devSmsOutbox');
const mailOutbox = async (email: string) => expectOk<{ body: string }[]>(await call(t.app, 'devEmailOutbox', { query: { email } }), 'devEmailOutbox');

async function newMobileCode(m: Member, mobileNum: string): Promise<string> {
  expectOk(await call(t.app, 'smsBind', { token: m.token, headers: fresh(), body: { mobileNum, countryDialingCode: '63' } }), 'smsBind');
  return lastCode(await smsOutbox(`63${mobileNum}`));
}

/** A member with a first number bound and, unless told otherwise, the two questions of ANSWERS set. */
async function memberWithMobile(withQuestions = true): Promise<{ m: Member; mobile: string }> {
  const m = await makeMember(t);
  const mobile = newNumber();
  const code = await newMobileCode(m, mobile);
  expectOk(await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: mobile, countryDialingCode: '63', verificationCode: code } }), 'bindMobile');
  if (withQuestions) expectOk(await setQuestions(m, { loginPassword: LOGIN_PASSWORD, questions: ANSWERS }), 'setCustomerSecurityQuestions');
  t.clock.advance(61_000);
  return { m, mobile };
}

describe("the questions offered and the member's own", () => {
  it('offers 6 questions in each language the brands speak, with how many to choose', async () => {
    const m = await makeMember(t);
    const en = await offered(m, 'EN');
    expect(en.list).toHaveLength(6);
    expect(en).toMatchObject({ minQuestions: 2, maxQuestions: 3, answerMinLength: 2, answerMaxLength: 64 });
    const ty = await offered(m, 'TY');
    const cn = await offered(m, 'CN');
    expect(ty.list.map((q) => q.questionId)).toEqual(en.list.map((q) => q.questionId));
    for (const [i, q] of en.list.entries()) {
      expect(ty.list[i]?.question).not.toBe(q.question);
      expect(cn.list[i]?.question).not.toBe(q.question);
    }
    expect(cn.list[0]?.question).toMatch(/[\u4e00-\u9fff]/);
    // A language without texts reads in the brand's default.
    expect((await offered(m, 'VI')).list).toEqual(en.list);
    expectFail(await call(t.app, 'securityQuestions', {}), 401, 'login.not.session');
  });

  it('sets them only with the right login password; reading answers the questions, never the answers; stored hashed', async () => {
    const m = await makeMember(t);
    expect((await mine(m)).list).toEqual([]);
    expectFail(await setQuestions(m, { questions: ANSWERS }), 400, 'password.required');
    expectFail(await setQuestions(m, { loginPassword: 'wrong-Pass1', questions: ANSWERS }), 400, 'password.old.err');
    expect((await mine(m)).list).toEqual([]);
    expect(expectOk(await setQuestions(m, { loginPassword: LOGIN_PASSWORD, questions: ANSWERS }), 'setCustomerSecurityQuestions')).toBe(true);
    const set = await call(t.app, 'customerSecurityQuestions', { token: m.token, headers: { language: 'EN' } });
    expect(set.raw).not.toMatch(/rex|quezon|scrypt|answer/i);
    expect((await mine(m)).list.map((q) => q.questionId)).toEqual([1, 2]);
    expect((await mine(m, 'CN')).list[0]?.question).toMatch(/[\u4e00-\u9fff]/);
    const rows = await t.db.query<{ answer_hash: string }>('SELECT answer_hash FROM member_security_answers WHERE member_id = $1 ORDER BY position', [
      m.memberId,
    ]);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r.answer_hash).toMatch(/^scrypt\$/);
      expect(r.answer_hash.toLowerCase()).not.toMatch(/rex|quezon/);
    }
    // Replacing them takes the password again, and replaces them whole.
    expectFail(
      await setQuestions(m, {
        questions: [
          { questionId: 3, answer: 'Santos' },
          { questionId: 4, answer: 'San Jose' },
        ],
      }),
      400,
      'password.required',
    );
    expectOk(
      await setQuestions(m, {
        loginPassword: LOGIN_PASSWORD,
        questions: [
          { questionId: 3, answer: 'Santos' },
          { questionId: 4, answer: 'San Jose' },
          { questionId: 5, answer: 'Ana' },
        ],
      }),
      'setCustomerSecurityQuestions',
    );
    expect((await mine(m)).list.map((q) => q.questionId)).toEqual([3, 4, 5]);
    const trial = await makeMember(t, { type: 4 });
    expectFail(await setQuestions(trial, { loginPassword: LOGIN_PASSWORD, questions: ANSWERS }), 403, 'free_reject');
  });

  it('refuses a choice that is not 2-3 different offered questions with answers of 2-64 characters, and stores nothing', async () => {
    const m = await makeMember(t);
    const refused = async (questions: unknown, code: string, field?: string) => {
      const a = await setQuestions(m, { loginPassword: LOGIN_PASSWORD, questions });
      expectFail(a, 400, code);
      if (field) expect(a.body.value).toEqual({ field });
    };
    await refused([{ questionId: 1, answer: 'Rex' }], 'security.questions.count', 'questions');
    await refused(
      [1, 2, 3, 4].map((questionId) => ({ questionId, answer: 'abc' })),
      'security.questions.count',
      'questions',
    );
    await refused(
      [
        { questionId: 1, answer: 'Rex' },
        { questionId: 1, answer: 'Max' },
      ],
      'security.question.duplicate',
      'questions/1/questionId',
    );
    await refused(
      [
        { questionId: 1, answer: 'Rex' },
        { questionId: 99, answer: 'Max' },
      ],
      'security.question.unknown',
      'questions/1/questionId',
    );
    await refused(
      [
        { questionId: 1, answer: ' x ' },
        { questionId: 2, answer: 'Max' },
      ],
      'security.answer.length',
      'questions/0/answer',
    );
    await refused(
      [
        { questionId: 1, answer: 'Rex' },
        { questionId: 2, answer: 'y'.repeat(65) },
      ],
      'security.answer.length',
      'questions/1/answer',
    );
    await refused([{ questionId: 1, answer: 'Rex' }, { questionId: 2 }], 'validation.failed');
    expect((await mine(m)).list).toEqual([]);
  });
});

describe('a contact change proven with the answers', () => {
  it('replaces the number with the password and the right answers, compared without case or spaces', async () => {
    const { m, mobile } = await memberWithMobile();
    const next = newNumber();
    const code = await newMobileCode(m, next);
    const replace = (extra: Record<string, string>) =>
      call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: next, countryDialingCode: '63', verificationCode: code, ...extra } });
    // The answers never stand in for the password.
    expectFail(await replace({ securityAnswer1: 'Rex the Dog', securityAnswer2: 'Quezon City' }), 400, 'password.required');
    expectFail(await replace({ loginPassword: 'wrong-Pass1', securityAnswer1: 'Rex the Dog', securityAnswer2: 'Quezon City' }), 400, 'password.old.err');
    const missing = await replace({ loginPassword: LOGIN_PASSWORD, securityAnswer1: 'Rex the Dog' });
    expectFail(missing, 400, 'security.answer.required');
    expect(missing.body.value).toEqual({ field: 'securityAnswer2' });
    expect((await info(m)).mobileNum).toBe(`63******${mobile.slice(-4)}`);
    expectOk(await replace({ loginPassword: LOGIN_PASSWORD, securityAnswer1: '  rex THE   dog ', securityAnswer2: 'quezoncity' }), 'bindMobile');
    expect((await info(m)).mobileNum).toBe(`63******${next.slice(-4)}`);
  });

  it('replaces the e-mail address (form-encoded) with the password and the answers', async () => {
    const m = await makeMember(t);
    expectOk(await setQuestions(m, { loginPassword: LOGIN_PASSWORD, questions: ANSWERS }), 'setCustomerSecurityQuestions');
    const first = `sq${m.memberId}@example.com`;
    expectOk(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: first } }), 'emailCode');
    expectOk(await call(t.app, 'updateEmail', { token: m.token, body: { email: first, verificationCode: lastCode(await mailOutbox(first)) } }), 'updateEmail');
    const next = `tq${m.memberId}@example.com`;
    expectOk(await call(t.app, 'emailCode', { token: m.token, headers: fresh(), body: { email: next } }), 'emailCode');
    const code = lastCode(await mailOutbox(next));
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const raw = `email=${encodeURIComponent(next)}&verificationCode=${code}&loginPassword=${LOGIN_PASSWORD}&securityAnswer1=Rex%20the%20Dog&securityAnswer2=Quezon%20City`;
    expectOk(await call(t.app, 'updateEmail', { token: m.token, raw, headers: form }), 'updateEmail');
    expect((await info(m)).email).toBe(`tq***@example.com`);
  });

  it('refuses wrong answers without saying which, then limits the account (429) even with the right ones', async () => {
    const { m, mobile } = await memberWithMobile();
    const next = newNumber();
    let code = await newMobileCode(m, next);
    const replace = (a1: string, a2: string) =>
      call(t.app, 'bindMobile', {
        token: m.token,
        body: { mobileNum: next, verificationCode: code, loginPassword: LOGIN_PASSWORD, securityAnswer1: a1, securityAnswer2: a2 },
      });
    for (let i = 0; i < 5; i++) {
      const a = await replace('Rex the Dog', `Manila ${i}`);
      expectFail(a, 400, 'security.answer.err');
      expect(a.body.value).toEqual({ field: 'securityAnswers' });
    }
    expectFail(await replace('Rex the Dog', 'Quezon City'), 429, 'request.too.many');
    expect((await info(m)).mobileNum).toBe(`63******${mobile.slice(-4)}`);
    // Once the hour has passed, the right answers work (with a new code: the first one has expired meanwhile).
    t.clock.advance(3600_000);
    code = await newMobileCode(m, next);
    expectOk(await replace('Rex the Dog', 'Quezon City'), 'bindMobile');
  });

  it("each answer try counts against the account's password limit too", async () => {
    const { m } = await memberWithMobile();
    const next = newNumber();
    const code = await newMobileCode(m, next);
    // setCustomerSecurityQuestions tried the password once, and each answer try comes with a password try: 6.
    for (let i = 0; i < 5; i++) {
      expectFail(
        await call(t.app, 'bindMobile', {
          token: m.token,
          body: { mobileNum: next, verificationCode: code, loginPassword: LOGIN_PASSWORD, securityAnswer1: 'no', securityAnswer2: 'no' },
        }),
        400,
        'security.answer.err',
      );
    }
    const proof = (i: number) => ({ loginPassword: `wrong-Pass${i}`, questions: ANSWERS });
    for (let i = 0; i < 4; i++) expectFail(await setQuestions(m, proof(i)), 400, 'password.old.err');
    expectFail(await setQuestions(m, proof(9)), 429, 'request.too.many');
  });

  it('without questions set, the answers path is refused and says so; the old-contact code path is untouched', async () => {
    const { m, mobile } = await memberWithMobile(false);
    const next = newNumber();
    const code = await newMobileCode(m, next);
    const a = await call(t.app, 'bindMobile', {
      token: m.token,
      body: { mobileNum: next, verificationCode: code, loginPassword: LOGIN_PASSWORD, securityAnswer1: 'Rex the Dog', securityAnswer2: 'Quezon City' },
    });
    expectFail(a, 400, 'security.questions.not.set');
    expect(a.body.message).toMatch(/customer service/i);
    expect((await info(m)).mobileNum).toBe(`63******${mobile.slice(-4)}`);
    expectFail(
      await call(t.app, 'bindMobile', { token: m.token, body: { mobileNum: next, verificationCode: code, loginPassword: LOGIN_PASSWORD } }),
      400,
      'contact.old.code.err',
    );
  });

  it('20 parallel replacements with the right answers, each to its own number, change the number once', async () => {
    const { m } = await memberWithMobile();
    const targets: { mobileNum: string; code: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const mobileNum = newNumber();
      targets.push({ mobileNum, code: await newMobileCode(m, mobileNum) });
    }
    const answers = await Promise.all(
      targets.map((x) =>
        call(t.app, 'bindMobile', {
          token: m.token,
          body: {
            mobileNum: x.mobileNum,
            verificationCode: x.code,
            loginPassword: LOGIN_PASSWORD,
            securityAnswer1: 'Rex the Dog',
            securityAnswer2: 'Quezon City',
          },
        }),
      ),
    );
    const won = answers.flatMap((a, i) => (a.status === 200 ? [targets[i]] : []));
    expect(won, answers.map((a) => a.raw.slice(0, 80)).join('\n')).toHaveLength(1);
    for (const a of answers) expect([200, 409, 429]).toContain(a.status);
    expect((await info(m)).mobileNum).toBe(`63******${won[0]?.mobileNum.slice(-4)}`);
  });
});
