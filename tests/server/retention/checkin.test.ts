/**
 * Daily check-in: the 7-day calendar with the merchant's rewards, one claim per day (of the merchant's time zone) credited once through the
 * ledger (CHECKIN), the streak across days, a missed day restarting it, day 8 starting a new streak, simultaneous
 * claims (one wins), guests, trial accounts and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckinClaimResponse } from '../../../src/generated/api/checkinClaim.response.ts';
import type { CheckinStatusResponse } from '../../../src/generated/api/checkinStatus.response.ts';
import { call, expectFail, expectOk, send, specOf } from '../helpers/api.ts';
import { createTestApp, T0, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member, OTHER_MERCHANT } from '../games/helpers.ts';
import { balance, credits, DAY, records, renew } from './helpers.ts';

let t: TestApp;
let startSum = 0;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
});
afterAll(async () => t?.close());

const status = async (m: Member, merchant = 'LUCKY88') =>
  expectOk<CheckinStatusResponse>(await call(t.app, 'checkinStatus', { token: m.token, merchant }), 'checkinStatus');
const claim = (m: Member, merchant = 'LUCKY88') => call(t.app, 'checkinClaim', { token: m.token, merchant, body: {} });
const nextDay = async (m: Member, days = 1) => {
  t.clock.advance(days * DAY);
  await renew(t, m);
};
const day = (offset: number) => new Date(t.clock.now() + offset * DAY).toISOString().slice(0, 10);

describe('daily check-in', () => {
  it('shows the 7 days of a new streak with the merchant rewards, today claimable', async () => {
    const m = await makeMember(t);
    const s = await status(m);
    expect(s).toMatchObject({ enabled: true, today: day(0), claimedToday: false, streak: 0, todaySlot: 1, missed: null });
    expect(s.nextDayAt).toBe(Date.parse(`${day(1)}T00:00:00Z`));
    expect(s.days.map((d) => d.reward)).toEqual([1, 2, 3, 5, 8, 10, 20]);
    expect(s.days.map((d) => d.state)).toEqual(['claimable', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(s.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    // Each merchant has its own rewards.
    const royal = await makeMember(t, { merchant: OTHER_MERCHANT });
    expect((await status(royal, OTHER_MERCHANT)).days.map((d) => d.reward)).toEqual([2, 3, 5, 8, 10, 15, 30]);
  });

  it('claims once a day: the reward is credited once, a second claim is refused', async () => {
    const m = await makeMember(t, { balanceCents: 500 });
    const done = expectOk<CheckinClaimResponse>(await claim(m), 'checkinClaim');
    expect(done).toEqual({ day: day(0), slot: 1, amount: 1, streak: 1, balance: 6 });
    expect(await balance(t, m)).toBe(6);
    expectFail(await claim(m), 409, 'checkin.claimed');
    expect(await credits(t, m, 'CHECKIN')).toEqual({ n: 1, cents: 100 });
    const s = await status(m);
    expect(s).toMatchObject({ claimedToday: true, streak: 1, todaySlot: 1 });
    expect(s.days[0].state).toBe('claimed');
    // The credit is in the member's records with its own code, which the code list names.
    const rows = await records(t, m, 'CHECKIN');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ txCode: 'CHECKIN', amount: 1 });
    const codes = expectOk<{ list: { txCode: string; txName: string }[] }>(await call(t.app, 'txCodeList'), 'txCodeList').list;
    expect(codes).toContainEqual({ txCode: 'CHECKIN', txName: 'Daily check-in' });
  });

  it('simultaneous claims credit once', async () => {
    const m = await makeMember(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(m)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectFail(a, 409, 'checkin.claimed');
    expect(await credits(t, m, 'CHECKIN')).toEqual({ n: 1, cents: 100 });
  });

  it('follows the streak day by day, restarts it after a missed day and after day 7', async () => {
    const m = await makeMember(t);
    expectOk(await claim(m), 'checkinClaim');
    await nextDay(m);
    const second = expectOk<CheckinClaimResponse>(await claim(m), 'checkinClaim');
    expect(second).toMatchObject({ slot: 2, amount: 2, streak: 2 });
    const s = await status(m);
    expect(s.days.map((d) => d.state)).toEqual(['claimed', 'claimed', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(s.days[0].date).toBe(day(-1));
    // Day 3 is missed: on day 4 the streak starts again at day 1.
    const lastDay = day(0);
    await nextDay(m, 2);
    const broken = await status(m);
    expect(broken).toMatchObject({ todaySlot: 1, streak: 0, claimedToday: false, missed: { lastDay, days: 1 } });
    expect(broken.days[0].date).toBe(day(0));
    expect(expectOk<CheckinClaimResponse>(await claim(m), 'checkinClaim')).toMatchObject({ slot: 1, amount: 1, streak: 1 });
    for (let n = 2; n <= 7; n++) {
      await nextDay(m);
      expect(expectOk<CheckinClaimResponse>(await claim(m), 'checkinClaim')).toMatchObject({ slot: n, streak: n });
    }
    await nextDay(m);
    const eighth = await status(m);
    expect(eighth).toMatchObject({ todaySlot: 1, streak: 7, missed: null });
    expect(expectOk<CheckinClaimResponse>(await claim(m), 'checkinClaim')).toMatchObject({ slot: 1, amount: 1, streak: 8 });
    // 1 + 2 (first streak), 1+2+3+5+8+10+20 (second), 1 (third).
    expect(await credits(t, m, 'CHECKIN')).toEqual({ n: 10, cents: 5300 });
  });

  it("counts days in the merchant's time zone: a Manila day starts at 16:00 UTC", async () => {
    // To 15:30 UTC: 23:30 in Manila, where ROYALPH's day is.
    t.clock.advance(((15.5 * DAY) / 24 - (t.clock.now() % DAY) + DAY) % DAY);
    const m = await makeMember(t, { merchant: OTHER_MERCHANT });
    const manilaToday = new Date(t.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const before = await status(m, OTHER_MERCHANT);
    expect(before).toMatchObject({ today: manilaToday, claimedToday: false });
    expect(before.nextDayAt - t.clock.now()).toBe(DAY / 48);
    expectOk(await claim(m, OTHER_MERCHANT), 'checkinClaim');
    const again = await claim(m, OTHER_MERCHANT);
    expectFail(again, 409, 'checkin.claimed');
    expect(again.body.message).toContain('from 00:00 Philippine Standard Time');
    // Half an hour later it is tomorrow in Manila (still the same UTC day): a new day to check in.
    t.clock.advance(DAY / 48);
    await renew(t, m);
    expect(expectOk<CheckinClaimResponse>(await claim(m, OTHER_MERCHANT), 'checkinClaim')).toMatchObject({ slot: 2, streak: 2 });
  });

  it('refuses guests, trial accounts and bad input', async () => {
    expectFail(await call(t.app, 'checkinStatus'), 401);
    expectFail(await call(t.app, 'checkinClaim', { body: {} }), 401);
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'checkinStatus', { token: trial.token }), 403, 'free_reject');
    expectFail(await claim(trial), 403, 'free_reject');
    const m = await makeMember(t);
    expectFail(await call(t.app, 'checkinClaim', { token: m.token, body: { day: '2025-01-01' } }), 400, 'validation.failed');
    expectFail(await send(t.app, 'POST', specOf('checkinClaim').path, { token: m.token, raw: '[1]' }), 400);
    expect(await credits(t, m, 'CHECKIN')).toEqual({ n: 0, cents: 0 });
  });

  it('keeps the books balanced', async () => {
    const totals = await ledgerTotals(t.db);
    expect(totals).toMatchObject({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
    expect(T0).toBeLessThan(t.clock.now());
  });
});
