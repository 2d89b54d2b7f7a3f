import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { callsTo, type Fixtures } from '../../support/fixtureApi.ts';
import { renderApp, settle } from '../../support/renderApp.tsx';

/** The member's records: wallet movements by type and period, bet rounds and one round's detail. */
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle(8);
};

afterEach(cleanup);

const detail: Fixtures['betOrderDetail'] = ({ query = {} }) => ({
  orderNo: String(query.orderNo),
  gameName: 'Lucky Reels',
  vendor: 'Demo Games',
  gameType: 'RNG',
  bet: 10,
  win: 25,
  net: 15,
  status: 'SETTLED',
  roundId: 42,
  createdAt: Date.UTC(2026, 0, 14),
  balanceAfter: 1234.5,
  reels: [
    ['A', 'B', 'C'],
    ['D', 'E', 'F'],
  ],
});

describe('transaction records', () => {
  it('lists the movements of the period and asks again for the chosen type', async () => {
    const app = await renderApp({ session: 'member', path: '/m/transaction/record', fixtures: matrixFixtures });
    await waitFor(() => expect(within(screen.getByTestId('records-list')).getAllByRole('listitem')).toHaveLength(3));
    expect(callsTo(app.calls, 'memberTransactions')[0].query).toMatchObject({ pageNo: 1, pageSize: 20, txCode: 'DEPOSIT,WITHDRAW,BET,WIN' });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'WIN' } });
    await waitFor(() => expect(callsTo(app.calls, 'memberTransactions').at(-1)?.query).toMatchObject({ pageNo: 1, txCode: 'WIN' }));
  });
});

describe('transaction record rows', () => {
  it('name what each movement is about (the game, the channel), not its reference id', async () => {
    await renderApp({ session: 'member', path: '/m/transaction/record', fixtures: matrixFixtures });
    await waitFor(() => expect(within(screen.getByTestId('records-list')).getAllByRole('listitem')).toHaveLength(3));
    const [win, bet, deposit] = within(screen.getByTestId('records-list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(win).toContain('Lucky Reels');
    expect(bet).toContain('Lucky Reels');
    expect(win).not.toContain('G1001');
    expect(deposit).toContain('Demo Pay (instant)');
  });
});

describe('bet records', () => {
  it('lists the rounds with their totals; a round opens its detail, with a retry when it failed', async () => {
    let fail = true;
    const app = await renderApp({
      session: 'member',
      path: '/m/transaction/record',
      fixtures: { ...matrixFixtures, betOrderDetail: (o) => (fail ? new PlatformError(404, 'order.not.found', 'No such order.') : detail(o)) },
    });
    await click(await screen.findByRole('tab', { name: 'Bets' }));
    const list = await screen.findByTestId('bets-list');
    expect(screen.getByTestId('bets-totals').textContent).toContain('25.00');
    expect(callsTo(app.calls, 'betOrders')[0].query).toMatchObject({ pageNo: 1, pageSize: 20 });
    await click(within(list).getByRole('button', { name: /Lucky Reels/ }));
    const dialog = await screen.findByTestId('bet-order');
    const retry = await within(dialog).findByRole('button', { name: 'Load failed, click to retry' });
    fail = false;
    await click(retry);
    await waitFor(() => expect(within(dialog).getByText('R0000000042')).toBeTruthy());
    expect(callsTo(app.calls, 'betOrderDetail').at(-1)?.query).toMatchObject({ orderNo: 'R0000000042' });
    expect(
      within(dialog)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['A', 'D', 'B', 'E', 'C', 'F']);
  });
});
