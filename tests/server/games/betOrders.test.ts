/**
 * Bet records (GET /lgw/orders, /lgw/orders/detail) after paid rounds of the demo slot and the demo baccarat table
 * on two days (two game types, RNG and LIVE): newest first, totals over the whole filter, paging, date and type filters, the detail with reels and the
 * balance after the round, other members' and malformed order numbers refused with 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetOrderDetailResponse } from '../../../src/generated/api/betOrderDetail.response.ts';
import type { BetOrdersResponse } from '../../../src/generated/api/betOrders.response.ts';
import { createSession } from '../../../server/src/http/auth.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, T0, type TestApp } from '../helpers/testApp.ts';
import { makeMember, type Member } from './helpers.ts';

let t: TestApp;
let m: Member;

interface Played {
  roundId: number;
  bet: number;
  win: number;
  balance: number;
  reels: string[][];
  nodeId: number;
  gameType: string;
  day: string;
}
const played: Played[] = [];
const DAY = 86_400_000;
const day1 = new Date(T0).toISOString().slice(0, 10);
const day2 = new Date(T0 + DAY).toISOString().slice(0, 10);

async function play(member: Member, nodeId: number, gameType: string, rounds: number): Promise<void> {
  const launch = await call(t.app, 'launchGame', { query: { nodeId }, token: member.token });
  const url = expectOk<{ content: { game_url: string } }>(launch, 'launchGame').content.game_url;
  const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
  const { bets } = expectOk<{ bets: number[] }>(
    await call(t.app, 'demoGameSession', { merchant: null, headers: { 'x-launch-token': token } }),
    'demoGameSession',
  );
  for (let i = 0; i < rounds; i++) {
    const bet = bets[i % 3];
    const headers = { 'x-launch-token': token, 'idempotency-key': `orders-${nodeId}-${i}-${member.memberId}` };
    // A live baccarat table plays coups (its record's bet is the stake, its win what came back; no reels).
    const r =
      gameType === 'LIVE'
        ? await call(t.app, 'demoGameBaccarat', { merchant: null, body: { bets: { PLAYER: bet } }, headers }).then((a) => {
            const c = expectOk<{ roundId: number; stake: number; returned: number; balance: number }>(a, 'demoGameBaccarat');
            return { roundId: c.roundId, win: c.returned, balance: c.balance, reels: [] };
          })
        : expectOk<{ roundId: number; win: number; balance: number; reels: string[][] }>(
            await call(t.app, 'demoGameSpin', { merchant: null, body: { bet }, headers }),
            'demoGameSpin',
          );
    if (member === m) played.push({ ...r, bet, nodeId, gameType, day: new Date(t.clock.now()).toISOString().slice(0, 10) });
    t.clock.advance(60_000);
  }
}

const orders = async (query: Record<string, string | number> = {}, token = m.token): Promise<BetOrdersResponse> =>
  expectOk<BetOrdersResponse>(await call(t.app, 'betOrders', { query, token }), 'betOrders');

const cents = (n: number) => Math.round(n * 100);
const sum = (list: Played[], f: (p: Played) => number) => list.reduce((s, p) => s + cents(f(p)), 0) / 100;
const orderNo = (roundId: number) => `R${String(roundId).padStart(10, '0')}`;

let tableNode = 0;

beforeAll(async () => {
  t = await createTestApp();
  m = await makeMember(t, { balanceCents: 1_000_000 });
  const [table] = await t.db.query<{ node_id: number }>(
    "SELECT node_id FROM games WHERE game_type = 'LIVE' AND game_classify = 'BAC' AND enabled ORDER BY node_id LIMIT 1",
  );
  tableNode = table.node_id;
  await play(m, 100001, 'RNG', 5); // day 1
  t.clock.advance(DAY);
  // Sessions last 12 hours: a new one for day 2.
  m.token = await createSession(t.db, {
    memberId: m.memberId,
    merchantId: m.merchantId,
    now: t.clock.now(),
    ttlMs: 12 * 3600_000,
    ip: '127.0.0.1',
    device: '',
  });
  await play(m, tableNode, 'LIVE', 4); // day 2
  // Trial rounds and other members' rounds are not this member's records.
  const trial = await call(t.app, 'trialLaunch', { query: { nodeId: 100001 } });
  const trialToken = new URL((trial.body.value as { content: { game_url: string } }).content.game_url, 'http://x').searchParams.get('token') ?? '';
  await call(t.app, 'demoGameSpin', { merchant: null, body: { bet: 1 }, headers: { 'x-launch-token': trialToken, 'idempotency-key': 'orders-trial-1' } });
  await play(await makeMember(t, { balanceCents: 10_000 }), 100001, 'RNG', 2);
});
afterAll(async () => t?.close());

describe('list', () => {
  it('lists the paid rounds newest first with the catalogue names and totals', async () => {
    expect(played.map((p) => p.day)).toEqual([day1, day1, day1, day1, day1, day2, day2, day2, day2]);
    const all = await orders({ pageSize: 100 });
    expect(all.totalCount).toBe(9);
    expect(all.totalPages).toBe(1);
    expect(all.pageNum).toBe(1);
    const newestFirst = [...played].reverse();
    expect(all.content.map((o) => o.orderNo)).toEqual(newestFirst.map((p) => orderNo(p.roundId)));
    for (const [i, o] of all.content.entries()) {
      const p = newestFirst[i];
      expect(o).toMatchObject({ bet: p.bet, win: p.win, status: 'SETTLED', gameType: p.gameType });
      expect(o.net).toBeCloseTo(p.win - p.bet, 2);
      expect(o.gameName.length).toBeGreaterThan(0);
      expect(o.vendor.length).toBeGreaterThan(0);
    }
    for (let i = 1; i < all.content.length; i++) expect(all.content[i - 1].createdAt).toBeGreaterThan(all.content[i].createdAt);
    const [g] = await t.db.query<{ name_en: string; display_name: string }>(
      'SELECT g.name_en, v.display_name FROM games g JOIN game_vendors v ON v.vassalage = g.vassalage WHERE g.node_id = 100001',
    );
    expect(all.content[8]).toMatchObject({ gameName: g.name_en, vendor: g.display_name });
    expect(all.totals.bet).toBeCloseTo(
      sum(played, (p) => p.bet),
      2,
    );
    expect(all.totals.win).toBeCloseTo(
      sum(played, (p) => p.win),
      2,
    );
    expect(all.totals.net).toBeCloseTo(sum(played, (p) => p.win) - sum(played, (p) => p.bet), 2);
  });

  it('pages: default 20, totals over the whole filter on every page', async () => {
    const first = await orders({ pageSize: 4 });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 3, totalCount: 9 });
    expect(first.content).toHaveLength(4);
    const second = await orders({ pageNo: 2, pageSize: 4 });
    const third = await orders({ pageNo: 3, pageSize: 4 });
    expect(third.content).toHaveLength(1);
    expect(second.totals).toEqual(first.totals);
    expect(third.totals).toEqual(first.totals);
    const ids = [...first.content, ...second.content, ...third.content].map((o) => o.orderNo);
    expect(new Set(ids).size).toBe(9);
    expect((await orders({ pageNo: 4, pageSize: 4 })).content).toEqual([]);
    expect((await orders()).content).toHaveLength(9);
  });

  it('filters by UTC day (inclusive) and by game type', async () => {
    const d1 = played.filter((p) => p.day === day1);
    const onDay1 = await orders({ startDate: day1, endDate: day1 });
    expect(onDay1.totalCount).toBe(5);
    expect(onDay1.totals.bet).toBeCloseTo(
      sum(d1, (p) => p.bet),
      2,
    );
    expect(onDay1.totals.win).toBeCloseTo(
      sum(d1, (p) => p.win),
      2,
    );
    expect((await orders({ startDate: day2 })).totalCount).toBe(4);
    expect((await orders({ endDate: day1 })).totalCount).toBe(5);
    expect((await orders({ startDate: day1, endDate: day2 })).totalCount).toBe(9);
    expect((await orders({ startDate: '2020-01-01', endDate: '2020-01-31' })).totals).toEqual({ bet: 0, win: 0, net: 0 });
    expect((await orders({ startDate: '', endDate: '' })).totalCount).toBe(9);
    const live = await orders({ gameType: 'LIVE' });
    expect(live.totalCount).toBe(4);
    expect(live.content.every((o) => o.gameType === 'LIVE')).toBe(true);
    expect((await orders({ gameType: 'rng', startDate: day1 })).totalCount).toBe(5);
    expect((await orders({ gameType: 'FISH' })).totalCount).toBe(0);
  });

  it('another member sees only their own records', async () => {
    const other = await makeMember(t);
    const v = await orders({}, other.token);
    expect(v).toMatchObject({ content: [], totalCount: 0, totalPages: 0, totals: { bet: 0, win: 0, net: 0 } });
  });
});

describe('detail', () => {
  it('answers the record with its reels, round id and the balance after it', async () => {
    for (const p of [played[0], played[8]]) {
      const d = expectOk<BetOrderDetailResponse>(
        await call(t.app, 'betOrderDetail', { query: { orderNo: orderNo(p.roundId) }, token: m.token }),
        'betOrderDetail',
      );
      expect(d).toMatchObject({
        orderNo: orderNo(p.roundId),
        roundId: p.roundId,
        bet: p.bet,
        win: p.win,
        status: 'SETTLED',
        gameType: p.gameType,
        reels: p.reels,
      });
      expect(d.balanceAfter).toBeCloseTo(p.balance, 2);
      const listed = (await orders({ pageSize: 100 })).content.find((o) => o.orderNo === d.orderNo);
      expect(listed).toEqual({
        orderNo: d.orderNo,
        gameName: d.gameName,
        vendor: d.vendor,
        gameType: d.gameType,
        bet: d.bet,
        win: d.win,
        net: d.net,
        status: d.status,
        createdAt: d.createdAt,
      });
    }
  });

  it('rounds recorded before the balance was kept answer balanceAfter null', async () => {
    const p = played[1];
    await t.db.query('UPDATE game_rounds SET balance_after_cents = NULL WHERE id = $1', [p.roundId]);
    const d = expectOk<BetOrderDetailResponse>(
      await call(t.app, 'betOrderDetail', { query: { orderNo: orderNo(p.roundId) }, token: m.token }),
      'betOrderDetail',
    );
    expect(d.balanceAfter).toBeNull();
  });

  it("another member's order, an unknown one and a trial round are 404 order.not.found", async () => {
    const other = await makeMember(t);
    expectFail(await call(t.app, 'betOrderDetail', { query: { orderNo: orderNo(played[0].roundId) }, token: other.token }), 404, 'order.not.found');
    for (const no of ['R0000000000', 'R0999999999', 'R2147483647', 'R2147483648', 'R9999999999']) {
      expectFail(await call(t.app, 'betOrderDetail', { query: { orderNo: no }, token: m.token }), 404, 'order.not.found');
    }
    const [trial] = await t.db.query<{ id: number }>("SELECT id FROM game_rounds WHERE mode = 'TRIAL' LIMIT 1");
    expectFail(await call(t.app, 'betOrderDetail', { query: { orderNo: orderNo(trial.id) }, token: m.token }), 404, 'order.not.found');
  });
});

describe('bad input', () => {
  it('malformed or huge order numbers, bad dates, paging out of range: 400; trial 403; no session 401', async () => {
    const detail = (orderNo: string) => call(t.app, 'betOrderDetail', { query: `orderNo=${encodeURIComponent(orderNo)}`, token: m.token });
    for (const bad of ['R99999999999', 'R123', '0000000042', 'X0000000042', 'R000000004a', 'R-000000042', ' R0000000042', `R${'9'.repeat(400)}`, '']) {
      expectFail(await detail(bad), 400, 'validation.failed');
    }
    expectFail(await call(t.app, 'betOrderDetail', { query: '', token: m.token }), 400, 'validation.failed');
    expectFail(await call(t.app, 'betOrderDetail', { query: 'orderNo=R0000000001&orderNo=R0000000002', token: m.token }), 400);
    for (const q of [
      'startDate=2025-02-30',
      'endDate=2025-13-01',
      'startDate=yesterday',
      'pageNo=0',
      'pageNo=100001',
      'pageSize=101',
      'pageSize=x',
      'gameType=R-N-G',
      'zzz=1',
    ]) {
      expectFail(await call(t.app, 'betOrders', { query: q, token: m.token }), 400, 'validation.failed');
    }
    const trial = await makeMember(t, { type: 4 });
    expectFail(await call(t.app, 'betOrders', { token: trial.token }), 403, 'free_reject');
    expectFail(await call(t.app, 'betOrderDetail', { query: { orderNo: orderNo(played[0].roundId) }, token: trial.token }), 403, 'free_reject');
    expectFail(await call(t.app, 'betOrders', {}), 401, 'login.not.session');
    expectFail(await call(t.app, 'betOrders', { token: m.token, query: 'merchant=ROYALPH' }), 403, 'domain_not_available');
    const royal = await makeMember(t, { merchant: 'ROYALPH' });
    expectFail(await call(t.app, 'betOrders', { token: royal.token }), 401, 'login.not.session');
  });
});

describe("days of the merchant's time zone", () => {
  it('a round at 20:00 UTC is on the next day in Manila: in the date filter and in the team activity', async () => {
    // To the next 20:00 UTC: 04:00 of the next day in Manila, ROYALPH's time zone.
    t.clock.advance((20 * 3600_000 - (t.clock.now() % DAY) + DAY) % DAY);
    const royal = await makeMember(t, { merchant: 'ROYALPH', balanceCents: 10_000 });
    const launch = await call(t.app, 'launchGame', { query: { nodeId: 100001 }, token: royal.token, merchant: 'ROYALPH' });
    const token = new URL(expectOk<{ content: { game_url: string } }>(launch, 'launchGame').content.game_url, 'http://x').searchParams.get('token') ?? '';
    const headers = { 'x-launch-token': token, 'idempotency-key': 'orders-manila-1' };
    expectOk(await call(t.app, 'demoGameSpin', { merchant: null, body: { bet: 1 }, headers }), 'demoGameSpin');
    const utcDay = new Date(t.clock.now()).toISOString().slice(0, 10);
    const manilaDay = new Date(t.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(manilaDay > utcDay).toBe(true);
    const on = async (day: string) =>
      expectOk<BetOrdersResponse>(
        await call(t.app, 'betOrders', { query: { startDate: day, endDate: day }, token: royal.token, merchant: 'ROYALPH' }),
        'betOrders',
      );
    expect((await on(manilaDay)).totalCount).toBe(1);
    expect((await on(utcDay)).totalCount).toBe(0);
    const activity = await t.db.query<{ day: string }>('SELECT day FROM member_daily_activity WHERE member_id = $1', [royal.memberId]);
    expect(activity.map((a) => a.day)).toEqual([manilaDay]);
  });
});
