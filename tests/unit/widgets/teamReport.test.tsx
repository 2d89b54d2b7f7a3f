import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agentFixtures } from '../../fixtures/agent.ts';
import { callsTo, type Fixtures } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';

afterEach(cleanup);

// FIXED_NOW is Thursday 2026-01-15 (UTC).
const row = (id: number, account: string, profit: number) => ({
  id,
  account,
  bets: 100,
  validBets: 90,
  wins: 100 + profit,
  profit,
  deposits: 0,
  withdrawals: 0,
  rebate: 1,
});
const totals = { bets: 1100, validBets: 990, wins: 1000, profit: -100, deposits: 0, withdrawals: 0, rebate: 11 };

/** teamPnl answering from its query: two pages of ten and one, sorted by profit when asked, nothing in 2020. */
const pnl: Fixtures['teamPnl'] = ({ query = {} }) => {
  if (String(query.startDate).startsWith('2020'))
    return { content: [], pageNum: 1, totalPages: 0, totalCount: 0, totals: { ...totals, bets: 0, validBets: 0, wins: 0, profit: 0, rebate: 0 } };
  const all = Array.from({ length: 11 }, (_, i) => row(i + 1, `dl${String(i + 1).padStart(2, '0')}`, i % 2 ? -(i * 10) : i * 10));
  if (query.sort === 'profit') all.sort((a, b) => b.profit - a.profit);
  const pageNo = Number(query.pageNo ?? 1);
  return { content: all.slice((pageNo - 1) * 10, pageNo * 10), pageNum: pageNo, totalPages: 2, totalCount: 11, totals };
};

const accounts = () =>
  within(screen.getByTestId('report-rows'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('teamReport', () => {
  it('asks for the chosen range, shows the totals, pages on, sorts, and shows the empty state', async () => {
    const app = await renderApp({ session: 'agent', path: '/m/agent/team/pnl', fixtures: { ...agentFixtures, teamPnl: pnl } });
    await screen.findByTestId('report-rows');
    expect(callsTo(app.calls, 'teamPnl')[0].query).toMatchObject({ startDate: '2026-01-15', endDate: '2026-01-15', pageNo: 1, pageSize: 10 });
    expect(screen.getByTestId('total-count').textContent).toBe('11');
    expect(screen.getByTestId('total-bets').textContent).toBe('₱1,100.00');
    expect(screen.getByTestId('total-profit').textContent).toBe('-₱100.00');
    expect(accounts()).toHaveLength(10);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(accounts()).toHaveLength(11));

    fireEvent.click(screen.getByRole('radio', { name: 'This week' }));
    await waitFor(() => expect(callsTo(app.calls, 'teamPnl').at(-1)?.query).toMatchObject({ startDate: '2026-01-12', endDate: '2026-01-15', pageNo: 1 }));

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'profit' } });
    await waitFor(() => expect(accounts()[0]).toBe('dl11'));
    expect(callsTo(app.calls, 'teamPnl').at(-1)?.query).toMatchObject({ sort: 'profit' });

    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2020-01-01' } });
    expect(screen.getByText('Choose at most 93 days.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^To\*?$/), { target: { value: '2020-01-31' } });
    await screen.findByTestId('report-empty');
    expect(callsTo(app.calls, 'teamPnl').at(-1)?.query).toMatchObject({ startDate: '2020-01-01', endDate: '2020-01-31' });
  });
});

describe('dividendRecords', () => {
  it('says so when the platform pays no dividends', async () => {
    await renderApp({ session: 'agent', path: '/m/member/agent/agentDivident', fixtures: { ...agentFixtures, agentDividends: { enabled: false, list: [] } } });
    expect((await screen.findByTestId('dividends-disabled')).textContent).toContain('This site does not pay agent dividends.');
  });
});
