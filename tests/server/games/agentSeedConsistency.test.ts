/**
 * The seeded agent teams agree with themselves: every figure an agent screen shows is computed from the rows it
 * describes. For agent1 and agent2 of both merchants (their whole teams: first team, grown team, sub-agents and their
 * downlines), and for demo agents made (devDemoAgent) at an hour when the UTC day and Manila's differ:
 * - a member's last login is neither before its registration nor in the future (team list, downline detail);
 * - a dividend settlement's team win/loss is the team P&L's for its dates (the settlement gives the house's profit,
 *   the report the team's: opposite signs), its rate the dividend contract's tier and its amount that share;
 * - every downline that bet today (KPI B) logged in today (KPI A), days of the merchant's time zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedDay, zonedDayStart } from '../../../src/core/zonedTime.ts';
import type { DownlineResponse } from '../../../src/generated/api/downline.response.ts';
import type { DownlinesResponse } from '../../../src/generated/api/downlines.response.ts';
import { call, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { cents, idOf, sessionOf } from './agentHelpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const iso = (ms: number | null) => (ms === null ? 'never' : new Date(ms).toISOString());

async function zoneOf(merchant: string): Promise<string> {
  const [r] = await t.db.query<{ time_zone: string }>('SELECT time_zone FROM merchants WHERE code = $1', [merchant]);
  if (!r) throw new Error(`no merchant ${merchant}`);
  return r.time_zone;
}

/** Every member below the agent (any level), from the database. */
async function teamOf(agentId: number): Promise<{ id: number; username: string; level: number }[]> {
  return t.db.query(
    `WITH RECURSIVE team(id, username, level) AS (
       SELECT id, username, 1 FROM members WHERE parent_id = $1
       UNION ALL SELECT m.id, m.username, team.level + 1 FROM members m JOIN team ON m.parent_id = team.id WHERE team.level < 20
     ) SELECT id, username, level FROM team ORDER BY id`,
    [agentId],
  );
}

/** The agent's team list and every member's detail: no last login before the registration or after now. */
async function checkLogins(merchant: string, agent: string): Promise<void> {
  const token = await sessionOf(t, agent, merchant);
  const now = t.clock.now();
  const team = await teamOf(await idOf(t, agent, merchant));
  expect(team.length).toBeGreaterThan(0);
  const bad: string[] = [];
  const check = (r: { account: string; registerTime: number; lastLoginTime: number | null }, where: string) => {
    if (r.lastLoginTime !== null && (r.lastLoginTime < r.registerTime || r.lastLoginTime > now)) {
      bad.push(`${where} ${r.account}: registered ${iso(r.registerTime)}, last login ${iso(r.lastLoginTime)}`);
    }
  };
  const list = expectOk<DownlinesResponse>(await call(t.app, 'downlines', { query: { pageSize: 100 }, token, merchant }), 'downlines');
  expect(list.totalCount).toBe(team.filter((m) => m.level === 1).length);
  for (const r of list.content) check(r, 'downlines');
  for (const m of team) check(expectOk<DownlineResponse>(await call(t.app, 'downline', { query: { id: m.id }, token, merchant }), 'downline'), 'downline');
  expect(bad, `${merchant} ${agent}`).toEqual([]);
}

type KpiA = { content: { id: number; account: string; lastLoginTime: number | null }[]; footer: Record<string, number> };
type KpiB = { content: { id: number; account: string; betCount: number }[] };

/** Today's KPI A and B of the agent: each downline that bet today logged in today. Answers how many bet today. */
async function checkToday(merchant: string, agent: string): Promise<number> {
  const token = await sessionOf(t, agent, merchant);
  const now = t.clock.now();
  const zone = await zoneOf(merchant);
  const start = zonedDayStart(zonedDay(now, zone), zone);
  const a = expectOk<KpiA>(await call(t.app, 'teamKpiA', { query: { size: 100 }, token, merchant }), 'teamKpiA');
  const b = expectOk<KpiB>(await call(t.app, 'teamKpiB', { query: { size: 100 }, token, merchant }), 'teamKpiB');
  const login = new Map(a.content.map((r) => [r.id, r.lastLoginTime]));
  const bettors = b.content.filter((r) => r.betCount > 0);
  expect(a.footer.teamBetMemberCount).toBe(bettors.length);
  const notLoggedIn = bettors
    .filter((r) => {
      const at = login.get(r.id) ?? null;
      return at === null || at < start || at > now;
    })
    .map((r) => `${r.account} (last login ${iso(login.get(r.id) ?? null)})`);
  expect(notLoggedIn, `${merchant} ${agent}: bet today, not logged in today`).toEqual([]);
  expect(a.footer.teamLoginMemberCount).toBeGreaterThanOrEqual(a.footer.teamBetMemberCount);
  return bettors.length;
}

type Dividend = { period: string; startDate: string; endDate: string; teamProfit: number; rate: number; amount: number; status: string };
type Contract = { kind: string; terms: { tiers?: { minProfit: number; rate: number }[] } };

/** Each settlement against the team P&L of its dates and the dividend contract's tiers; none where the merchant pays none. */
async function checkDividends(merchant: string, agent: string): Promise<void> {
  const token = await sessionOf(t, agent, merchant);
  const v = expectOk<{ enabled: boolean; list: Dividend[] }>(await call(t.app, 'agentDividends', { token, merchant }), 'agentDividends');
  const [{ settings }] = await t.db.query<{ settings: { agentDividends?: boolean } }>('SELECT settings FROM merchants WHERE code = $1', [merchant]);
  if (settings.agentDividends !== true) {
    expect(v).toEqual({ enabled: false, list: [] });
    return;
  }
  const [contract] = expectOk<Contract[]>(await call(t.app, 'agentContracts', { query: { kind: 'dividend' }, token, merchant }), 'agentContracts');
  const tiers = contract?.terms.tiers ?? [];
  expect(tiers.length).toBeGreaterThan(0);
  expect(v.list).toHaveLength(6);
  // Consecutive half months, the newest ending the day before the current half month begins.
  const today = zonedDay(t.clock.now(), await zoneOf(merchant));
  const currentStart = `${today.slice(0, 8)}${Number(today.slice(8)) <= 15 ? '01' : '16'}`;
  expect(v.list[0].endDate).toBe(addDays(currentStart, -1));
  for (const [i, d] of v.list.entries()) {
    if (i > 0) expect(addDays(d.endDate, 1), d.period).toBe(v.list[i - 1].startDate);
    const pnl = expectOk<{ totals: { profit: number } }>(
      await call(t.app, 'teamPnl', { query: { startDate: d.startDate, endDate: d.endDate, pageSize: 1 }, token, merchant }),
      'teamPnl',
    );
    // The settlement's team profit is the house's (bets - wins), the report's the team's (wins - bets).
    expect(cents(d.teamProfit), `${merchant} ${agent} ${d.period}: settlement vs team P&L`).toBe(-cents(pnl.totals.profit));
    const loss = cents(d.teamProfit);
    const rate = Math.max(0, ...tiers.filter((x) => loss >= Math.round(x.minProfit * 100)).map((x) => Math.round(x.rate * 100)));
    expect(d.rate, `${d.period} rate of ${d.teamProfit}`).toBe(rate);
    expect(cents(d.amount), `${d.period} amount`).toBe(Math.floor((loss * rate) / 100));
  }
}

describe.each(['LUCKY88', 'ROYALPH'])('%s seeded teams', (merchant) => {
  it("no last login before the member's registration or after now (agent1's and agent2's whole teams)", async () => {
    for (const agent of ['agent1', 'agent2']) await checkLogins(merchant, agent);
  });

  it('a downline that bet today logged in today (agent1, agent2 and the sub-agents)', async () => {
    expect(await checkToday(merchant, 'agent1')).toBeGreaterThan(0);
    const subs = await t.db.query<{ username: string }>(
      `SELECT m.username FROM members m JOIN merchants c ON c.id = m.merchant_id
        WHERE c.code = $1 AND m.type NOT IN (0, 4, 40) AND EXISTS (SELECT 1 FROM members d WHERE d.parent_id = m.id) ORDER BY m.username`,
      [merchant],
    );
    expect(subs.map((s) => s.username)).toEqual(expect.arrayContaining(['agent1', 'agent2', 'agent1dl01', 'agent1tm01', 'agent1tm02', 'agent1tm03']));
    for (const { username } of subs) await checkToday(merchant, username);
  });

  it("dividend settlements are the team P&L of their dates at the contract's tiers", async () => {
    await checkDividends(merchant, 'agent1');
  });

  it('no member registered before its upline, nor bet before the day it registered', async () => {
    const early = await t.db.query<{ username: string }>(
      `SELECT m.username FROM members m JOIN members u ON u.id = m.parent_id JOIN merchants c ON c.id = m.merchant_id
        WHERE c.code = $1 AND m.created_at < u.created_at`,
      [merchant],
    );
    expect(early).toEqual([]);
    const before = await t.db.query<{ username: string; day: string }>(
      `SELECT m.username, a.day FROM member_daily_activity a JOIN members m ON m.id = a.member_id JOIN merchants c ON c.id = m.merchant_id
        WHERE c.code = $1 AND a.day < merchant_day(m.merchant_id, m.created_at) ORDER BY m.username, a.day LIMIT 10`,
      [merchant],
    );
    expect(before).toEqual([]);
  });
});

describe('a demo agent made when the UTC day and the Manila day differ (18:00 UTC)', () => {
  beforeAll(() => t.clock.advance(18 * 3600_000));

  it.each(['LUCKY88', 'ROYALPH'])('%s: logins, today and dividends agree with its rows', async (merchant) => {
    const { username } = expectOk<{ username: string }>(await call(t.app, 'devDemoAgent', { body: {}, merchant }), 'devDemoAgent');
    await checkLogins(merchant, username);
    expect(await checkToday(merchant, username)).toBeGreaterThan(0);
    await checkDividends(merchant, username);
  });
});
