/**
 * The platform's lottery: the menu and lists (open draw, countdown basis, last results), a bet through the ledger,
 * the draw and its settlement (ledger balanced), suborder cancellation before the close and its refusal after,
 * bets refused after the close, above the balance and on bad input (nothing written), and a double submit with one
 * idempotency key taken once. The clock starts at T0 (2025-06-01 00:00 UTC): NUM5's first draw is 00:05, closing
 * 00:04:30; Vietnam North draws at 11:15 UTC (18:15 in Vietnam).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetOrderDetailResponse } from '../../../src/generated/api/betOrderDetail.response.ts';
import type { BetOrdersResponse } from '../../../src/generated/api/betOrders.response.ts';
import type { CancelSuborderResponse } from '../../../src/generated/api/cancelSuborder.response.ts';
import type { LotteryBetResponse } from '../../../src/generated/api/lotteryBet.response.ts';
import type { LotteryMenuResponse } from '../../../src/generated/api/lotteryMenu.response.ts';
import type { NumeroListResponse } from '../../../src/generated/api/numeroList.response.ts';
import type { VnLotteryListResponse } from '../../../src/generated/api/vnLotteryList.response.ts';
import { pickWins } from '../../../server/src/lottery/rules.ts';
import { startLotterySweep } from '../../../server/src/lottery/sweep.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, T0, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member } from '../games/helpers.ts';

let t: TestApp;
let startSum = 0;
let keySeq = 0;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
});
afterAll(async () => t?.close());

const key = () => `lottery-test-${++keySeq}`;
const bet = (m: Member, body: Record<string, unknown>, idem: string | null = key()) =>
  call(t.app, 'lotteryBet', { token: m.token, body, headers: idem ? { 'idempotency-key': idem } : {} });
const cancel = (m: Member, suborderNo: string, idem = key()) =>
  call(t.app, 'cancelSuborder', { token: m.token, body: { suborderNo }, headers: { 'idempotency-key': idem } });
const balance = async (m: Member) => expectOk<{ sumBalance: number }>(await call(t.app, 'walletBalance', { token: m.token }), 'walletBalance').sumBalance;
const detail = async (m: Member, orderNo: string) =>
  expectOk<BetOrderDetailResponse>(await call(t.app, 'betOrderDetail', { token: m.token, query: { orderNo } }), 'betOrderDetail');
const orders = async (m: Member) => expectOk<BetOrdersResponse>(await call(t.app, 'betOrders', { token: m.token }), 'betOrders');
const numero = async () => expectOk<NumeroListResponse>(await call(t.app, 'numeroList'), 'numeroList');
const counts = async (m: Member) => {
  const [r] = await t.db.query<{ orders: number; txs: number }>(
    `SELECT (SELECT count(*)::int FROM lottery_orders WHERE member_id = $1) AS orders, (SELECT count(*)::int FROM ledger_transactions WHERE member_id = $1) AS txs`,
    [m.memberId],
  );
  return r;
};
const expectBalanced = async () => {
  const l = await ledgerTotals(t.db);
  expect(l).toMatchObject({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
};

describe('lottery lists', () => {
  it('answers the menu with both categories, play types and prize modes', async () => {
    const menu = expectOk<LotteryMenuResponse>(await call(t.app, 'lotteryMenu', { query: { language: 'CN' } }), 'lotteryMenu');
    expect(menu.now).toBe(T0);
    expect(menu.playTypes).toEqual(['Tradition', 'Entertainment']);
    expect(menu.prizeModes).toEqual(['Lott', 'ZY', 'Elott']);
    expect(menu.categories.map((c) => [c.code, c.gameType])).toEqual([
      ['NUMERO', 'ELOTT'],
      ['VIETNAM', 'LOTT'],
    ]);
    expect(menu.categories[0].lotteries[0]).toEqual({ code: 'NUM1', name: 'Numero 1分钟彩' });
  });

  it('lists numero games with their open draw and five last results', async () => {
    const list = await numero();
    const num5 = list.list.find((l) => l.code === 'NUM5');
    expect(num5).toMatchObject({ kind: 'NUMERO', gameType: 'ELOTT', intervalMinutes: 5, prizeModes: ['Elott', 'ZY'], minStake: 1, maxStake: 5000 });
    expect(num5?.nextDraw).toEqual({ drawNo: '20250601-0001', drawAt: T0 + 5 * MIN, closeAt: T0 + 4.5 * MIN });
    expect(num5?.lastResults.map((r) => r.drawNo)).toEqual(['20250531-0288', '20250531-0287', '20250531-0286', '20250531-0285', '20250531-0284']);
    for (const r of num5?.lastResults ?? []) expect(r.result).toMatch(/^\d{5}$/);
    expect(num5?.odds.ZY).toEqual({ '2D': 95, '3D': 950, SIDE: 1.98 });
  });

  it('lists the Vietnamese lotteries at their regional times', async () => {
    const list = expectOk<VnLotteryListResponse>(await call(t.app, 'vnLotteryList', { query: { language: 'TY', results: 2 } }), 'vnLotteryList');
    const north = list.list.find((l) => l.code === 'VN_NORTH');
    expect(north).toMatchObject({ name: 'Vietnam Hilaga', region: 'NORTH', gameType: 'LOTT' });
    expect(north?.nextDraw).toEqual({ drawNo: '20250601', drawAt: T0 + (11 * 60 + 15) * MIN, closeAt: T0 + 11 * 60 * MIN });
    expect(north?.lastResults.map((r) => [r.drawNo, r.drawAt])).toEqual([
      ['20250531', T0 - 12 * 60 * MIN - 45 * MIN],
      ['20250530', T0 - 36 * 60 * MIN - 45 * MIN],
    ]);
  });
});

describe('lottery bets', () => {
  it('takes a bet, shows it in the records, cancels a suborder, then draws and settles it', async () => {
    const m = await makeMember(t, { balanceCents: 100_00 });
    const placed = expectOk<LotteryBetResponse>(
      await bet(m, { lotteryCode: 'NUM5', drawNo: '20250601-0001', playType: 'Entertainment', prizeMode: 'ZY', stake: 10, picks: ['BIG', 'SMALL', 'ODD'] }),
      'lotteryBet',
    );
    expect(placed).toMatchObject({ orderNo: expect.stringMatching(/^L\d{10}$/), drawNo: '20250601-0001', totalStake: 30, balance: 70 });
    expect(placed.suborders.map((s) => [s.pick, s.odds])).toEqual([
      ['BIG', 1.98],
      ['SMALL', 1.98],
      ['ODD', 1.98],
    ]);
    const listed = await orders(m);
    expect(listed.content[0]).toMatchObject({ orderNo: placed.orderNo, gameName: 'Numero 5 minutes', gameType: 'ELOTT', bet: 30, win: 0, status: 'PENDING' });
    const before = await detail(m, placed.orderNo);
    expect(before.lottery?.suborders.map((s) => [s.status, s.cancellable])).toEqual([
      ['PENDING', true],
      ['PENDING', true],
      ['PENDING', true],
    ]);

    const third = placed.suborders[2].suborderNo;
    const cancelled = expectOk<CancelSuborderResponse>(await cancel(m, third), 'cancelSuborder');
    expect(cancelled).toEqual({ suborderNo: third, refund: 10, balance: 80 });
    expectFail(await cancel(m, third), 409, 'lottery.suborder.cancelled');
    expect((await orders(m)).content[0]).toMatchObject({ bet: 20, status: 'PENDING' });

    t.clock.advance(5 * MIN);
    const after = await detail(m, placed.orderNo);
    const result = after.lottery?.result ?? '';
    expect(result).toMatch(/^\d{5}$/);
    const winner = pickWins('BIG', result) ? 'BIG' : 'SMALL';
    expect(after).toMatchObject({ status: 'SETTLED', bet: 20, win: 19.8, net: -0.2 });
    expect(after.lottery?.suborders.map((s) => [s.pick, s.status, s.win, s.cancellable])).toEqual([
      ['BIG', winner === 'BIG' ? 'WON' : 'LOST', winner === 'BIG' ? 19.8 : 0, false],
      ['SMALL', winner === 'SMALL' ? 'WON' : 'LOST', winner === 'SMALL' ? 19.8 : 0, false],
      ['ODD', 'CANCELLED', 0, false],
    ]);
    expect(await balance(m)).toBe(99.8);
    expect((await numero()).list.find((l) => l.code === 'NUM5')?.lastResults[0]).toEqual({ drawNo: '20250601-0001', drawAt: T0 + 5 * MIN, result });
    const [kinds] = await t.db.query<{ k: string[] }>('SELECT array_agg(kind ORDER BY id) AS k FROM ledger_transactions WHERE member_id = $1', [m.memberId]);
    expect(kinds.k).toEqual(['ADJUST', 'BET', 'REFUND', 'WIN']);
    expectFail(await cancel(m, placed.suborders[0].suborderNo), 409, 'lottery.draw.closed');
    await expectBalanced();
  });

  it('pays a Tradition number on the last digits of the result', async () => {
    const m = await makeMember(t, { balanceCents: 1000_00 });
    const { list } = await numero();
    const num1 = list.find((l) => l.code === 'NUM1');
    if (!num1) throw new Error('NUM1 missing');
    const picks = Array.from({ length: 20 }, (_, i) => String(i * 5).padStart(2, '0'));
    const placed = expectOk<LotteryBetResponse>(
      await bet(m, { lotteryCode: 'NUM1', drawNo: num1.nextDraw.drawNo, playType: 'Tradition', prizeMode: 'Elott', stake: 1, picks }),
      'lotteryBet',
    );
    t.clock.advance(num1.nextDraw.drawAt - t.clock.now());
    const after = await detail(m, placed.orderNo);
    const result = after.lottery?.result ?? '';
    const won = picks.filter((p) => result.endsWith(p));
    expect(after.win).toBe(won.length * 85);
    expect(await balance(m)).toBe(1000 - 20 + won.length * 85);
    await expectBalanced();
  });

  it('refuses a bet once the draw closed, and a cancel after the close, writing nothing', async () => {
    const m = await makeMember(t, { balanceCents: 100_00 });
    const { list } = await numero();
    const num5 = list.find((l) => l.code === 'NUM5');
    if (!num5) throw new Error('NUM5 missing');
    const first = { lotteryCode: 'NUM5', drawNo: num5.nextDraw.drawNo, playType: 'Tradition', prizeMode: 'ZY', stake: 5, picks: ['123'] };
    const firstKey = key();
    const placed = expectOk<LotteryBetResponse>(await bet(m, first, firstKey), 'lotteryBet');
    t.clock.advance(num5.nextDraw.closeAt - t.clock.now());
    const before = await counts(m);
    // A retry of the answered bet after the close replays its answer; it is not refused, nor taken twice.
    const retried = await bet(m, first, firstKey);
    expect(retried.headers['idempotent-replay']).toBe('true');
    expect(expectOk<LotteryBetResponse>(retried, 'lotteryBet')).toEqual(placed);
    const late = await bet(m, { lotteryCode: 'NUM5', drawNo: num5.nextDraw.drawNo, playType: 'Tradition', prizeMode: 'ZY', stake: 5, picks: ['12'] });
    expectFail(late, 409, 'lottery.draw.closed');
    expect(late.body.message).toContain(`Betting on draw ${num5.nextDraw.drawNo} has closed`);
    expectFail(await cancel(m, placed.suborders[0].suborderNo), 409, 'lottery.draw.closed');
    expect(await counts(m)).toEqual(before);
    expect(await balance(m)).toBe(95);
    expect((await detail(m, placed.orderNo)).lottery?.suborders[0]).toMatchObject({ status: 'PENDING', cancellable: false });
    await expectBalanced();
  });

  it('refuses a bet above the balance', async () => {
    const m = await makeMember(t, { balanceCents: 5_00 });
    const { list } = await numero();
    const drawNo = list.find((l) => l.code === 'NUM3')?.nextDraw.drawNo;
    expectFail(
      await bet(m, { lotteryCode: 'NUM3', drawNo, playType: 'Entertainment', prizeMode: 'Elott', stake: 3, picks: ['BIG', 'EVEN'] }),
      409,
      'wallet.insufficient.balance',
    );
    expect((await counts(m)).orders).toBe(0);
    expect(await balance(m)).toBe(5);
  });

  it('takes a double submit with one idempotency key once', async () => {
    const m = await makeMember(t, { balanceCents: 50_00 });
    const { list } = await numero();
    const drawNo = list.find((l) => l.code === 'NUM3')?.nextDraw.drawNo;
    const body = { lotteryCode: 'NUM3', drawNo, playType: 'Entertainment', prizeMode: 'ZY', stake: 10, picks: ['ODD'] };
    const idem = key();
    const [a, b] = await Promise.all([bet(m, body, idem), bet(m, body, idem)]);
    const first = expectOk<LotteryBetResponse>(a, 'lotteryBet');
    expect(expectOk<LotteryBetResponse>(b, 'lotteryBet')).toEqual(first);
    expect((await counts(m)).orders).toBe(1);
    expect(await balance(m)).toBe(40);
    expectFail(await bet(m, { ...body, stake: 20 }, idem), 422, 'idempotency.key.reused');
    const sub = first.suborders[0].suborderNo;
    const cancelKey = key();
    expectOk(await cancel(m, sub, cancelKey), 'cancelSuborder');
    const again = await cancel(m, sub, cancelKey);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(await balance(m)).toBe(50);
    await expectBalanced();
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const m = await makeMember(t, { balanceCents: 100_00 });
    const { list } = await numero();
    const drawNo = list.find((l) => l.code === 'NUM5')?.nextDraw.drawNo ?? '';
    const ok = { lotteryCode: 'NUM5', drawNo, playType: 'Tradition', prizeMode: 'ZY', stake: 2, picks: ['12'] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...ok, prizeMode: 'Lott' }, 400, 'lottery.prize.mode'],
      [{ ...ok, picks: ['BIG'] }, 400, 'lottery.pick.invalid'],
      [{ ...ok, playType: 'Entertainment' }, 400, 'lottery.pick.invalid'],
      [{ ...ok, picks: ['12', '12'] }, 400, 'lottery.picks.repeated'],
      [{ ...ok, picks: ['1'] }, 400, 'validation.failed'],
      [{ ...ok, picks: [] }, 400, 'validation.failed'],
      [{ ...ok, stake: 0.5 }, 400, 'lottery.stake.range'],
      [{ ...ok, stake: 5000.01 }, 400, 'lottery.stake.range'],
      [{ ...ok, stake: 1.001 }, 400, 'validation.failed'],
      [{ ...ok, prizeMode: 'Big' }, 400, 'validation.failed'],
      [{ ...ok, lotteryCode: 'NOPE' }, 404, 'lottery.not.found'],
      [{ ...ok, drawNo: '20250601' }, 404, 'lottery.draw.not.found'],
      [{ ...ok, drawNo: '20250230-0001' }, 404, 'lottery.draw.not.found'],
      [{ ...ok, drawNo: '20991231-0001' }, 409, 'lottery.draw.not.open'],
    ];
    for (const [body, status, code] of cases) expectFail(await bet(m, body), status, code);
    expectFail(await bet(m, ok, null), 400, 'idempotency.key.missing');
    expectFail(await call(t.app, 'lotteryBet', { body: ok, headers: { 'idempotency-key': key() } }), 401);
    const trial = await makeMember(t, { type: 4, balanceCents: 10_00 });
    expectFail(await bet(trial, ok), 403, 'free_reject');
    expectFail(await cancel(m, 'L9999999999-01'), 404, 'lottery.suborder.not.found');
    expectFail(await call(t.app, 'betOrderDetail', { token: m.token, query: { orderNo: 'L9999999999' } }), 404, 'order.not.found');
    expect(await counts(m)).toEqual({ orders: 0, txs: 1 });
    expect(await balance(m)).toBe(100);
  });

  it("keeps members' orders apart", async () => {
    const a = await makeMember(t, { balanceCents: 10_00 });
    const b = await makeMember(t, { balanceCents: 10_00 });
    const { list } = await numero();
    const drawNo = list.find((l) => l.code === 'NUM5')?.nextDraw.drawNo;
    const placed = expectOk<LotteryBetResponse>(
      await bet(a, { lotteryCode: 'NUM5', drawNo, playType: 'Tradition', prizeMode: 'ZY', stake: 1, picks: ['77'] }),
      'lotteryBet',
    );
    expectFail(await call(t.app, 'betOrderDetail', { token: b.token, query: { orderNo: placed.orderNo } }), 404, 'order.not.found');
    expectFail(await cancel(b, placed.suborders[0].suborderNo), 404, 'lottery.suborder.not.found');
  });
});

describe('lottery draws on schedule', () => {
  it('are drawn and settled by the sweep with no request', async () => {
    const m = await makeMember(t, { balanceCents: 10_00 });
    const { list } = await numero();
    const num3 = list.find((l) => l.code === 'NUM3');
    if (!num3) throw new Error('NUM3 missing');
    const placed = expectOk<LotteryBetResponse>(
      await bet(m, { lotteryCode: 'NUM3', drawNo: num3.nextDraw.drawNo, playType: 'Entertainment', prizeMode: 'ZY', stake: 1, picks: ['ODD', 'EVEN'] }),
      'lotteryBet',
    );
    t.clock.advance(num3.nextDraw.drawAt - t.clock.now());
    const status = async () =>
      (await t.db.query<{ status: string }>('SELECT status FROM lottery_orders WHERE id = $1', [Number(placed.orderNo.slice(1))]))[0].status;
    expect(await status()).toBe('PENDING');
    const stop = startLotterySweep(
      t.db,
      t.clock.now,
      (err) => {
        throw err;
      },
      20,
    );
    await expect.poll(status, { timeout: 5000, interval: 50 }).toBe('SETTLED');
    stop();
    // ODD or EVEN wins: one pick pays 1 x 1.98.
    const [w] = await t.db.query<{ win: string }>('SELECT win_cents::text AS win FROM lottery_orders WHERE id = $1', [Number(placed.orderNo.slice(1))]);
    expect(Number(w.win)).toBe(198);
    await expectBalanced();
  });
});
