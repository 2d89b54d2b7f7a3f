/**
 * Reward centre missions and promo codes (issue 18): progress measured from real data (sign-ins, REAL game rounds,
 * DEPOSIT ledger transactions) per period, claims credited once per member and period as MISSION ledger
 * transactions, promo codes credited once per member as PROMOCODE transactions, the refusals (not complete,
 * claimed, unknown, expired, used, exhausted, not eligible), flags, guests, free-play sessions, the per-member rate
 * limit on redeem attempts and simultaneous requests (exactly one credit). Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL where the simultaneous requests really overlap (the row locks do the work).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../server/src/http/auth.ts';
import { memberAccount, systemAccount } from '../../../server/src/ledger/accounts.ts';
import { postTransaction } from '../../../server/src/ledger/post.ts';
import type { Mission } from '../../../src/generated/api/shapes/mission.ts';
import { type Answer, call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member, OTHER_MERCHANT } from './helpers.ts';

let t: TestApp;
let startSum = 0;
let keySeq = 0;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
});
afterAll(async () => t?.close());

const missions = async (m: Member): Promise<Mission[]> =>
  expectOk<{ list: Mission[] }>(await call(t.app, 'missionList', { token: m.token }), 'missionList').list;
const mission = async (m: Member, code: string): Promise<Mission> => {
  const found = (await missions(m)).find((x) => x.code === code);
  if (!found) throw new Error(`no mission ${code}`);
  return found;
};
const claim = (m: Member, missionId: number, key = `mission-key-${++keySeq}`): Promise<Answer> =>
  call(t.app, 'missionClaim', { token: m.token, body: { missionId }, headers: { 'idempotency-key': key } });
const redeem = (m: Member, code: string, o: { key?: string; merchant?: string } = {}): Promise<Answer> =>
  call(t.app, 'promoCodeRedeem', { token: m.token, merchant: o.merchant, body: { code }, headers: { 'idempotency-key': o.key ?? `promo-key-${++keySeq}` } });
const balance = async (m: Member): Promise<number> =>
  expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token }), 'walletBalance').sumBalance;
const movements = async (m: Member) =>
  expectOk<{ content: { txCode: string; amount: number; reference: string; memo: string }[] }>(
    await call(t.app, 'memberTransactions', { token: m.token, query: { pageNo: 1, pageSize: 50 } }),
    'memberTransactions',
  ).content;

/** A completed deposit as the ledger records it (from the merchant's PAYMENT account). */
async function deposit(m: Member, cents: number): Promise<void> {
  await t.db.transaction(async (tx) => {
    const payment = await systemAccount(tx, m.merchantId, 'PAYMENT');
    const wallet = await memberAccount(tx, m.memberId);
    await postTransaction(tx, {
      merchantId: m.merchantId,
      memberId: m.memberId,
      kind: 'DEPOSIT',
      amountCents: cents,
      reference: 'TEST',
      entries: [
        { accountId: payment, cents: -cents },
        { accountId: wallet, cents },
      ],
      now: t.clock.now(),
    });
  });
}

/** Settled rounds of the member (mode REAL or TRIAL), as the demo game records them. */
async function rounds(m: Member, betCents: number, n = 1, mode = 'REAL'): Promise<void> {
  const [g] = await t.db.query<{ node_id: number }>('SELECT node_id FROM games ORDER BY node_id LIMIT 1');
  for (let i = 0; i < n; i++) {
    await t.db.query(
      `INSERT INTO game_rounds (merchant_id, member_id, node_id, mode, bet_cents, win_cents, reels, created_at) VALUES ($1, $2, $3, $4, $5, 0, '[]', $6)`,
      [m.merchantId, m.memberId, g.node_id, mode, betCents, t.clock.now()],
    );
  }
}

const setFlag = (mod: string, on: boolean) =>
  t.db.query("UPDATE whitelabel_modules SET enabled = $2 WHERE mod_id = $1 AND merchant_id = (SELECT id FROM merchants WHERE code = 'LUCKY88')", [mod, on]);

describe('missions', () => {
  it('lists the seeded missions in order with the progress of a new member', async () => {
    const m = await makeMember(t);
    const list = await missions(m);
    const midnight = Math.floor(t.clock.now() / DAY) * DAY + DAY;
    expect(list.map((x) => [x.code, x.metric, x.period, x.target, x.progress, x.reward, x.state])).toEqual([
      ['LOGIN_DAILY', 'login', 'daily', 1, 1, 1, 'claimable'], // makeMember signed in
      ['BET_DAILY_100', 'betAmount', 'daily', 100, 0, 5, 'inProgress'],
      ['SPIN_DAILY_20', 'betCount', 'daily', 20, 0, 3, 'inProgress'],
      ['LOGIN_WEEK_3', 'login', 'weekly', 3, 1, 8, 'inProgress'],
      ['DEPOSIT_WEEK_200', 'depositAmount', 'weekly', 200, 0, 20, 'inProgress'],
      ['FIRST_DEPOSIT', 'depositCount', 'once', 1, 0, 10, 'inProgress'],
    ]);
    expect(list[0].periodEnds).toBe(midnight);
    expect(list[5].periodEnds).toBeNull();
  });

  it('claims a completed mission once: the credit, the records, a replay, a second claim refused', async () => {
    const m = await makeMember(t);
    const login = await mission(m, 'LOGIN_DAILY');
    const first = await claim(m, login.missionId, 'claim-once-key');
    const value = expectOk<{ mission: Mission; balance: number }>(first, 'missionClaim');
    expect(value.mission.state).toBe('claimed');
    expect(value.balance).toBe(1);
    expect(await balance(m)).toBe(1);
    const [tx] = await movements(m);
    expect(tx).toMatchObject({ txCode: 'MISSION', amount: 1, memo: 'Log in today' });
    expect(tx.reference).toMatch(/^LOGIN_DAILY \d{4}-\d{2}-\d{2}$/);
    // The same request again is answered from the first, and credits nothing.
    const replay = await claim(m, login.missionId, 'claim-once-key');
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.body).toEqual(first.body);
    // A new request for the same mission and day is refused.
    expectFail(await claim(m, login.missionId), 409, 'mission.claimed');
    expect(await balance(m)).toBe(1);
    expect((await mission(m, 'LOGIN_DAILY')).state).toBe('claimed');
  });

  it('measures bets from real-money rounds only and refuses an incomplete mission', async () => {
    const m = await makeMember(t);
    const bet = await mission(m, 'BET_DAILY_100');
    expectFail(await claim(m, bet.missionId), 409, 'mission.not.complete');
    await rounds(m, 5_000, 3, 'TRIAL'); // free play does not count
    await rounds(m, 4_000, 2);
    expect(await mission(m, 'BET_DAILY_100')).toMatchObject({ progress: 80, state: 'inProgress' });
    expect(await mission(m, 'SPIN_DAILY_20')).toMatchObject({ progress: 2, state: 'inProgress' });
    expectFail(await claim(m, bet.missionId), 409, 'mission.not.complete');
    await rounds(m, 3_000);
    expect(await mission(m, 'BET_DAILY_100')).toMatchObject({ progress: 100, state: 'claimable' }); // capped at the target
    expectOk(await claim(m, bet.missionId), 'missionClaim');
    expect(await balance(m)).toBe(5);
  });

  it('measures deposits from the ledger: the weekly total and the first deposit (once ever)', async () => {
    const m = await makeMember(t);
    await deposit(m, 15_000);
    expect(await mission(m, 'DEPOSIT_WEEK_200')).toMatchObject({ progress: 150, state: 'inProgress' });
    const first = await mission(m, 'FIRST_DEPOSIT');
    expect(first.state).toBe('claimable');
    await deposit(m, 5_000);
    const week = await mission(m, 'DEPOSIT_WEEK_200');
    expect(week).toMatchObject({ progress: 200, state: 'claimable' });
    expectOk(await claim(m, week.missionId), 'missionClaim');
    expectOk(await claim(m, first.missionId), 'missionClaim');
    expect(await balance(m)).toBe(200 + 20 + 10);
    expectFail(await claim(m, first.missionId), 409, 'mission.claimed');
    expectFail(await claim(m, week.missionId), 409, 'mission.claimed');
  });

  it('resets daily tasks at 00:00 UTC: claimable again after a sign-in on the new day', async () => {
    const m = await makeMember(t);
    const login = await mission(m, 'LOGIN_DAILY');
    expectOk(await claim(m, login.missionId), 'missionClaim');
    const now = t.clock.now();
    t.clock.advance(Math.floor(now / DAY) * DAY + DAY + 60_000 - now); // one minute into the next UTC day
    const next = {
      ...m,
      token: await createSession(t.db, {
        memberId: m.memberId,
        merchantId: m.merchantId,
        now: t.clock.now(),
        ttlMs: 12 * 3600_000,
        ip: '127.0.0.1',
        device: '',
      }),
    };
    expect(await mission(next, 'LOGIN_DAILY')).toMatchObject({ state: 'claimable', progress: 1 });
    expectOk(await claim(next, login.missionId), 'missionClaim');
    expectFail(await claim(next, login.missionId), 409, 'mission.claimed');
    expect((await movements(next)).filter((x) => x.txCode === 'MISSION')).toHaveLength(2);
  });

  it('credits simultaneous claims of one mission exactly once', async () => {
    const m = await makeMember(t);
    const login = await mission(m, 'LOGIN_DAILY');
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(m, login.missionId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectFail(a, 409, 'mission.claimed');
    expect(await balance(m)).toBe(1);
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1 AND kind = 'MISSION'", [
      m.memberId,
    ]);
    expect(n).toBe(1);
  });

  it("refuses unknown and other merchants' missions, and follows the flags", async () => {
    const m = await makeMember(t);
    expectFail(await claim(m, 999_999), 404, 'mission.not.found');
    const [royal] = await t.db.query<{ id: number }>(
      "SELECT id FROM missions WHERE code = 'LOGIN_DAILY' AND merchant_id = (SELECT id FROM merchants WHERE code = $1)",
      [OTHER_MERCHANT],
    );
    expectFail(await claim(m, royal.id), 404, 'mission.not.found');
    // ROYALPH has neither REWCEN3 nor MISSIONLB3.
    const r = await makeMember(t, { merchant: OTHER_MERCHANT });
    expectFail(await call(t.app, 'missionList', { token: r.token, merchant: OTHER_MERCHANT }), 403, 'feature.disabled');
    expectFail(
      await call(t.app, 'missionClaim', {
        token: r.token,
        merchant: OTHER_MERCHANT,
        body: { missionId: royal.id },
        headers: { 'idempotency-key': 'royal-claim-1' },
      }),
      403,
      'feature.disabled',
    );
    // Without MISSIONLB3 the daily tasks are not offered; without REWCEN3 the others.
    const login = await mission(m, 'LOGIN_DAILY');
    await setFlag('MISSIONLB3', false);
    try {
      expect((await missions(m)).map((x) => x.period)).not.toContain('daily');
      expectFail(await claim(m, login.missionId), 404, 'mission.not.found');
    } finally {
      await setFlag('MISSIONLB3', true);
    }
    await setFlag('REWCEN3', false);
    try {
      expect(new Set((await missions(m)).map((x) => x.period))).toEqual(new Set(['daily']));
    } finally {
      await setFlag('REWCEN3', true);
    }
  });

  it('refuses guests (401) and free-play sessions (403)', async () => {
    expectFail(await call(t.app, 'missionList', {}), 401, 'login.not.session');
    expectFail(await call(t.app, 'missionClaim', { body: { missionId: 1 }, headers: { 'idempotency-key': 'guest-claim-1' } }), 401, 'login.not.session');
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'missionList', { token: trial.token }), 403, 'free_reject');
    expectFail(await claim(trial, 1), 403, 'free_reject');
    const m = await makeMember(t);
    expectFail(await call(t.app, 'missionClaim', { token: m.token, body: { missionId: 1 } }), 400, 'idempotency.key.missing');
  });
});

describe('promo codes', () => {
  it('credits WELCOME10 once per member (any case, spaces around), then refuses it', async () => {
    const m = await makeMember(t);
    const value = expectOk<{ code: string; title: string; reward: number; balance: number }>(await redeem(m, ' welcome10 '), 'promoCodeRedeem');
    expect(value).toEqual({ code: 'WELCOME10', title: 'Welcome gift', reward: 10, balance: 10 });
    expect(await balance(m)).toBe(10);
    expect((await movements(m))[0]).toMatchObject({ txCode: 'PROMOCODE', amount: 10, reference: 'WELCOME10', memo: 'Welcome gift' });
    expectFail(await redeem(m, 'WELCOME10'), 409, 'promo.code.used');
    expect(await balance(m)).toBe(10);
    // Another member may still redeem it.
    expectOk(await redeem(await makeMember(t), 'WELCOME10'), 'promoCodeRedeem');
  });

  it('refuses unknown, expired and not-eligible codes with 4xx and credits nothing', async () => {
    const m = await makeMember(t);
    expectFail(await redeem(m, 'NOSUCHCODE'), 404, 'promo.code.unknown');
    expectFail(await redeem(m, 'EXPIRED5'), 410, 'promo.code.expired');
    const needsDeposit = await redeem(m, 'DEPOSITORS');
    expectFail(needsDeposit, 403, 'promo.code.not.eligible');
    expect(needsDeposit.body.value).toEqual({ reason: 'deposit' });
    expect(await balance(m)).toBe(0);
    await deposit(m, 10_000);
    expectOk(await redeem(m, 'DEPOSITORS'), 'promoCodeRedeem');
    expect(await balance(m)).toBe(100 + 15);
    const agent = await makeMember(t, { type: 3 });
    const players = await redeem(agent, 'PLAYERS');
    expectFail(players, 403, 'promo.code.not.eligible');
    expect(players.body.value).toEqual({ reason: 'accountType' });
    expectOk(await redeem(m, 'PLAYERS'), 'promoCodeRedeem');
  });

  it('stops a capped code at its total, also under simultaneous redeems', async () => {
    await t.db.query("UPDATE promo_codes SET max_redemptions = 2, redeemed_count = 0 WHERE code = 'LIMITED'");
    const members = await Promise.all(Array.from({ length: 5 }, () => makeMember(t)));
    const answers = await Promise.all(members.map((m) => redeem(m, 'LIMITED')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    for (const a of answers.filter((x) => x.status !== 200)) expectFail(a, 409, 'promo.code.exhausted');
    const [{ n }] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM promo_code_redemptions r JOIN promo_codes c ON c.id = r.promo_code_id WHERE c.code = 'LIMITED'",
    );
    expect(n).toBe(2);
  });

  it('credits simultaneous redeems of one member exactly once', async () => {
    const m = await makeMember(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => redeem(m, 'WELCOME10')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectFail(a, 409, 'promo.code.used');
    expect(await balance(m)).toBe(10);
  });

  it('limits redeem attempts per member against guessing (429 after 10 in 15 minutes)', async () => {
    const m = await makeMember(t);
    for (let i = 0; i < 10; i++) expectFail(await redeem(m, `GUESS${i}`), 404, 'promo.code.unknown');
    const limited = await redeem(m, 'WELCOME10');
    expectFail(limited, 429, 'request.too.many');
    expect(await balance(m)).toBe(0);
    // Another member is not limited by this one's attempts.
    expectOk(await redeem(await makeMember(t), 'WELCOME10'), 'promoCodeRedeem');
    t.clock.advance(15 * 60_000);
    const again = {
      ...m,
      token: await createSession(t.db, {
        memberId: m.memberId,
        merchantId: m.merchantId,
        now: t.clock.now(),
        ttlMs: 12 * 3600_000,
        ip: '127.0.0.1',
        device: '',
      }),
    };
    expectOk(await redeem(again, 'WELCOME10'), 'promoCodeRedeem');
  });

  it('refuses a brand without REWCEN3, guests, free-play sessions and malformed codes', async () => {
    const r = await makeMember(t, { merchant: OTHER_MERCHANT });
    expectFail(await redeem(r, 'WELCOME10', { merchant: OTHER_MERCHANT }), 403, 'feature.disabled');
    expectFail(
      await call(t.app, 'promoCodeRedeem', { body: { code: 'WELCOME10' }, headers: { 'idempotency-key': 'guest-promo-1' } }),
      401,
      'login.not.session',
    );
    const trial = await makeMember(t, { type: 4 });
    expectFail(await redeem(trial, 'WELCOME10'), 403, 'free_reject');
    const m = await makeMember(t);
    for (const code of ['', 'WEL COME', 'X'.repeat(33), 'WELCOME10;--']) expectFail(await redeem(m, code), 400, 'validation.failed');
  });
});

describe('records and the ledger', () => {
  it('names the new transaction codes and keeps the ledger balanced', async () => {
    const codes = expectOk<{ list: { txCode: string; txName: string }[] }>(await call(t.app, 'txCodeList', {}), 'txCodeList').list;
    expect(codes).toEqual(
      expect.arrayContaining([
        { txCode: 'MISSION', txName: 'Mission reward' },
        { txCode: 'PROMOCODE', txName: 'Promo code' },
      ]),
    );
    const totals = await ledgerTotals(t.db);
    expect(totals).toMatchObject({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });
});
