/**
 * Hardening, login abuse (issue 35): a stranger's failures (solved captchas, rotating addresses) grow the account's
 * delay for tries without a device cookie, but the browser that signed in before carries one and gets in at once
 * with the right password. Forged, tampered or other accounts' cookies give no exemption; a cookie that fails too
 * often is locked out, also when its tries come all at once. On ROYALPH, a brand without SMS login.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/src/crypto/password.ts';
import { DEVICE_COOKIE_PREFIX, newDeviceCookie } from '../../../server/src/http/deviceCookie.ts';
import { claimDeviceTry, DEVICE_MAX_FAILS } from '../../../server/src/http/loginDevice.ts';
import { delayAfter, recordFailure } from '../../../server/src/http/loginThrottle.ts';
import { call, callEncrypted, expectFail, expectOk, type Answer } from '../helpers/api.ts';
import { powFor } from '../helpers/pow.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

const CAPTCHA = '4321';
const MERCHANT = 'ROYALPH';
const PASSWORD = 'owner-pass-1';
/** The stranger's failures: past the 5 that start the delay (each try over HTTP pays a proof of work, so few). */
const STRANGER_FAILS = 6;

describe('hardening: login device cookies', () => {
  let t: TestApp;
  let ipSeq = 0;
  let merchantId = 0;
  beforeAll(async () => {
    t = await createTestApp({ captchaText: () => CAPTCHA, trustProxy: 1 });
    merchantId = (await t.db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [MERCHANT]))[0]!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  /** A fresh address for each try: the stranger rotates them, and no per-address limit is what stops anyone here. */
  const nextIp = () => `10.${60 + Math.floor(ipSeq / 250)}.${ipSeq++ % 250}.1`;

  async function newMember(username: string): Promise<number> {
    const rows = await t.db.query<{ id: number }>(
      'INSERT INTO members (merchant_id, username, password_hash, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [merchantId, username, await hashPassword(PASSWORD), t.clock.now()],
    );
    return rows[0]!.id;
  }

  /** The options of a try from a new address with a fresh captcha (its id in the header), carrying `cookie` when given. */
  async function tryOpts(cookie?: string): Promise<{ merchant: string; headers: Record<string, string> }> {
    const ip = nextIp();
    const img = await call(t.app, 'captcha', { merchant: MERCHANT, query: { t: 1 }, headers: { 'x-forwarded-for': ip } });
    const headers: Record<string, string> = { 'x-forwarded-for': ip, 'X-Captcha-Id': String(img.headers['x-captcha-id']) };
    if (cookie) headers.cookie = cookie;
    return { merchant: MERCHANT, headers };
  }

  /** A login with the captcha and its proof of work solved (what a person would send), from a new address. */
  async function attempt(username: string, password: string, cookie?: string): Promise<Answer> {
    const o = await tryOpts(cookie);
    return callEncrypted(t.app, 'login', { username, password, captcha: CAPTCHA, altcha: await powFor(t.app, o, username) }, o);
  }

  /** The `name=value` of the device cookie a successful login left. */
  function deviceCookieOf(a: Answer): string {
    const raw = a.headers['set-cookie'];
    const all = (Array.isArray(raw) ? raw : [String(raw)]).filter((c) => c.startsWith(DEVICE_COOKIE_PREFIX));
    expect(all).toHaveLength(1);
    expect(all[0]).toMatch(/; Path=\/wps; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    return all[0]!.split(';')[0]!;
  }

  const expectWait = (a: Answer) => expectFail(a, 429, 'request.too.many');

  /** The probe's stranger: wrong passwords with solved captchas from new addresses, waiting out each delay. */
  async function strangerFails(username: string, times = STRANGER_FAILS): Promise<void> {
    for (let i = 0; i < times; i++) {
      let a = await attempt(username, `guess-${i}x`);
      if (a.status === 429) {
        t.clock.advance((a.body.value as { retryAfter: number }).retryAfter * 1000);
        a = await attempt(username, `guess-${i}x`);
      }
      expectFail(a, 400, 'login.cred.err');
    }
  }

  /** The same failures written through the throttle's own code (login.ts's account key), without the HTTP tries. */
  async function strangerFailed(username: string, times = STRANGER_FAILS): Promise<void> {
    for (let i = 0; i < times; i++) await recordFailure(t.db, `login:acct:${merchantId}:${username}`, t.clock.now());
  }

  it("a stranger's failures delay tries without the cookie; the owner's browser with it gets in at once", async () => {
    await newMember('owner1');
    const cookie = deviceCookieOf(expectAnswerOk(await attempt('owner1', PASSWORD)));
    await strangerFails('owner1');
    // Without the cookie (another browser, or the probe's owner before): the delay.
    expectWait(await attempt('owner1', PASSWORD));
    // With it: in at once, and a new cookie.
    const again = await attempt('owner1', PASSWORD, cookie);
    expectOk(again, 'login');
    const next = deviceCookieOf(again);
    expect(next).not.toBe(cookie);
    // The owner's success does not forgive the stranger: the account's delay still holds for tries without a cookie.
    expectWait(await attempt('owner1', 'guess-again-x'));
    // Both cookies stay good (the nonce names the device, not the sign-in).
    expectOk(await attempt('owner1', PASSWORD, next), 'login');
    expectOk(await attempt('owner1', PASSWORD, cookie), 'login');
  });

  it("the owner's device is asked for no captcha for strangers' failures and pays the lowest proof of work", async () => {
    await newMember('owner7');
    const cookie = deviceCookieOf(expectAnswerOk(await attempt('owner7', PASSWORD)));
    await strangerFails('owner7');
    const level = async (withCookie: boolean) => {
      const o = await tryOpts(withCookie ? cookie : undefined);
      return expectOk<{ level: number }>(await call(t.app, 'captchaChallenge', { ...o, body: { username: 'owner7' } }), 'captchaChallenge').level;
    };
    expect(await level(false)).toBeGreaterThan(1);
    expect(await level(true)).toBe(1);
    // Without a captcha at all, from a new address: the device's own failures (none) ask for none.
    const o = await tryOpts(cookie);
    expectOk(await callEncrypted(t.app, 'login', { username: 'owner7', password: PASSWORD }, o), 'login');
    // Another browser is still asked for the captcha and waits out the strangers' delay.
    const plain = await tryOpts();
    const refused = await callEncrypted(t.app, 'login', { username: 'owner7', password: PASSWORD }, plain);
    expect([429, 400]).toContain(refused.status);
  });

  it("forged, tampered and other accounts' cookies give no exemption", async () => {
    const ownerId = await newMember('owner2');
    await newMember('other2');
    const own = deviceCookieOf(expectAnswerOk(await attempt('owner2', PASSWORD)));
    const other = deviceCookieOf(expectAnswerOk(await attempt('other2', PASSWORD)));
    await strangerFailed('owner2');
    const otherValue = other.slice(other.indexOf('=') + 1);
    const ownValue = own.slice(own.indexOf('=') + 1);
    const [login, nonce, signature] = ownValue.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BA' : 'AA'}`;
    const refused = [
      other, // another account's cookie as it was issued
      `${DEVICE_COOKIE_PREFIX}${ownerId}=${otherValue}`, // another account's cookie under this account's name
      `${DEVICE_COOKIE_PREFIX}${ownerId}=${login}.${nonce}.${flipped}`, // signature changed
      `${DEVICE_COOKIE_PREFIX}${ownerId}=${login}.${randomBytes(16).toString('base64url')}.${signature}`, // nonce changed
      `${DEVICE_COOKIE_PREFIX}${ownerId}=${newDeviceCookie(randomBytes(32), ownerId)}`, // signed with another key
      `${DEVICE_COOKIE_PREFIX}${ownerId}=${ownValue},x`, // trailing junk
    ];
    for (const cookie of refused) expectWait(await attempt('owner2', PASSWORD, cookie));
    expectOk(await attempt('owner2', PASSWORD, `${other}; ${own}`), 'login');
  });

  it("a device cookie's own failures lock it out: it then waits like any try", async () => {
    await newMember('owner3');
    const cookie = deviceCookieOf(expectAnswerOk(await attempt('owner3', PASSWORD)));
    await strangerFailed('owner3');
    // The thief's guesses with the stolen cookie skip the account's delay, DEVICE_MAX_FAILS of them.
    for (let i = 0; i < DEVICE_MAX_FAILS; i++) expectFail(await attempt('owner3', `thief-${i}x`, cookie), 400, 'login.cred.err');
    // Then the cookie is untrusted: even the right password waits with it.
    expectWait(await attempt('owner3', PASSWORD, cookie));
    // The thief's guesses were the device's, not the account's: its delay is still the one the stranger left.
    const wait = await attempt('owner3', PASSWORD);
    expectWait(wait);
    expect((wait.body.value as { retryAfter: number }).retryAfter).toBe(delayAfter(STRANGER_FAILS) / 1000);
    // A day after its last failure the lock is forgotten: with the account delayed again, the cookie gets in.
    t.clock.advance(24 * 3600_000 + 1000);
    await strangerFailed('owner3');
    expectOk(await attempt('owner3', PASSWORD, cookie), 'login');
  });

  it('20 tries at once with one stolen cookie: only DEVICE_MAX_FAILS skip the delay, then the cookie is locked out', async () => {
    await newMember('owner4');
    const cookie = deviceCookieOf(expectAnswerOk(await attempt('owner4', PASSWORD)));
    await strangerFailed('owner4');
    const opts: Awaited<ReturnType<typeof tryOpts>>[] = [];
    const proofs: string[] = [];
    for (let i = 0; i < 20; i++) {
      opts.push(await tryOpts(cookie));
      proofs.push(await powFor(t.app, opts[i]!, 'owner4'));
    }
    const answers = await Promise.all(
      opts.map((o, i) => callEncrypted(t.app, 'login', { username: 'owner4', password: `race-${i}x`, captcha: CAPTCHA, altcha: proofs[i] }, o)),
    );
    expect(answers.filter((a) => a.body.errorCode === 'login.cred.err')).toHaveLength(DEVICE_MAX_FAILS);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - DEVICE_MAX_FAILS);
    expectWait(await attempt('owner4', PASSWORD, cookie));
  });

  it('a device try is claimed in one statement: of 20 claims at once, DEVICE_MAX_FAILS get one', async () => {
    const device = { key: `login:device:test-${randomBytes(8).toString('hex')}`, fails: 0 };
    const got = await Promise.all(Array.from({ length: 20 }, () => claimDeviceTry(t.db, device, t.clock.now())));
    expect(got.filter((n) => n !== null).sort((a, b) => a! - b!)).toEqual(Array.from({ length: DEVICE_MAX_FAILS }, (_, i) => i + 1));
  });
});

function expectAnswerOk(a: Answer): Answer {
  expectOk(a, 'login');
  return a;
}
