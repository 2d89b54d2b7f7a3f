/**
 * Manual rebate: per game category, rate % of the valid bets (settled REAL rounds) since the category's last claim;
 * claiming one category or all credits once (MANREBATE) and moves the cut-off, so a second claim finds nothing and
 * simultaneous claims pay the same bets once. Needs MANPLAYREB3 (LUCKY88 has it, ROYALPH not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RebateClaimResponse } from '../../../src/generated/api/rebateClaim.response.ts';
import type { RebateClaimableResponse } from '../../../src/generated/api/rebateClaimable.response.ts';
import { rebateCents } from '../../../server/src/retention/manualRebate.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { ledgerTotals, makeMember, type Member, OTHER_MERCHANT } from '../games/helpers.ts';
import { balance, credits, play, records } from './helpers.ts';

let t: TestApp;
let startSum = 0;
let liveNode = 0;
const RNG_NODE = 100001;

beforeAll(async () => {
  t = await createTestApp();
  startSum = (await ledgerTotals(t.db)).sum;
  // A live baccarat table: a category other than slots that the reference platform can play.
  const [live] = await t.db.query<{ node_id: number }>(
    "SELECT node_id FROM games WHERE game_type = 'LIVE' AND game_classify = 'BAC' AND enabled ORDER BY node_id LIMIT 1",
  );
  liveNode = live.node_id;
});
afterAll(async () => t?.close());

const claimable = async (m: Member) => expectOk<RebateClaimableResponse>(await call(t.app, 'rebateClaimable', { token: m.token }), 'rebateClaimable');
const claim = (m: Member, category?: string) => call(t.app, 'rebateClaim', { token: m.token, body: category === undefined ? {} : { category } });
const cents = (n: number) => Math.round(n * 100);
const lineOf = (r: RebateClaimableResponse, category: string) => r.list.find((l) => l.category === category);

describe('manual rebate', () => {
  it('rounds the rebate down to the cent', () => {
    expect(rebateCents(1600, 0.8)).toBe(12);
    expect(rebateCents(100, 0.5)).toBe(0);
    expect(rebateCents(1_000_000, '0.60')).toBe(6000);
  });

  it('lists every rated category with nothing to claim before any bet', async () => {
    const m = await makeMember(t);
    const r = await claimable(m);
    expect(r.list.map((l) => [l.category, l.rate])).toEqual([
      ['RNG', 0.8],
      ['LIVE', 0.5],
      ['FISH', 0.8],
      ['SPORTS', 0.6],
      ['PVP', 0.5],
      ['LOTT', 0.4],
    ]);
    expect(r.list.every((l) => l.validBet === 0 && l.amount === 0 && l.since === null)).toBe(true);
    expect(r.total).toBe(0);
    expectFail(await claim(m), 409, 'rebate.nothing');
  });

  it('claims one category from its valid bets once; the next claim starts at the cut-off', async () => {
    const m = await makeMember(t, { balanceCents: 1_000_000 });
    const stakes = await play(t, m, RNG_NODE, 3);
    const bet = cents(stakes.reduce((s, x) => s + x, 0));
    const before = await claimable(m);
    expect(lineOf(before, 'RNG')).toMatchObject({ validBet: bet / 100, amount: rebateCents(bet, 0.8) / 100, since: null });
    expect(before.total).toBe(rebateCents(bet, 0.8) / 100);
    const balanceBefore = await balance(t, m);
    const done = expectOk<RebateClaimResponse>(await claim(m, 'RNG'), 'rebateClaim');
    expect(done.claimed).toHaveLength(1);
    expect(done.total).toBe(rebateCents(bet, 0.8) / 100);
    expect(done.balance).toBe(Math.round((balanceBefore + done.total) * 100) / 100);
    expectFail(await claim(m, 'RNG'), 409, 'rebate.nothing');
    const after = await claimable(m);
    expect(lineOf(after, 'RNG')).toMatchObject({ validBet: 0, amount: 0, since: t.clock.now() });
    // New bets after the cut-off are claimable again.
    const more = await play(t, m, RNG_NODE, 2);
    expect(lineOf(await claimable(m), 'RNG')?.validBet).toBe(more.reduce((s, x) => s + x, 0));
    const rows = await records(t, m, 'MANREBATE');
    expect(rows[0]).toMatchObject({ txCode: 'MANREBATE', amount: done.total, reference: 'RNG' });
  });

  it('claims every category with a rebate at once; simultaneous claims pay the bets once', async () => {
    const m = await makeMember(t, { balanceCents: 1_000_000 });
    const rng = cents((await play(t, m, RNG_NODE, 2)).reduce((s, x) => s + x, 0));
    const live = cents((await play(t, m, liveNode, 2)).reduce((s, x) => s + x, 0));
    const expected = rebateCents(rng, 0.8) + rebateCents(live, 0.5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(m)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expectFail(a, 409, 'rebate.nothing');
    const done = won[0].body.value as RebateClaimResponse;
    expect(done.claimed.map((c) => c.category).sort()).toEqual(['LIVE', 'RNG']);
    expect(cents(done.total)).toBe(expected);
    expect(await credits(t, m, 'MANREBATE')).toEqual({ n: 2, cents: expected });
  });

  it('refuses unknown categories, guests, trial accounts and merchants without MANPLAYREB3', async () => {
    const m = await makeMember(t);
    expectFail(await claim(m, 'CASINO'), 400, 'validation.failed');
    expectFail(await call(t.app, 'rebateClaim', { token: m.token, body: { category: 'RNG', all: true } }), 400, 'validation.failed');
    expectFail(await call(t.app, 'rebateClaimable'), 401);
    expectFail(await call(t.app, 'rebateClaim', { body: {} }), 401);
    const trial = await makeMember(t, { type: 4 });
    expectFail(await claim(trial), 403, 'free_reject');
    const royal = await makeMember(t, { merchant: OTHER_MERCHANT });
    expectFail(await call(t.app, 'rebateClaimable', { token: royal.token, merchant: OTHER_MERCHANT }), 403, 'feature.disabled');
    expectFail(await call(t.app, 'rebateClaim', { token: royal.token, merchant: OTHER_MERCHANT, body: {} }), 403, 'feature.disabled');
  });

  it('keeps the books balanced', async () => {
    expect(await ledgerTotals(t.db)).toMatchObject({ sum: startSum, unbalanced: 0, negativeMembers: 0, drift: 0 });
  });
});
