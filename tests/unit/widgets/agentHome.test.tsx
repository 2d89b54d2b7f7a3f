import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import type { AgentContract } from '../../../src/generated/api/shapes/agentContract.ts';
import { greetingKey } from '../../../src/widgets/agentGreeting/greeting.ts';
import { agentFixtures } from '../../fixtures/agent.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { callsTo } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle();
};

describe('greetingKey', () => {
  it.each([
    [0, 'good_morning'],
    [10, 'good_morning'],
    [11, 'good_early_afternoon'],
    [14, 'good_early_afternoon'],
    [15, 'good_late_afternoon'],
    [18, 'good_late_afternoon'],
    [19, 'good_evening'],
    [23, 'good_evening'],
  ] as const)('hour %i -> %s', (hour, key) => expect(greetingKey(hour)).toBe(key));
});

const PENDING: AgentContract[] = [
  { id: 11, kind: 'dailySalary', status: 'pending', terms: { minActiveMembers: 10, salaryPerActiveMember: 20 }, createTime: 0, answerTime: null },
  { id: 12, kind: 'dividend', status: 'pending', terms: { period: 'half-month', tiers: [{ minProfit: 100, rate: 0.2 }] }, createTime: 0, answerTime: null },
  { id: 13, kind: 'hourlySalary', status: 'pending', terms: { minBetPerHour: 5000, salaryPerHour: 50 }, createTime: 0, answerTime: null },
];
const localMorning = () => new Date(2026, 0, 15, 9, 30).getTime();

describe('agent home', () => {
  afterEach(cleanup);

  it('greets by the local hour with the member name, lists the enabled menu entries, shows KPI A of today', async () => {
    const app = await renderApp({ path: '/m/agent', session: 'agent', clock: { now: localMorning }, fixtures: matrixFixtures });
    await waitFor(() => expect(screen.getByTestId('kpi-teamOnlineCount').textContent).toBe('1'));
    expect(screen.getByRole('heading', { name: 'Good morning, agent01' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(within(menu).getByRole('button', { name: 'Team overview' })).toBeTruthy();
    // Red rain is on in _base; customer service is always listed.
    expect(within(menu).getByRole('button', { name: 'Red envelope rain' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Online customer service' })).toBeTruthy();
    const today = new Date(localMorning()).toISOString().slice(0, 10);
    expect(callsTo(app.calls, 'teamKpiA')[0]?.query).toMatchObject({ startDate: today, endDate: today, size: 0 });
    expect(callsTo(app.calls, 'announcementUnreadCount')[0]?.query).toMatchObject({ types: 'A' });
  });

  it('lists every pending contract in one card, no dialog, each with Go to its page', async () => {
    const app = await renderApp({ path: '/m/agent', session: 'agent', fixtures: { ...matrixFixtures, pendingContracts: PENDING } });
    const card = await screen.findByRole('region', { name: `${PENDING.length} contracts wait for your answer` });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.contract-card-name')?.textContent),
    ).toEqual(PENDING.map((c) => ({ dailySalary: 'Daily salary contract', dividend: 'Dividend contract', hourlySalary: 'Hourly salary contract' })[c.kind]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await click(within(card).getByRole('button', { name: 'Go: Dividend contract' }));
    expect(app.navigations.at(-1)).toBe('/m/member/agent/getDevidendContract');
  });

  it('asks no contracts for member types that skip them (41)', async () => {
    const app = await renderApp({
      path: '/m/agent',
      session: 'agent',
      fixtures: { ...matrixFixtures, pendingContracts: PENDING },
      state: { session: { token: 't', merchantCode: 'LUCKY88', userName: 'agent41', type: 41 }, member: { id: 1, account: 'agent41', type: 41 } },
    });
    await waitFor(() => expect(screen.getByRole('heading', { name: /, agent41$/ })).toBeTruthy());
    await settle();
    expect(callsTo(app.calls, 'pendingContracts')).toHaveLength(0);
    expect(screen.queryByTestId('contract-prompt')).toBeNull();
  });
});

describe('contract page', () => {
  afterEach(cleanup);

  it('accepts a pending contract, says so and shows its new state', async () => {
    let answered: AgentContract | null = null;
    const pending = PENDING[0];
    const app = await renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: 'agent',
      fixtures: {
        ...agentFixtures,
        agentContracts: () => [answered ?? pending],
        respondContract: ({ input }) => {
          answered = { ...pending, status: input.accept ? 'accepted' : 'rejected', answerTime: Date.UTC(2026, 0, 15) };
          return true;
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Terms' });
    expect(within(table).getByRole('columnheader', { name: 'Salary per active member' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Accept' }));
    expect(callsTo(app.calls, 'respondContract')[0]?.body).toMatchObject({ id: 11, accept: true });
    expect(screen.getByTestId('contract-result').textContent).toBe('You accepted the contract.');
    // Said where the agent is looking too: the note heads the list, the card answered may be far below it.
    // (The toasts' code loads with the first one.)
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toContain('You accepted the contract.'));
    await waitFor(() => expect(screen.getByTestId('contract-status').textContent).toMatch(/^Accepted on 2026-01-15/));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('says when the contract was answered elsewhere', async () => {
    await renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: 'agent',
      fixtures: {
        ...agentFixtures,
        agentContracts: [PENDING[0]],
        respondContract: () => new PlatformError(404, 'contract.not.found', 'No such pending contract.'),
      },
    });
    await click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('alert').textContent).toBe('This contract no longer waits for an answer.');
  });
});
