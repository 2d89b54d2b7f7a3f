/**
 * Captchas that cost (issue 35): every try that carries a captcha answer carries a proof of work (ALTCHA) solved
 * for its captcha id, checked once before the image answer, at a level that rises with the failures of the
 * address and the account. A right image answer without a valid, unused proof is refused.
 */
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POW_LEVELS } from '../../server/src/captcha/powLevels.ts';
import { recordFailure } from '../../server/src/http/loginThrottle.ts';
import { type Answer, call, callEncrypted, expectFail, expectOk } from './helpers/api.ts';
import { powChallenge, powFor, solvePow } from './helpers/pow.ts';
import { createTestApp, type TestApp } from './helpers/testApp.ts';

const CAPTCHA = '4321';

describe('captcha proof of work', () => {
  let t: TestApp;
  let ipSeq = 0;
  beforeAll(async () => {
    t = await createTestApp({ captchaText: () => CAPTCHA, trustProxy: 1 });
  }, 120_000);
  afterAll(async () => t?.close());

  const nextIp = () => `10.90.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`;
  /** Call options from `ip` holding a fresh captcha image (answer CAPTCHA). */
  async function withImage(ip = nextIp(), merchant = 'LUCKY88') {
    const headers = { 'x-forwarded-for': ip };
    const img = await call(t.app, 'captcha', { headers, merchant });
    return { merchant, headers: { ...headers, 'X-Captcha-Id': String(img.headers['x-captcha-id']) } };
  }
  /** Three wrong passwords for `username` from other addresses: its next sign-in needs a captcha. */
  async function needCaptcha(username: string): Promise<void> {
    for (let i = 0; i < 3; i++) {
      expectFail(
        await callEncrypted(t.app, 'login', { username, password: `wrong-${i}x` }, { headers: { 'x-forwarded-for': nextIp() } }),
        400,
        'login.cred.err',
      );
    }
  }
  const login = (username: string, o: Awaited<ReturnType<typeof withImage>>, extra: Record<string, unknown>) =>
    callEncrypted(t.app, 'login', { username, password: 'demo1234', captcha: CAPTCHA, ...extra }, o);
  const refusedForPow = (a: Answer) => {
    expectFail(a, 400, 'captcha.pow.err');
    expect(a.body.value).toEqual({ captcha: true });
  };
  /** A payload with one part changed after solving. */
  const payload = (challenge: Challenge, solution: { counter: number; derivedKey: string }) =>
    Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');

  it('a sign-in with the right password and image answer is refused without a valid proof of work', async () => {
    await needCaptcha('demo0');
    refusedForPow(await login('demo0', await withImage(), {}));
    refusedForPow(await login('demo0', await withImage(), { altcha: 'not-a-payload' }));
    // A solution with a wrong counter, one for a changed challenge, one solved for another captcha id.
    let o = await withImage();
    const { challenge } = await powChallenge(t.app, o, 'demo0');
    const solved = JSON.parse(Buffer.from(await solvePow(challenge), 'base64').toString()) as { solution: { counter: number; derivedKey: string } };
    refusedForPow(await login('demo0', o, { altcha: payload(challenge, { ...solved.solution, counter: solved.solution.counter + 1 }) }));
    o = await withImage();
    const second = (await powChallenge(t.app, o, 'demo0')).challenge;
    const easier = { ...second, parameters: { ...second.parameters, keyPrefix: '00' } };
    refusedForPow(await login('demo0', o, { altcha: await solvePow(easier) }));
    const other = await withImage();
    refusedForPow(await login('demo0', await withImage(), { altcha: await powFor(t.app, other, 'demo0') }));
    // With a valid one: in.
    o = await withImage();
    expectOk(await login('demo0', o, { altcha: await powFor(t.app, o, 'demo0') }), 'login');
  });

  it('a proof of work is checked once: replayed, even with a new image for the same id, it is refused', async () => {
    await needCaptcha('demo1');
    const o = await withImage();
    const altcha = await powFor(t.app, o, 'demo1');
    // Used by a try whose image answer is wrong...
    expectFail(await login('demo1', o, { altcha, captcha: '0000' }), 400, 'login.captcha.err');
    // ...it is spent: the same proof with the right answer is refused before the image is looked at.
    refusedForPow(await login('demo1', o, { altcha }));
    await call(t.app, 'captcha', { headers: o.headers });
    refusedForPow(await login('demo1', o, { altcha }));
  });

  it('a registration with the right image answer is refused without, or with a replayed, proof of work (ROYALPH)', async () => {
    const body = { username: 'powroyal01', password: 'abc12345', email: 'p@x.ph', payeeName: 'Ana Cruz', birthday: '1990-02-03', captcha: CAPTCHA };
    const reg = (o: Awaited<ReturnType<typeof withImage>>, altcha?: string) =>
      callEncrypted(t.app, 'register', altcha === undefined ? body : { ...body, altcha }, { ...o, scheme: 'legacy-des' });
    refusedForPow(await reg(await withImage(undefined, 'ROYALPH')));
    const o = await withImage(undefined, 'ROYALPH');
    const altcha = await powFor(t.app, o);
    expectOk(await reg(o, altcha), 'register');
    await call(t.app, 'captcha', { headers: o.headers, merchant: 'ROYALPH' });
    refusedForPow(await reg(o, altcha));
  });

  it('the level rises with the failures of the address and of the account; an older, cheaper proof is refused', async () => {
    const ip = nextIp();
    const levelFrom = async (username?: string, from = ip) => (await powChallenge(t.app, await withImage(from), username)).level;
    expect(await levelFrom()).toBe(1);
    // Bought before the failures below, at level 1.
    const early = await withImage(ip, 'ROYALPH');
    const earlyProof = await powFor(t.app, early);
    expect(POW_LEVELS.map((l) => l.fromFailures)).toEqual([0, 5, 10, 30]);
    // Wrong image answers (each with its proof of work solved) from one address.
    const wrongTry = async () => {
      const o = await withImage(ip, 'ROYALPH');
      const a = await callEncrypted(
        t.app,
        'register',
        {
          username: `powlvl${ipSeq}`,
          password: 'abc12345',
          email: 'l@x.ph',
          payeeName: 'Ana Cruz',
          birthday: '1990-02-03',
          captcha: '0000',
          altcha: await powFor(t.app, o),
        },
        { ...o, scheme: 'legacy-des' },
      );
      expectFail(a, 400, 'register.captcha.err');
    };
    for (let i = 0; i < 5; i++) await wrongTry();
    expect(await levelFrom()).toBe(2);
    refusedForPow(
      await callEncrypted(
        t.app,
        'register',
        { username: 'powlate01', password: 'abc12345', email: 'q@x.ph', payeeName: 'Ana Cruz', birthday: '1990-02-03', captcha: CAPTCHA, altcha: earlyProof },
        { ...early, scheme: 'legacy-des' },
      ),
    );
    // 6 so far (the refused early proof counted too): 4 more make 10.
    for (let i = 0; i < 4; i++) await wrongTry();
    expect(await levelFrom()).toBe(3);
    // Another address starts low; an account with 30 failures in a row costs the top level from anywhere.
    expect(await levelFrom('demo3', nextIp())).toBe(1);
    const [m] = await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'LUCKY88'");
    for (let i = 0; i < 30; i++) await recordFailure(t.db, `login:acct:${m.id}:demo3`, t.clock.now());
    expect(await levelFrom('demo3', nextIp())).toBe(4);
    expect(await levelFrom(undefined, nextIp())).toBe(1);
  });

  it('20 simultaneous tries with one proof of work: one gets past it at most', async () => {
    await needCaptcha('demo2');
    const o = await withImage();
    const altcha = await powFor(t.app, o, 'demo2');
    // A wrong password: the one try past the proof of work and the image is told so (login.cred.err). With the right
    // one, its success clears the account's failures, and a try that reads them after that is not asked for a
    // captcha at all (on PostgreSQL, with real concurrency, one did): a second success that never met the proof.
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('demo2', o, { altcha, password: 'not-demo1234' })));
    // A try the sign-in delay or the address limit turned away (429) never reached the proof of work.
    const reached = answers.filter((a) => a.status !== 429);
    const past = reached.filter((a) => a.body.errorCode !== 'captcha.pow.err');
    for (const a of reached) if (!past.includes(a)) refusedForPow(a);
    // Every other answer says what it was, so a failure here shows why.
    expect(past.map((a) => `${a.status} ${a.body.errorCode ?? 'ok'}`)).toEqual(['400 login.cred.err']);
  });

  it('a challenge needs a live captcha image for the id', async () => {
    const none = await call(t.app, 'captchaChallenge', { headers: { 'x-forwarded-for': nextIp() }, body: {} });
    expectFail(none, 400, 'captcha.expired');
    const o = await withImage();
    t.clock.advance(5 * 60_000 + 1);
    expectFail(await call(t.app, 'captchaChallenge', { headers: o.headers, body: {} }), 400, 'captcha.expired');
  });
});
