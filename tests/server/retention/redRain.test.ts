/**
 * Red envelope rain: the schedule (current and next window, across midnight), the status, opening envelopes within
 * a running window up to the member's limit and cap (each credited once, REDRAIN), refusals outside a window,
 * simultaneous opens, guests, trial accounts and bad input. The clock is moved to 01:05 UTC, when LUCKY88's rain
 * (every 2 hours from 01:00, 20 minutes) is falling and ROYALPH's (11:00 and 13:00 UTC) is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedRainOpenResponse } from '../../../src/generated/api/redRainOpen.response.ts';
import type { RedRainStatusResponse } from '../../../src/generated/api/redRainStatus.response.ts';
import { envelopeCents } from '../../../server/src/retention/redRain.ts';
import { currentWindow, nextWindow } from '../../../server/src/retention/redRainSchedule.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, T0, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member, OTHER_MERCHANT } from '../games/helpers.ts';
import { balance, credits, MIN, records, renew } from './helpers.ts';

let t: TestApp;
let startSum = 0;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
  t.clock.advance(65 * MIN);
});
/** LUCKY88's rain of 01:00. */
const RAIN = { start: T0 + 60 * MIN, end: T0 + 80 * MIN };
afterAll(async () => t?.close());

const status = async (m: Member, merchant = 'LUCKY88') =>
  expectOk<RedRainStatusResponse>(await call(t.app, 'redRainStatus', { token: m.token, merchant }), 'redRainStatus');
const open = (m: Member, merchant = 'LUCKY88') => call(t.app, 'redRainOpen', { token: m.token, merchant, body: {} });
const cents = (n: number) => Math.round(n * 100);

describe('red rain schedule', () => {
  const every2h = { firstStartMinute: 0, durationMinutes: 20, repeatMinutes: 120 };
  it('finds the running window and the next one', () => {
    expect(currentWindow(every2h, T0 + 5 * MIN)).toEqual({ start: T0, end: T0 + 20 * MIN });
    expect(currentWindow(every2h, T0 + 20 * MIN)).toBeNull();
    expect(nextWindow(every2h, T0 + 20 * MIN)).toEqual({ start: T0 + 120 * MIN, end: T0 + 140 * MIN });
  });
  it("carries a window over midnight and finds tomorrow's first one", () => {
    const late = { firstStartMinute: 23 * 60 + 50, durationMinutes: 30, repeatMinutes: 1440 };
    expect(currentWindow(late, T0 + 10 * MIN)).toEqual({ start: T0 - 10 * MIN, end: T0 + 20 * MIN });
    expect(nextWindow(late, T0 + 10 * MIN)).toEqual({ start: T0 + 1430 * MIN, end: T0 + 1460 * MIN });
  });
  it('draws an envelope amount in range, the same for the same envelope, never past the cap', () => {
    const a = envelopeCents('s:1:0:7:1', 50, 888, 2000);
    expect(a).toBe(envelopeCents('s:1:0:7:1', 50, 888, 2000));
    const drawn = Array.from({ length: 200 }, (_, i) => envelopeCents(`s:1:0:7:${i}`, 50, 888, 2000));
    expect(Math.min(...drawn)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(888);
    expect(new Set(drawn).size).toBeGreaterThan(50);
    expect(envelopeCents('s:1:0:7:1', 50, 888, 30)).toBeLessThanOrEqual(30);
  });
});

describe('red rain', () => {
  it("tells the running rain, its limits and the member's envelopes", async () => {
    const m = await makeMember(t);
    const s = await status(m);
    expect(s).toMatchObject({
      enabled: true,
      now: t.clock.now(),
      active: true,
      window: RAIN,
      opened: 0,
      openedAmount: 0,
      remaining: 5,
      event: { envelopesPerMember: 5, minAmount: 0.5, maxAmount: 8.88, memberCap: 20 },
    });
    const royal = await makeMember(t, { merchant: OTHER_MERCHANT });
    expect(await status(royal, OTHER_MERCHANT)).toMatchObject({ active: false, window: { start: T0 + 11 * 60 * MIN }, remaining: 0 });
    expectFail(await open(royal, OTHER_MERCHANT), 409, 'redrain.not.active');
  });

  it('opens envelopes up to the limit and the cap, each credited once', async () => {
    const m = await makeMember(t, { balanceCents: 100 });
    const got: RedRainOpenResponse[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await open(m);
      if (a.status !== 200) {
        expectFail(a, 409, 'redrain.limit');
        break;
      }
      got.push(a.body.value as RedRainOpenResponse);
    }
    expect(got.length).toBeGreaterThanOrEqual(3); // 3 envelopes of at most 8.88 cannot pass 20
    expect(got.length).toBeLessThanOrEqual(5);
    const total = got.reduce((s, g) => s + cents(g.amount), 0);
    expect(total).toBeLessThanOrEqual(2000);
    for (const g of got) expect(cents(g.amount)).toBeGreaterThan(0);
    expect(got.map((g) => g.opened)).toEqual(got.map((_, i) => i + 1));
    expect(got[got.length - 1]).toMatchObject({ remaining: 0, openedAmount: total / 100, balance: (100 + total) / 100 });
    expectFail(await open(m), 409, 'redrain.limit');
    expect(await credits(t, m, 'REDRAIN')).toEqual({ n: got.length, cents: total });
    expect(await balance(t, m)).toBe((100 + total) / 100);
    expect(await status(m)).toMatchObject({ opened: got.length, openedAmount: total / 100, remaining: 0 });
    expect((await records(t, m, 'REDRAIN')).length).toBe(got.length);
  });

  it('simultaneous opens stay within the limit and credit what they answer', async () => {
    const m = await makeMember(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(m)));
    const ok = answers.filter((a) => a.status === 200).map((a) => a.body.value as RedRainOpenResponse);
    for (const a of answers.filter((x) => x.status !== 200)) expectFail(a, 409, 'redrain.limit');
    expect(ok.length).toBeGreaterThanOrEqual(3);
    expect(ok.length).toBeLessThanOrEqual(5);
    expect(ok.map((o) => o.opened).sort((a, b) => a - b)).toEqual(ok.map((_, i) => i + 1));
    expect(await credits(t, m, 'REDRAIN')).toEqual({ n: ok.length, cents: ok.reduce((s, o) => s + cents(o.amount), 0) });
  });

  it('refuses opens between windows and counts each window apart', async () => {
    const m = await makeMember(t);
    expectOk(await open(m), 'redRainOpen');
    t.clock.advance(25 * MIN); // 01:30
    await renew(t, m);
    expect(await status(m)).toMatchObject({ active: false, window: { start: RAIN.start + 120 * MIN }, opened: 0 });
    expectFail(await open(m), 409, 'redrain.not.active');
    t.clock.advance(95 * MIN); // 03:05, the next window
    await renew(t, m);
    expect(await status(m)).toMatchObject({ active: true, opened: 0, remaining: 5 });
    expect(expectOk<RedRainOpenResponse>(await open(m), 'redRainOpen').opened).toBe(1);
  });

  it('refuses guests, trial accounts and bad input', async () => {
    expectFail(await call(t.app, 'redRainStatus'), 401);
    expectFail(await call(t.app, 'redRainOpen', { body: {} }), 401);
    const trial = await makeMember(t, { type: 4 });
    expectFail(await open(trial), 403, 'free_reject');
    const m = await makeMember(t);
    expectFail(await call(t.app, 'redRainOpen', { token: m.token, body: { amount: 100 } }), 400, 'validation.failed');
    expect(await credits(t, m, 'REDRAIN')).toEqual({ n: 0, cents: 0 });
  });

  it('keeps the books balanced', async () => {
    expect(await ledgerTotals(t.db)).toMatchObject({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });
});
