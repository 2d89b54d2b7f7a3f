/**
 * Responsible gaming: deposit limits (at once when lower, 24 h later when higher or removed), their enforcement on
 * deposit requests (also for simultaneous requests), reality check, the session's play summary, time-outs and
 * self-exclusion (password, session revocation, login refusal, no shortening), trial refusal and the RESPGAME3 flag.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodStart } from '../../../src/core/zonedTime.ts';
import { hashPassword } from '../../../server/src/crypto/password.ts';
import { createSession } from '../../../server/src/http/auth.ts';
import { exclusionEnd } from '../../../server/src/http/exclusion.ts';
import { runSeed } from '../../../server/src/seed/index.ts';
import { call, callEncrypted, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { makeMember, type Member } from './helpers.ts';

interface Limit {
  amount: number | null;
  used: number;
  pending: { amount: number | null; effectiveAt: number } | null;
}
interface Settings {
  depositLimits: { day: Limit; week: Limit; month: Limit };
  realityCheckMinutes: number | null;
  exclusion: { kind: 'timeout' | 'selfExclusion'; until: number } | null;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PASSWORD = 'Play-safe12';

let t: TestApp;
let keyN = 0;

beforeAll(async () => {
  t = await createTestApp({ demoMode: true });
});
afterAll(async () => t?.close());

const settings = async (m: Member): Promise<Settings> => expectOk<Settings>(await call(t.app, 'responsibleGaming', { token: m.token }), 'responsibleGaming');
const setLimit = (m: Member, period: string, amount: number | null) => call(t.app, 'setDepositLimit', { token: m.token, body: { period, amount } });
const deposit = (m: Member, amount: number, key = `rg-dep-${++keyN}-key`) =>
  call(t.app, 'depositRequest', { token: m.token, body: { channelCode: 'DEMOPAY', amount }, headers: { 'idempotency-key': key } });

/** A member whose login password is PASSWORD (and, when given, with a mobile number for SMS login). */
async function player(o: { mobile?: string } = {}): Promise<Member> {
  const m = await makeMember(t);
  await t.db.query('UPDATE members SET password_hash = $2, country_dialing_code = $3, mobile_num = $4 WHERE id = $1', [
    m.memberId,
    await hashPassword(PASSWORD),
    o.mobile ? '63' : '',
    o.mobile ?? '',
  ]);
  return m;
}

/** Another session of the member, made directly (an excluded member cannot log in to get one). */
async function extraSession(m: Member): Promise<Member> {
  const token = await createSession(t.db, {
    memberId: m.memberId,
    merchantId: m.merchantId,
    now: t.clock.now(),
    ttlMs: 12 * HOUR,
    ip: '127.0.0.1',
    device: '',
  });
  return { ...m, token };
}

/** Moves the clock to the next 12:00 UTC, so a test's deposits stay in one day. */
function toNextNoon(): void {
  t.clock.advance(periodStart(t.clock.now(), 'day', 'UTC') + DAY + 12 * HOUR - t.clock.now());
}

const loginAs = (username: string, password: string) => callEncrypted(t.app, 'login', { username, password, type: 'username' });

describe('periods', () => {
  it('start at UTC midnight, on Monday and on the 1st', () => {
    const sundayAfternoon = Date.UTC(2025, 5, 1, 15, 30);
    expect(periodStart(sundayAfternoon, 'day', 'UTC')).toBe(Date.UTC(2025, 5, 1));
    expect(periodStart(sundayAfternoon, 'week', 'UTC')).toBe(Date.UTC(2025, 4, 26));
    expect(periodStart(sundayAfternoon, 'month', 'UTC')).toBe(Date.UTC(2025, 5, 1));
    const monday = Date.UTC(2025, 5, 2, 0, 0, 1);
    expect(periodStart(monday, 'week', 'UTC')).toBe(Date.UTC(2025, 5, 2));
    expect(periodStart(Date.UTC(2025, 1, 28, 23, 59), 'month', 'UTC')).toBe(Date.UTC(2025, 1, 1));
  });

  it('exclusions of months end on the same day, clamped to the month', () => {
    expect(exclusionEnd('6m', Date.UTC(2025, 7, 31, 10))).toBe(Date.UTC(2026, 1, 28, 10));
    expect(exclusionEnd('1y', Date.UTC(2024, 1, 29))).toBe(Date.UTC(2025, 1, 28));
    expect(exclusionEnd('24h', 1000)).toBe(1000 + DAY);
  });
});

describe('settings', () => {
  it('read: no limits, no reality check, no exclusion', async () => {
    const m = await makeMember(t);
    const none = { amount: null, used: 0, pending: null };
    expect(await settings(m)).toEqual({ depositLimits: { day: none, week: none, month: none }, realityCheckMinutes: null, exclusion: null });
  });

  it('a first or lower limit applies at once; a higher one or a removal 24 hours later', async () => {
    let m = await makeMember(t);
    let s = expectOk<Settings>(await setLimit(m, 'day', 1000), 'setDepositLimit');
    expect(s.depositLimits.day).toEqual({ amount: 1000, used: 0, pending: null });
    s = expectOk<Settings>(await setLimit(m, 'day', 500.5), 'setDepositLimit');
    expect(s.depositLimits.day).toEqual({ amount: 500.5, used: 0, pending: null });

    const asked = t.clock.now();
    s = expectOk<Settings>(await setLimit(m, 'day', 800), 'setDepositLimit');
    expect(s.depositLimits.day).toEqual({ amount: 500.5, used: 0, pending: { amount: 800, effectiveAt: asked + DAY } });
    // Asking for the same raise again keeps its time.
    t.clock.advance(HOUR);
    s = expectOk<Settings>(await setLimit(m, 'day', 800), 'setDepositLimit');
    expect(s.depositLimits.day.pending).toEqual({ amount: 800, effectiveAt: asked + DAY });
    t.clock.advance(DAY - HOUR - 1);
    m = await extraSession(m); // sessions last 12 hours
    expect((await settings(m)).depositLimits.day).toMatchObject({ amount: 500.5, pending: { amount: 800 } });
    t.clock.advance(1);
    expect((await settings(m)).depositLimits.day).toEqual({ amount: 800, used: 0, pending: null });

    // A removal waits too; a lower limit meanwhile applies at once and cancels it.
    s = expectOk<Settings>(await setLimit(m, 'day', null), 'setDepositLimit');
    expect(s.depositLimits.day).toEqual({ amount: 800, used: 0, pending: { amount: null, effectiveAt: t.clock.now() + DAY } });
    s = expectOk<Settings>(await setLimit(m, 'day', 700), 'setDepositLimit');
    expect(s.depositLimits.day).toEqual({ amount: 700, used: 0, pending: null });
    expectOk(await setLimit(m, 'day', null), 'setDepositLimit');
    t.clock.advance(DAY);
    m = await extraSession(m);
    expect((await settings(m)).depositLimits.day).toEqual({ amount: null, used: 0, pending: null });
    // Removing a limit that is not there changes nothing.
    s = expectOk<Settings>(await setLimit(m, 'week', null), 'setDepositLimit');
    expect(s.depositLimits.week).toEqual({ amount: null, used: 0, pending: null });

    // The enforcement applies a due raise too (lazily, without a read first).
    expectOk(await setLimit(m, 'month', 100), 'setDepositLimit');
    expectOk(await setLimit(m, 'month', 5000), 'setDepositLimit');
    expectFail(await deposit(m, 200), 400, 'deposit.limit.exceeded');
    t.clock.advance(DAY);
    m = await extraSession(m);
    expectOk(await deposit(m, 200), 'depositRequest');
  });

  it('refuses bad limits', async () => {
    const m = await makeMember(t);
    expectFail(await setLimit(m, 'day', 0.5), 400, 'validation.failed');
    expectFail(await setLimit(m, 'day', 100.123), 400, 'validation.failed');
    expectFail(await setLimit(m, 'day', 10_000_000.01), 400, 'validation.failed');
    expectFail(await setLimit(m, 'year', 100), 400, 'validation.failed');
    expectFail(await setLimit(m, 'day', -5), 400, 'validation.failed');
    expectFail(await call(t.app, 'setDepositLimit', { token: m.token, body: { period: 'day' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'setDepositLimit', { token: m.token, body: { period: 'day', amount: '100' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'setDepositLimit', { token: m.token, body: { period: 'day', amount: 100, extra: 1 } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'setDepositLimit', { body: { period: 'day', amount: 100 } }), 401, 'login.not.session');
    expectOk(await setLimit(m, 'day', 10_000_000), 'setDepositLimit');
    expectOk(await setLimit(m, 'day', 1), 'setDepositLimit');
  });
});

describe('deposit limits on deposits', () => {
  it('refuses a deposit over a limit with the limit and what is left; PENDING and SUCCESS count, FAILED not', async () => {
    toNextNoon();
    let m = await makeMember(t);
    expectOk(await setLimit(m, 'day', 1000), 'setDepositLimit');
    expectOk(await setLimit(m, 'week', 5000), 'setDepositLimit');
    expectOk(await deposit(m, 700), 'depositRequest');
    const refused = await deposit(m, 400);
    expectFail(refused, 400, 'deposit.limit.exceeded');
    expect(refused.body.message).toBe('This deposit would pass your daily deposit limit of 1,000.00 (300.00 left).');
    expect(refused.body.value).toEqual({ period: 'day', limit: 1000, remaining: 300 });
    expectOk(await deposit(m, 300), 'depositRequest');
    t.clock.advance(5000); // the demo channel confirms: SUCCESS counts as well
    let s = await settings(m);
    expect(s.depositLimits.day.used).toBe(1000);
    expect(s.depositLimits.week.used).toBe(1000);
    expect(s.depositLimits.month.used).toBe(1000);
    expectFail(await deposit(m, 10), 400, 'deposit.limit.exceeded');

    // A failed order gives its amount back.
    await t.db.query("UPDATE deposit_orders SET status = 'FAILED' WHERE member_id = $1 AND amount_cents = 30000", [m.memberId]);
    s = await settings(m);
    expect(s.depositLimits.day.used).toBe(700);

    // The next day the daily limit starts again; the weekly one counts on (when the week goes on).
    const dayStart = periodStart(t.clock.now(), 'day', 'UTC');
    t.clock.advance(dayStart + DAY - t.clock.now());
    m = await extraSession(m);
    s = await settings(m);
    expect(s.depositLimits.day.used).toBe(0);
    const sameWeek = periodStart(t.clock.now(), 'week', 'UTC') === periodStart(dayStart, 'week', 'UTC');
    expect(s.depositLimits.week.used).toBe(sameWeek ? 700 : 0);
  });

  it('reports the tightest of several limits passed', async () => {
    toNextNoon();
    const m = await makeMember(t);
    expectOk(await setLimit(m, 'month', 250), 'setDepositLimit');
    expectOk(await setLimit(m, 'day', 200), 'setDepositLimit');
    expectOk(await deposit(m, 100), 'depositRequest');
    expectOk(await setLimit(m, 'month', 120), 'setDepositLimit');
    const r = await deposit(m, 50);
    expectFail(r, 400, 'deposit.limit.exceeded');
    expect(r.body.value).toEqual({ period: 'month', limit: 120, remaining: 20 });
    expect(r.body.message).toBe('This deposit would pass your monthly deposit limit of 120.00 (20.00 left).');
  });

  it('simultaneous deposits cannot pass a limit together', async () => {
    toNextNoon();
    const m = await makeMember(t);
    expectOk(await setLimit(m, 'day', 1000), 'setDepositLimit');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => deposit(m, 300, `rg-conc-${i}-key`)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(7);
    expect(refused.every((r) => r.body.errorCode === 'deposit.limit.exceeded')).toBe(true);
    expect(results.some((r) => r.status >= 500)).toBe(false);
    const [{ cents }] = await t.db.query<{ cents: number }>('SELECT COALESCE(SUM(amount_cents), 0)::int AS cents FROM deposit_orders WHERE member_id = $1', [
      m.memberId,
    ]);
    expect(cents).toBe(90_000);
    expect((await settings(m)).depositLimits.day.used).toBe(900);
  });
});

describe('reality check and play summary', () => {
  it('sets and clears the reality check', async () => {
    const m = await makeMember(t);
    const s = expectOk<Settings>(await call(t.app, 'setRealityCheck', { token: m.token, body: { minutes: 30 } }), 'setRealityCheck');
    expect(s.realityCheckMinutes).toBe(30);
    expect((await settings(m)).realityCheckMinutes).toBe(30);
    expect(expectOk<Settings>(await call(t.app, 'setRealityCheck', { token: m.token, body: { minutes: 120 } }), 'setRealityCheck').realityCheckMinutes).toBe(
      120,
    );
    expect(
      expectOk<Settings>(await call(t.app, 'setRealityCheck', { token: m.token, body: { minutes: 0 } }), 'setRealityCheck').realityCheckMinutes,
    ).toBeNull();
    expectFail(await call(t.app, 'setRealityCheck', { token: m.token, body: { minutes: 20 } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'setRealityCheck', { token: m.token, body: { minutes: '30' } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'setRealityCheck', { token: m.token, body: {} }), 400, 'validation.failed');
  });

  it('sums the bets and wins of the current session', async () => {
    const m = await makeMember(t, { balanceCents: 10_000 });
    const since = t.clock.now();
    const launch = await call(t.app, 'launchGame', { query: { gameId: 'PG_0001', nodeId: 100001 }, token: m.token });
    const url = (launch.body.value as { content: { game_url: string } }).content.game_url;
    const launchToken = new URL(url, 'http://x').searchParams.get('token') ?? '';
    let wins = 0;
    for (let i = 0; i < 6; i++) {
      const r = expectOk<{ win: number }>(
        await call(t.app, 'demoGameSpin', {
          merchant: null,
          body: { bet: 1 },
          headers: { 'x-launch-token': launchToken, 'idempotency-key': `rg-spin-${i}-key` },
        }),
        'demoGameSpin',
      );
      wins += r.win;
      t.clock.advance(30_000);
    }
    t.clock.advance(2 * 60_000);
    const sum = expectOk<{ since: number; minutesPlayed: number; bets: number; wins: number; net: number }>(
      await call(t.app, 'playSummary', { token: m.token }),
      'playSummary',
    );
    expect(sum.since).toBe(since);
    expect(sum.minutesPlayed).toBe(5);
    expect(sum.bets).toBe(6);
    expect(sum.wins).toBeCloseTo(wins, 2);
    expect(sum.net).toBeCloseTo(wins - 6, 2);

    // A new session counts from its own start.
    const later = await extraSession(m);
    const fresh = expectOk<{ since: number; bets: number; wins: number; net: number; minutesPlayed: number }>(
      await call(t.app, 'playSummary', { token: later.token }),
      'playSummary',
    );
    expect(fresh).toEqual({ since: t.clock.now(), minutesPlayed: 0, bets: 0, wins: 0, net: 0 });
  });
});

describe('time-out and self-exclusion', () => {
  it('needs the login password, revokes every session, refuses login until it ends, cannot be shortened', async () => {
    const m = await player({ mobile: '9175550101' });
    const token = expectOk<{ token: string }>(await loginAs(m.username, PASSWORD), 'login').token;
    const me = { ...m, token };

    expectFail(await call(t.app, 'selfExclude', { token, body: { period: '7d', loginPassword: 'wrong-one1' } }), 400, 'password.old.err');
    expectFail(await call(t.app, 'selfExclude', { token, body: { period: '2w', loginPassword: PASSWORD } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'selfExclude', { token, body: { period: '7d' } }), 400, 'validation.failed');
    expect((await settings(me)).exclusion).toBeNull();

    const at = t.clock.now();
    const done = expectOk<{ until: number }>(await call(t.app, 'selfExclude', { token, body: { period: '7d', loginPassword: PASSWORD } }), 'selfExclude');
    expect(done).toEqual({ until: at + 7 * DAY });
    // Every session is gone, the one that asked and the others.
    expectFail(await call(t.app, 'responsibleGaming', { token }), 401, 'login.not.session');
    expectFail(await call(t.app, 'walletBalance', { token: m.token }), 401, 'login.not.session');

    // Right password: refused with the end; wrong password: the usual answer, which reveals nothing.
    const refused = await loginAs(m.username, PASSWORD);
    expectFail(refused, 403, 'login.excluded');
    expect(refused.body.value).toEqual({ until: done.until });
    expect(refused.body.message).toBe(`This account is excluded from play until ${new Date(done.until).toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
    const wrong = await loginAs(m.username, 'not-the-one1');
    const unknown = await loginAs('nobody-here-1', 'not-the-one1');
    expectFail(wrong, 400, 'login.cred.err');
    expect(wrong.body).toEqual(unknown.body);
    // The mobile number as username, and SMS login, are refused the same way.
    expectFail(await loginAs('9175550101', PASSWORD), 403, 'login.excluded');
    expectOk(await call(t.app, 'smsNoLogin', { body: { mobileNum: '9175550101', countryDialingCode: '63' } }), 'smsNoLogin');
    const out = expectOk<{ body: string }[]>(await call(t.app, 'devSmsOutbox', { query: { mobile: '639175550101' } }), 'devSmsOutbox');
    const code = /(\d{6})/.exec(out[0]?.body ?? '')?.[1] ?? '';
    const sms = await callEncrypted(t.app, 'login', { username: '9175550101', password: code, type: 'sms', countryDialingCode: '63' });
    expectFail(sms, 403, 'login.excluded');
    expect(sms.body.value).toEqual({ until: done.until });

    // A session that slipped through (made directly here) sees the exclusion; a shorter one is refused, a longer one extends it.
    const other = await extraSession(m);
    expect((await settings(other)).exclusion).toEqual({ kind: 'timeout', until: done.until });
    const shorter = await call(t.app, 'selfExclude', { token: other.token, body: { period: '24h', loginPassword: PASSWORD } });
    expectFail(shorter, 409, 'exclusion.shorter');
    expect(shorter.body.value).toEqual({ until: done.until });
    const longer = expectOk<{ until: number }>(
      await call(t.app, 'selfExclude', { token: other.token, body: { period: '30d', loginPassword: PASSWORD } }),
      'selfExclude',
    );
    expect(longer.until).toBe(t.clock.now() + 30 * DAY);
    expectFail(await call(t.app, 'responsibleGaming', { token: other.token }), 401, 'login.not.session');
    expect((await loginAs(m.username, PASSWORD)).body.value).toEqual({ until: longer.until });

    // After the period, login works again and no exclusion is shown.
    t.clock.advance(longer.until - t.clock.now() - 1);
    expectFail(await loginAs(m.username, PASSWORD), 403, 'login.excluded');
    t.clock.advance(1);
    const back = expectOk<{ token: string }>(await loginAs(m.username, PASSWORD), 'login');
    expect((await settings({ ...m, token: back.token })).exclusion).toBeNull();
  });

  it('6 months and 1 year are a self-exclusion', async () => {
    const m = await player();
    const other = await extraSession(m);
    const r = expectOk<{ until: number }>(await call(t.app, 'selfExclude', { token: m.token, body: { period: '6m', loginPassword: PASSWORD } }), 'selfExclude');
    expect(r.until).toBe(exclusionEnd('6m', t.clock.now()));
    const again = await extraSession(m);
    expect((await settings(again)).exclusion).toEqual({ kind: 'selfExclusion', until: r.until });
    expectFail(await call(t.app, 'responsibleGaming', { token: other.token }), 401, 'login.not.session');
    expectFail(await loginAs(m.username, PASSWORD), 403, 'login.excluded');
  });

  it('wrong passwords count towards the password rate limit', async () => {
    const m = await player();
    for (let i = 0; i < 10; i++) {
      expectFail(await call(t.app, 'selfExclude', { token: m.token, body: { period: '24h', loginPassword: 'wrong-one1' } }), 400, 'password.old.err');
    }
    expectFail(await call(t.app, 'selfExclude', { token: m.token, body: { period: '24h', loginPassword: PASSWORD } }), 429, 'request.too.many');
  });
});

describe('who may use it', () => {
  it('refuses trial sessions on every call', async () => {
    const guest = await makeMember(t, { type: 4 });
    const o = { token: guest.token };
    expectFail(await call(t.app, 'responsibleGaming', o), 403, 'free_reject');
    expectFail(await call(t.app, 'playSummary', o), 403, 'free_reject');
    expectFail(await call(t.app, 'setDepositLimit', { ...o, body: { period: 'day', amount: 100 } }), 403, 'free_reject');
    expectFail(await call(t.app, 'setRealityCheck', { ...o, body: { minutes: 15 } }), 403, 'free_reject');
    expectFail(await call(t.app, 'selfExclude', { ...o, body: { period: '24h', loginPassword: 'x' } }), 403, 'free_reject');
  });

  it('answers client mistakes with 4xx envelopes', async () => {
    const m = await makeMember(t);
    expectFail(await call(t.app, 'responsibleGaming', { token: m.token, query: 'unknown=1' }), 400, 'validation.failed');
    expectFail(await call(t.app, 'playSummary', { token: m.token, query: `t=${'x'.repeat(40)}` }), 400, 'validation.failed');
    expectFail(await call(t.app, 'playSummary', { token: m.token, merchant: null }), 403, 'domain_not_available');
    expectFail(await call(t.app, 'responsibleGaming', { token: m.token, merchant: 'ROYALPH' }), 401, 'login.not.session');
    expectFail(await call(t.app, 'selfExclude', { body: { period: '24h', loginPassword: 'x' } }), 401, 'login.not.session');
    expectFail(await call(t.app, 'setRealityCheck', { token: m.token, raw: '{"minutes":' }), 400, 'request.json.invalid');
    expectFail(await call(t.app, 'selfExclude', { token: m.token, body: { period: '24h', loginPassword: 'x'.repeat(65) } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'setDepositLimit', { token: m.token, body: [] }), 400, 'validation.failed');
  });

  it('RESPGAME3 is on for both brands, seeded again into older databases', async () => {
    const flat = (n: { modId: string; enabled: string; childrenNodes: unknown[] }, out: Record<string, string> = {}) => {
      out[n.modId] = n.enabled;
      for (const c of n.childrenNodes) flat(c as typeof n, out);
      return out;
    };
    for (const merchant of ['LUCKY88', 'ROYALPH']) {
      const tree = flat(expectOk(await call(t.app, 'whitelabel', { merchant }), 'whitelabel'));
      expect(tree.RESPGAME3, merchant).toBe('1');
    }
    const royal = await makeMember(t, { merchant: 'ROYALPH' });
    expectOk(await call(t.app, 'setDepositLimit', { merchant: 'ROYALPH', token: royal.token, body: { period: 'week', amount: 300 } }), 'setDepositLimit');

    // A database seeded before the flag existed gets it from its own step.
    await t.db.query("DELETE FROM whitelabel_modules WHERE mod_id = 'RESPGAME3'");
    await t.db.query("DELETE FROM seed_steps WHERE name = 'core.responsibleGamingFlag'");
    expect(await runSeed(t.db, { now: t.clock.now() })).toEqual(['core.responsibleGamingFlag']);
    const rows = await t.db.query<{ merchant_id: number; parent_mod_id: string; enabled: boolean }>(
      "SELECT merchant_id, parent_mod_id, enabled FROM whitelabel_modules WHERE mod_id = 'RESPGAME3' ORDER BY merchant_id",
    );
    expect(rows).toEqual([
      { merchant_id: 1, parent_mod_id: 'SECURITY3', enabled: true },
      { merchant_id: 2, parent_mod_id: 'SECURITY3', enabled: true },
    ]);
  });

  it('with the flag off, settings are refused but limits already set still hold', async () => {
    toNextNoon();
    let m = await player();
    expectOk(await setLimit(m, 'day', 100), 'setDepositLimit');
    expectOk(await setLimit(m, 'day', 5000), 'setDepositLimit'); // pending raise
    await t.db.query("UPDATE whitelabel_modules SET enabled = false WHERE merchant_id = $1 AND mod_id = 'RESPGAME3'", [m.merchantId]);
    try {
      expectFail(await setLimit(m, 'day', null), 403, 'feature.disabled');
      expectFail(await call(t.app, 'setRealityCheck', { token: m.token, body: { minutes: 15 } }), 403, 'feature.disabled');
      expectFail(await call(t.app, 'selfExclude', { token: m.token, body: { period: '24h', loginPassword: PASSWORD } }), 403, 'feature.disabled');
      expect((await settings(m)).depositLimits.day).toMatchObject({ amount: 100, pending: { amount: 5000 } });
      expectOk(await call(t.app, 'playSummary', { token: m.token }), 'playSummary');
      expectFail(await deposit(m, 150), 400, 'deposit.limit.exceeded');
      // The pending raise still applies when due.
      t.clock.advance(DAY);
      m = await extraSession(m);
      expectOk(await deposit(m, 150), 'depositRequest');
    } finally {
      await t.db.query("UPDATE whitelabel_modules SET enabled = true WHERE merchant_id = $1 AND mod_id = 'RESPGAME3'", [m.merchantId]);
    }
  });
});
