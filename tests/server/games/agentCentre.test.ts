/**
 * Agent centre, the team: who may call what (guests 401, players 403, other agents' members 404), the downline
 * list and detail, rebate rates and their limits, moving downlines to another agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT1_RATES, AGENT2_RATES } from '../../../server/src/seed/agentTeam.ts';
import type { ApiCallName } from '../../../src/generated/api/calls.ts';
import type { DownlineResponse } from '../../../src/generated/api/downline.response.ts';
import type { DownlinesResponse } from '../../../src/generated/api/downlines.response.ts';
import { call, callEncrypted, expectFail, expectOk, specOf } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { cents, DAY, dayOf, idOf, parentOf, sessionOf } from './agentHelpers.ts';

let t: TestApp;
let agent: string;
let agent2: string;
let player: string;
let trial: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  agent = await sessionOf(t, 'agent1');
  agent2 = await sessionOf(t, 'agent2');
  player = await sessionOf(t, 'demo0');
  trial = await sessionOf(t, 'demo4');
  for (const n of [
    'agent1',
    'agent2',
    'agent1tm01',
    'agent1tm01a',
    'agent1tm02',
    'agent1tm03',
    'agent1tm03a',
    'agent1tm05',
    'agent1tm10',
    'agent1tm11',
    'agent1tm12',
    'agent1dl05',
    'agent2dl01',
  ]) {
    ids[n] = await idOf(t, n);
  }
  ids.royalDl = await idOf(t, 'agent1tm05', 'ROYALPH');
});
afterAll(async () => t?.close());

const range = { startDate: '2025-05-03', endDate: '2025-06-01' };

/** Every agent centre call with a valid input (ids of agent1's team). */
const CALLS = (): { name: ApiCallName; query?: Record<string, string | number>; body?: unknown }[] => [
  { name: 'downlines', query: { pageNo: 1 } },
  { name: 'downline', query: { id: ids.agent1tm05 } },
  { name: 'agentRebateLimits' },
  { name: 'updateDownlineRebates', body: { id: ids.agent1tm05, rebates: [{ category: 'RNG', rate: 0.1 }] } },
  { name: 'transferDownline', body: { id: ids.agent1tm05, toAgent: 'agent2' } },
  { name: 'transferMultipleDownline', body: { ids: [ids.agent1tm05], toAgent: 'agent2' } },
  { name: 'agentRegister', body: { username: 'authcheck01', password: 'abc12345', mobileNum: '9187001234' } },
  { name: 'affiliateUrls' },
  { name: 'createAffiliateUrl', body: { note: 'x' } },
  { name: 'deleteAffiliateUrl', body: { id: 1 } },
  { name: 'teamPnl', query: range },
  { name: 'teamBetting', query: range },
  { name: 'teamRebate', query: range },
  { name: 'agentDividends' },
  { name: 'dailySalary' },
];

async function send(name: ApiCallName, input: { query?: Record<string, string | number>; body?: unknown }, token?: string) {
  if (specOf(name).body === 'encrypted') return callEncrypted(t.app, name, input.body, { token });
  return call(t.app, name, { query: input.query, body: input.body, token });
}

describe('authorization', () => {
  it.each(CALLS().map((c) => [c.name, c] as const))('%s: guest 401, player and trial 403', async (name) => {
    const c = CALLS().find((x) => x.name === name) ?? { name };
    expectFail(await send(name, c), 401, 'login.not.session');
    expectFail(await send(name, c, player), 403, 'agent.only');
    expectFail(await send(name, c, trial), 403, 'agent.only');
  });

  it("another agent's members are not found", async () => {
    for (const id of [ids.agent1tm05, ids.agent1tm01a]) {
      expectFail(await call(t.app, 'downline', { query: { id }, token: agent2 }), 404, 'downline.not.found');
      expectFail(
        await call(t.app, 'updateDownlineRebates', { token: agent2, body: { id, rebates: [{ category: 'RNG', rate: 0.1 }] } }),
        404,
        'downline.not.found',
      );
      expectFail(await call(t.app, 'transferDownline', { token: agent2, body: { id, toAgent: 'agent1' } }), 404, 'downline.not.found');
      expectFail(await call(t.app, 'transferMultipleDownline', { token: agent2, body: { ids: [id], toAgent: 'agent1' } }), 404, 'downline.not.found');
    }
    // Another merchant's member, the agent itself, an id nobody has.
    for (const id of [ids.royalDl, ids.agent1, 2147483647])
      expectFail(await call(t.app, 'downline', { query: { id }, token: agent }), 404, 'downline.not.found');
    const royal = await sessionOf(t, 'agent1', 'ROYALPH');
    expectFail(await call(t.app, 'downline', { query: { id: ids.agent1tm05 }, token: royal, merchant: 'ROYALPH' }), 404, 'downline.not.found');
  });
});

describe('downlines', () => {
  const list = async (query: Record<string, string | number>, token = agent) =>
    expectOk<DownlinesResponse>(await call(t.app, 'downlines', { query, token }), 'downlines');

  it('lists the 36 direct downlines with balance and level', async () => {
    const all = await list({ pageNo: 1, pageSize: 100 });
    expect(all.totalCount).toBe(36);
    expect(all.content.every((r) => r.level === 1)).toBe(true);
    const [w] = await t.db.query<{ balance_cents: number }>('SELECT balance_cents FROM ledger_accounts WHERE member_id = $1 AND account_type_id = 1', [
      ids.agent1tm05,
    ]);
    expect(cents(all.content.find((r) => r.id === ids.agent1tm05)?.balance ?? -1)).toBe(Number(w.balance_cents));
    expect(all.content.find((r) => r.account === 'agent1tm01')?.downlineCount).toBe(2);
    // The default order: newest registration first.
    const times = all.content.map((r) => r.registerTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('sorts by balance and last login, descending', async () => {
    const byBalance = (await list({ pageSize: 100, sort: 'balance' })).content.map((r) => r.balance);
    expect(byBalance).toEqual([...byBalance].sort((a, b) => b - a));
    expect(new Set(byBalance).size).toBeGreaterThan(5);
    const logins = (await list({ pageSize: 100, sort: 'lastLoginTime' })).content.map((r) => r.lastLoginTime);
    const known = logins.filter((x): x is number => x !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(logins.slice(known.length).every((x) => x === null)).toBe(true);
  });

  it('filters by registration date (UTC days, inclusive)', async () => {
    const from = dayOf(t.clock.now() - 30 * DAY);
    const to = dayOf(t.clock.now() - 10 * DAY);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE parent_id = $1 AND created_at >= $2 AND created_at < $3', [
      ids.agent1,
      Date.parse(`${from}T00:00:00Z`),
      Date.parse(`${to}T00:00:00Z`) + DAY,
    ]);
    const page = await list({ pageSize: 100, registerFrom: from, registerTo: to });
    expect(page.totalCount).toBe(n);
    expect(n).toBeGreaterThan(2);
    expect(page.content.every((r) => r.registerTime >= Date.parse(`${from}T00:00:00Z`) && r.registerTime < Date.parse(`${to}T00:00:00Z`) + DAY)).toBe(true);
    expect((await list({ registerFrom: from, registerTo: from })).totalCount).toBeLessThan(n);
  });

  it('refuses bad filters with 400', async () => {
    const bad: Record<string, string | number>[] = [
      { registerFrom: '2025-05-10', registerTo: '2025-05-09' },
      { registerFrom: '2025-02-30' },
      { registerTo: '2025/05/01' },
      { sort: 'account' },
      { pageNo: 1e12 },
      { pageNo: 0 },
      { pageSize: 101 },
      { registerFrom: '99999-01-01' },
    ];
    for (const query of bad) {
      expectFail(await call(t.app, 'downlines', { query, token: agent }), 400, 'validation.failed');
    }
  });
});

describe('downline detail', () => {
  it('a direct downline: rates, last 30 days, downline count', async () => {
    const d = expectOk<DownlineResponse>(await call(t.app, 'downline', { query: { id: ids.agent1tm01 }, token: agent }), 'downline');
    expect(d).toMatchObject({ id: ids.agent1tm01, account: 'agent1tm01', type: 1, level: 1, downlineCount: 2 });
    expect(d.rebates.map((r) => r.category)).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT']);
    const rates = await t.db.query<{ category: string; rate: string }>('SELECT category, rate FROM member_rebate_rates WHERE member_id = $1', [ids.agent1tm01]);
    for (const r of rates) expect(d.rebates.find((x) => x.category === r.category)?.rate).toBe(Number(r.rate));
    const [sums] = await t.db.query<Record<string, string>>(
      `SELECT COALESCE(sum(deposit_amount), 0) AS deposits, COALESCE(sum(withdraw_amount), 0) AS withdrawals, COALESCE(sum(bet_amount), 0) AS bets,
              COALESCE(sum(valid_bet_amount), 0) AS valid, COALESCE(sum(win_amount), 0) AS wins FROM member_daily_activity WHERE member_id = $1 AND day >= $2`,
      [ids.agent1tm01, dayOf(t.clock.now() - 29 * DAY)],
    );
    expect(cents(d.last30Days.bets)).toBe(cents(sums.bets));
    expect(cents(d.last30Days.validBets)).toBe(cents(sums.valid));
    expect(cents(d.last30Days.wins)).toBe(cents(sums.wins));
    expect(cents(d.last30Days.deposits)).toBe(cents(sums.deposits));
    expect(cents(d.last30Days.withdrawals)).toBe(cents(sums.withdrawals));
    expect(d.last30Days.bets).toBeGreaterThan(0);
    expect(d.balance).toBeGreaterThan(0);
  });

  it('a level 2 member; a sub-agent sees only its own team', async () => {
    const d = expectOk<DownlineResponse>(await call(t.app, 'downline', { query: { id: ids.agent1tm01a }, token: agent }), 'downline');
    expect(d.level).toBe(2);
    const sub = await sessionOf(t, 'agent1tm01');
    expect(expectOk<DownlineResponse>(await call(t.app, 'downline', { query: { id: ids.agent1tm01a }, token: sub }), 'downline').level).toBe(1);
    expectFail(await call(t.app, 'downline', { query: { id: ids.agent1tm02 }, token: sub }), 404, 'downline.not.found');
    expect(expectOk<DownlinesResponse>(await call(t.app, 'downlines', { token: sub }), 'downlines').totalCount).toBe(2);
  });

  it('bad ids are 400', async () => {
    for (const query of ['id=2147483648', 'id=abc', 'id=-1', 'id=1.5', '', 'id=1&zzz=1']) {
      expectFail(await call(t.app, 'downline', { query, token: agent }), 400, 'validation.failed');
    }
  });
});

describe('rebate rates', () => {
  const update = (id: number, rebates: unknown, token = agent) => call(t.app, 'updateDownlineRebates', { token, body: { id, rebates } });

  it("the agent's own rates are its limits", async () => {
    const v = expectOk<{ list: { category: string; rate: number }[] }>(await call(t.app, 'agentRebateLimits', { token: agent }), 'agentRebateLimits');
    expect(Object.fromEntries(v.list.map((r) => [r.category, r.rate]))).toEqual(AGENT1_RATES);
  });

  it('sets rates up to the limit, never above it', async () => {
    const live = async () =>
      expectOk<DownlineResponse>(await call(t.app, 'downline', { query: { id: ids.agent1tm05 }, token: agent }), 'downline').rebates.find(
        (r) => r.category === 'LIVE',
      )?.rate;
    const liveBefore = await live();
    const v = expectOk<{ id: number; rebates: { category: string; rate: number }[] }>(
      await update(ids.agent1tm05, [
        { category: 'RNG', rate: 1.2 },
        { category: 'LOTT', rate: 0 },
      ]),
      'updateDownlineRebates',
    );
    expect(v.rebates.find((r) => r.category === 'RNG')?.rate).toBe(1.2);
    expect(v.rebates.find((r) => r.category === 'LOTT')?.rate).toBe(0);
    const over = await update(ids.agent1tm05, [
      { category: 'LIVE', rate: liveBefore === 0.3 ? 0.2 : 0.3 },
      { category: 'RNG', rate: 1.21 },
    ]);
    expectFail(over, 400, 'rebate.above.own');
    expect(over.body.value).toEqual({ category: 'RNG', limit: 1.2 });
    expect(over.body.message).toContain('RNG');
    // Nothing of a refused change is kept.
    expect(await live()).toBe(liveBefore);
  });

  it('refuses negative, too precise, repeated and unknown categories', async () => {
    for (const rebates of [
      [{ category: 'RNG', rate: -0.1 }],
      [{ category: 'RNG', rate: 0.123 }],
      [
        { category: 'RNG', rate: 0.1 },
        { category: 'RNG', rate: 0.2 },
      ],
      [{ category: 'ESPORTS', rate: 0.1 }],
      [],
      [{ category: 'RNG', rate: '0.1' }],
      [{ category: 'RNG', rate: 1e308 }],
      [{ category: 'RNG' }],
      null,
    ]) {
      expectFail(await update(ids.agent1tm05, rebates), 400, 'validation.failed');
    }
    expectFail(await call(t.app, 'updateDownlineRebates', { token: agent, raw: 'null' }), 400);
  });

  it('only direct downlines; not below what a sub-agent gives its own team', async () => {
    expectFail(await update(ids.agent1tm01a, [{ category: 'RNG', rate: 0.1 }]), 404, 'downline.not.found');
    const below = await update(ids.agent1tm01, [{ category: 'RNG', rate: 0 }]);
    expectFail(below, 400, 'rebate.below.downline');
    expect((below.body.value as { category: string }).category).toBe('RNG');
    // The sub-agent gives its downline up to its own rate.
    const sub = await sessionOf(t, 'agent1tm01');
    const own = expectOk<{ list: { category: string; rate: number }[] }>(await call(t.app, 'agentRebateLimits', { token: sub }), 'agentRebateLimits').list;
    const rng = own.find((r) => r.category === 'RNG')?.rate ?? 0;
    expectOk(await update(ids.agent1tm01a, [{ category: 'RNG', rate: rng }], sub), 'updateDownlineRebates');
    expectFail(await update(ids.agent1tm01a, [{ category: 'RNG', rate: rng + 0.01 }], sub), 400, 'rebate.above.own');
  });
});

describe('transfers', () => {
  const one = (id: number, toAgent: string, token = agent) => call(t.app, 'transferDownline', { token, body: { id, toAgent } });
  const many = (list: number[], toAgent: string, token = agent) => call(t.app, 'transferMultipleDownline', { token, body: { ids: list, toAgent } });

  it("refuses oneself, one's own team, unknown agents and players", async () => {
    for (const to of ['agent1', 'AGENT1']) expectFail(await one(ids.agent1tm12, to), 400, 'transfer.self');
    for (const to of ['agent1tm01', 'agent1dl01']) expectFail(await one(ids.agent1tm12, to), 400, 'transfer.subtree');
    // Unknown accounts and members who are not agents (a player of one's own team included).
    for (const to of ['nobody123', 'demo0', 'demo4', 'agent1tm05']) expectFail(await one(ids.agent1tm12, to), 404, 'agent.not.found');
    expectFail(await one(ids.agent1tm01a, 'agent2'), 404, 'downline.not.found');
    expect(await parentOf(t, ids.agent1tm12)).toBe(ids.agent1);
  });

  it("moves one downline; its rates are capped at the new agent's", async () => {
    const v = expectOk<{ ids: number[]; toAgent: string }>(await one(ids.agent1tm12, 'Agent2'), 'transferDownline');
    expect(v).toEqual({ ids: [ids.agent1tm12], toAgent: 'agent2' });
    expect(await parentOf(t, ids.agent1tm12)).toBe(ids.agent2);
    expectFail(await call(t.app, 'downline', { query: { id: ids.agent1tm12 }, token: agent }), 404, 'downline.not.found');
    const d = expectOk<DownlineResponse>(await call(t.app, 'downline', { query: { id: ids.agent1tm12 }, token: agent2 }), 'downline');
    expect(d.level).toBe(1);
    for (const r of d.rebates) expect(r.rate).toBeLessThanOrEqual(AGENT2_RATES[r.category]);
    expect(expectOk<DownlinesResponse>(await call(t.app, 'downlines', { token: agent }), 'downlines').totalCount).toBe(35);
    expectFail(await one(ids.agent1tm12, 'agent2'), 404, 'downline.not.found');
  });

  it('moves several all or none', async () => {
    const refused = await many([ids.agent1tm10, ids.agent1tm11, ids.agent2dl01], 'agent2');
    expectFail(refused, 404, 'downline.not.found');
    expect(refused.body.value).toEqual({ ids: [ids.agent2dl01] });
    expect(await parentOf(t, ids.agent1tm10)).toBe(ids.agent1);
    expect(await parentOf(t, ids.agent1tm11)).toBe(ids.agent1);
    const v = expectOk<{ ids: number[] }>(await many([ids.agent1tm11, ids.agent1tm10], 'agent2'), 'transferMultipleDownline');
    expect(v.ids).toEqual([ids.agent1tm10, ids.agent1tm11].sort((a, b) => a - b));
    expect(await parentOf(t, ids.agent1tm10)).toBe(ids.agent2);
    expect(await parentOf(t, ids.agent1tm11)).toBe(ids.agent2);
  });

  it('a sub-agent moves with its team', async () => {
    expectOk(await many([ids.agent1tm03], 'agent2'), 'transferMultipleDownline');
    expect(expectOk<DownlineResponse>(await call(t.app, 'downline', { query: { id: ids.agent1tm03a }, token: agent2 }), 'downline').level).toBe(2);
    expectFail(await call(t.app, 'downline', { query: { id: ids.agent1tm03a }, token: agent }), 404, 'downline.not.found');
    // Back again: agent2 may move it to agent1 (not in agent2's team).
    expectOk(await one(ids.agent1tm03, 'agent1', agent2), 'transferDownline');
    expect(await parentOf(t, ids.agent1tm03)).toBe(ids.agent1);
  });

  it('bad bodies are 400', async () => {
    const big = Array.from({ length: 51 }, (_, i) => i + 1);
    for (const body of [
      { ids: [], toAgent: 'agent2' },
      { ids: big, toAgent: 'agent2' },
      { ids: [ids.agent1tm05, ids.agent1tm05], toAgent: 'agent2' },
      { ids: [2147483648], toAgent: 'agent2' },
      { ids: [ids.agent1tm05], toAgent: '' },
      { ids: [ids.agent1tm05] },
      { ids: ['1'], toAgent: 'agent2' },
    ]) {
      expectFail(await call(t.app, 'transferMultipleDownline', { token: agent, body }), 400, 'validation.failed');
    }
    for (const body of [
      { id: 2147483648, toAgent: 'agent2' },
      { id: 0, toAgent: 'agent2' },
      { id: ids.agent1tm05, toAgent: 'x'.repeat(65) },
      { id: ids.agent1tm05, toAgent: null },
    ]) {
      expectFail(await call(t.app, 'transferDownline', { token: agent, body }), 400, 'validation.failed');
    }
    expectFail(await call(t.app, 'transferDownline', { token: agent, raw: 'null' }), 400);
    expect(await parentOf(t, ids.agent1tm05)).toBe(ids.agent1);
  });
});
