/**
 * Hardening, login abuse (issue 19): failed logins slow further attempts for the account (2^n s after 5 failures,
 * at most 5 minutes) instead of locking it, so 21 wrong passwords from 21 addresses never keep the owner out longer
 * than the delay; the captcha is asked after 3 failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DELAY_MS } from '../../../server/src/http/loginThrottle.ts';
import { call, callEncrypted, expectFail, expectOk, type Answer } from '../helpers/api.ts';
import { powFor } from '../helpers/pow.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const CAPTCHA = '4321';

describe('hardening: login abuse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaText: () => CAPTCHA, trustProxy: 1 });
  }, 120_000);
  afterAll(async () => t?.close());

  /** A login from `ip`, with a freshly fetched captcha and its proof of work solved (what a person would send). */
  async function attempt(username: string, password: string, ip: string): Promise<Answer> {
    const headers = { 'x-forwarded-for': ip };
    const img = await call(t.app, 'captcha', { query: { t: 1 }, headers });
    const o = { headers: { ...headers, 'X-Captcha-Id': String(img.headers['x-captcha-id']) } };
    return callEncrypted(t.app, 'login', { username, password, captcha: CAPTCHA, altcha: await powFor(t.app, o, username) }, o);
  }

  const retryAfterOf = (a: Answer): number => {
    expectFail(a, 429, 'request.too.many');
    const s = (a.body.value as { retryAfter: number }).retryAfter;
    expect(a.headers['retry-after']).toBe(String(s));
    return s;
  };

  it('21 wrong passwords fired at once from 21 addresses: 5 count, the rest wait 2 s, the owner gets in after 2 s', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 21; i++) answers.push(await attempt('demo0', `wrong-${i}x`, `10.31.${i}.1`));
    expect(answers.slice(0, 5).map((a) => a.body.errorCode)).toEqual(Array(5).fill('login.cred.err'));
    // Refused attempts are not failures: the delay stays at the first step however many are sent.
    for (const a of answers.slice(5)) expect(retryAfterOf(a)).toBe(2);
    // Without a captcha the owner is asked for one (3+ failures) after the delay; with it, in.
    const owner = '10.32.0.1';
    expect(retryAfterOf(await attempt('demo0', 'demo1234', owner))).toBe(2);
    t.clock.advance(2000);
    expectFail(
      await callEncrypted(t.app, 'login', { username: 'demo0', password: 'demo1234' }, { headers: { 'x-forwarded-for': owner } }),
      400,
      'login.captcha.err',
    );
    expectOk(await attempt('demo0', 'demo1234', owner), 'login');
    // The success forgot the failures: no captcha, no delay.
    expectOk(await callEncrypted(t.app, 'login', { username: 'demo0', password: 'demo1234' }, { headers: { 'x-forwarded-for': '10.32.0.2' } }), 'login');
  });

  it('21 wrong passwords each waiting out the delay: it doubles up to 5 minutes, never a lock; the owner gets in', async () => {
    const delays: number[] = [];
    for (let i = 0; i < 21; i++) {
      let a = await attempt('demo1', `wrong-${i}x`, `10.41.${i}.1`);
      if (a.status === 429) {
        const wait = retryAfterOf(a);
        delays.push(wait);
        t.clock.advance(wait * 1000);
        a = await attempt('demo1', `wrong-${i}x`, `10.41.${i}.1`);
      }
      expectFail(a, 400, 'login.cred.err');
    }
    expect(delays).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300, 300, 300, 300, 300]);
    const owner = '10.42.0.1';
    const wait = retryAfterOf(await attempt('demo1', 'demo1234', owner));
    expect(wait * 1000).toBeLessThanOrEqual(MAX_DELAY_MS);
    t.clock.advance(wait * 1000);
    expectOk(await attempt('demo1', 'demo1234', owner), 'login');
  });

  it('once a delay runs out, of simultaneous attempts only one is let through', async () => {
    for (let i = 0; i < 5; i++) expectFail(await attempt('demo2', `wrong-${i}x`, `10.51.${i}.1`), 400, 'login.cred.err');
    t.clock.advance(2000);
    const ips = Array.from({ length: 6 }, (_, i) => `10.52.${i}.1`);
    const ids = await Promise.all(
      ips.map(async (ip) => String((await call(t.app, 'captcha', { query: { t: 1 }, headers: { 'x-forwarded-for': ip } })).headers['x-captcha-id'])),
    );
    const opts = ips.map((ip, i) => ({ headers: { 'x-forwarded-for': ip, 'X-Captcha-Id': ids[i] } }));
    const proofs = await Promise.all(opts.map((o) => powFor(t.app, o, 'demo2')));
    const answers = await Promise.all(
      ips.map((_ip, i) => callEncrypted(t.app, 'login', { username: 'demo2', password: `race-${i}x`, captcha: CAPTCHA, altcha: proofs[i] }, opts[i])),
    );
    expect(answers.filter((a) => a.body.errorCode === 'login.cred.err')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});
