/**
 * Agent contracts: the pending offers (the agent home's prompts), every contract of a kind with its state (the
 * contract pages), answering once, who may call, and the agent-announcement unread count of the agent home.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentContractsResponse } from '../../../src/generated/api/agentContracts.response.ts';
import type { PendingContractsResponse } from '../../../src/generated/api/pendingContracts.response.ts';
import { call, expectFail, expectOk } from '../helpers/api.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { sessionOf } from './agentHelpers.ts';

let t: TestApp;
let agent: string;
let agent2: string;
let player: string;

beforeAll(async () => {
  t = await createTestApp();
  agent = await sessionOf(t, 'agent1');
  agent2 = await sessionOf(t, 'agent2');
  player = await sessionOf(t, 'demo0');
});
afterAll(async () => t?.close());

const contracts = async (kind: string, token = agent) =>
  expectOk<AgentContractsResponse>(await call(t.app, 'agentContracts', { query: { kind }, token }), 'agentContracts');

const contractsAt = async (merchant: string, kind: string, token: string) =>
  expectOk<AgentContractsResponse>(await call(t.app, 'agentContracts', { query: { kind }, token, merchant }), 'agentContracts');

describe('agentContracts', () => {
  it('lists the contracts of a kind with their terms and state, pending first', async () => {
    const salary = await contracts('dailySalary');
    expect(salary.map((c) => c.status)).toEqual(['pending', 'accepted']);
    expect(salary.every((c) => c.kind === 'dailySalary')).toBe(true);
    expect(salary[0].answerTime).toBeNull();
    expect(salary[1].answerTime).toBeGreaterThan(salary[1].createTime);
    const [dividend] = await contracts('dividend');
    expect(dividend.kind === 'dividend' && dividend.terms.tiers.length).toBe(2);
    const [hourly] = await contracts('hourlySalary');
    expect(hourly.kind === 'hourlySalary' && hourly.terms.salaryPerHour).toBe(50);
  });

  it('offers no dividend contract, nor a notice of one, where the merchant pays agents no dividends', async () => {
    const royal = await sessionOf(t, 'agent1', 'ROYALPH');
    const pending = expectOk<PendingContractsResponse>(await call(t.app, 'pendingContracts', { token: royal, merchant: 'ROYALPH' }), 'pendingContracts');
    expect(pending.map((c) => c.kind).sort()).toEqual(['dailySalary', 'hourlySalary']);
    expect(await contractsAt('ROYALPH', 'dividend', royal)).toEqual([]);
    const dividends = expectOk<{ enabled: boolean }>(await call(t.app, 'agentDividends', { token: royal, merchant: 'ROYALPH' }), 'agentDividends');
    expect(dividends.enabled).toBe(false);
    const notices = async (merchant: string, token: string) =>
      expectOk<{ agent: { title: string }[] }>(
        await call(t.app, 'announcements', { query: { types: 'A', groupName: 'm_home', platform: 'M' }, merchant, token, headers: { language: 'EN' } }),
        'announcements',
      ).agent.map((n) => n.title);
    expect(await notices('ROYALPH', royal)).toContain('Daily salary contracts');
    expect(await notices('ROYALPH', royal)).not.toContain('Dividend contracts');
    expect(await notices('LUCKY88', agent)).toContain('Dividend contracts');
  });

  it('an answer leaves the pending list and shows in the kind list with its date', async () => {
    const pending = expectOk<PendingContractsResponse>(await call(t.app, 'pendingContracts', { token: agent }), 'pendingContracts');
    const hourly = pending.find((c) => c.kind === 'hourlySalary');
    if (!hourly) throw new Error('no pending hourly contract seeded');
    expectOk(await call(t.app, 'respondContract', { token: agent, body: { id: hourly.id, accept: false } }), 'respondContract');
    const after = expectOk<PendingContractsResponse>(await call(t.app, 'pendingContracts', { token: agent }), 'pendingContracts');
    expect(after.map((c) => c.id)).not.toContain(hourly.id);
    const [declined] = await contracts('hourlySalary');
    expect(declined).toMatchObject({ id: hourly.id, status: 'rejected', answerTime: t.clock.now() });
    expectFail(await call(t.app, 'respondContract', { token: agent, body: { id: hourly.id, accept: true } }), 404, 'contract.not.found');
  });

  it("an agent sees only its own contracts and cannot answer another's", async () => {
    expect(await contracts('dividend', agent2)).toEqual([]);
    const [dividend] = await contracts('dividend');
    expectFail(await call(t.app, 'respondContract', { token: agent2, body: { id: dividend.id, accept: true } }), 404, 'contract.not.found');
  });

  it('players 403, guests 401, bad kinds 400', async () => {
    expectFail(await call(t.app, 'agentContracts', { query: { kind: 'dividend' }, token: player }), 403, 'agent.only');
    expectFail(await call(t.app, 'agentContracts', { query: { kind: 'dividend' } }), 401, 'login.not.session');
    expectFail(await call(t.app, 'agentContracts', { query: { kind: 'bonus' }, token: agent }), 400);
    expectFail(await call(t.app, 'agentContracts', { token: agent }), 400);
  });
});

describe('announcementUnreadCount types', () => {
  const count = async (token: string, types?: string) =>
    expectOk<{ announcementUnreadCount: number }>(
      await call(t.app, 'announcementUnreadCount', { query: types ? { types } : undefined, token }),
      'announcementUnreadCount',
    ).announcementUnreadCount;

  it('types=A counts the agent announcements only, and none for a player', async () => {
    const all = await count(agent);
    const agentOnly = await count(agent, 'A');
    const player = await count(agent, 'PL,PU');
    expect(agentOnly).toBeGreaterThan(0);
    expect(agentOnly + player).toBe(all);
  });

  it('a player has no agent announcements', async () => {
    expect(await count(player, 'A')).toBe(0);
    expectFail(await call(t.app, 'announcementUnreadCount', { query: { types: 'B' }, token: player }), 400);
  });
});
