import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import type { BetOrderDetailResponse } from '../../../src/generated/api/betOrderDetail.response.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { callsTo, type Fixtures } from '../../support/fixtureApi.ts';
import { renderApp, settle } from '../../support/renderApp.tsx';

/** The lottery lobby at /m/lottery: categories, lotteries with countdown and results, the bet sheet; and a lottery order in the bet records. */
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle(8);
};
const type = async (el: HTMLElement, value: string) => {
  await act(async () => void fireEvent.change(el, { target: { value } }));
};

afterEach(cleanup);

describe('lottery lobby', () => {
  it('shows the menu categories, each lottery with its next draw, countdown and last results', async () => {
    const app = await renderApp({ path: '/m/lottery', fixtures: matrixFixtures });
    const num1 = await screen.findByTestId('lottery-NUM1');
    expect(within(num1).getByRole('heading', { name: 'Numero 1 minute' })).toBeTruthy();
    expect(num1.textContent).toContain('Next draw 20260115-0721');
    expect(within(num1).getByRole('timer').textContent).toBe('00:30');
    expect(within(num1).getByRole('img', { name: 'Draw 20260115-0720: 40712' })).toBeTruthy();
    expect(callsTo(app.calls, 'numeroList')[0].query).toMatchObject({ results: 5 });
    expect(screen.getByRole('tab', { name: 'Numero' }).getAttribute('aria-selected')).toBe('true');
    await click(screen.getByRole('tab', { name: 'Vietnamese lottery' }));
    const north = await screen.findByTestId('lottery-VN_NORTH');
    expect(north.textContent).toContain('Next draw 20260116');
    expect(within(north).getByRole('img', { name: 'Draw 20260115: 05168' })).toBeTruthy();
  });

  it("sends a guest's bet to the login", async () => {
    const app = await renderApp({ path: '/m/lottery', fixtures: matrixFixtures });
    await click(await screen.findByRole('button', { name: 'Bet on Numero 5 minutes' }));
    expect(app.navigations.at(-1)).toBe('/m/login');
    expect(screen.queryByTestId('lottery-bet-sheet')).toBeNull();
  });

  it('places a Tradition bet with the picks, prize mode and stake, and confirms it in words', async () => {
    const app = await renderApp({ session: 'member', path: '/m/lottery', fixtures: matrixFixtures });
    await click(await screen.findByRole('button', { name: 'Bet on Numero 5 minutes' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bet on Numero 5 minutes' });
    const number = within(sheet).getByLabelText('Number (2 or 3 digits)');
    await type(number, '7');
    await click(within(sheet).getByRole('button', { name: 'Add' }));
    expect(within(sheet).getByText('Enter a number of 2 or 3 digits.')).toBeTruthy();
    for (const n of ['12', '345', '12']) {
      await type(number, n);
      await click(within(sheet).getByRole('button', { name: 'Add' }));
    }
    expect(within(sheet).getByText('12 is already among your picks.')).toBeTruthy();
    await click(within(sheet).getByRole('radio', { name: 'ZY' }));
    expect(within(sheet).getByTestId('lottery-odds').textContent).toContain('×95');
    await type(within(sheet).getByLabelText('Stake per pick'), '2.5');
    expect(within(sheet).getByTestId('lottery-total').textContent).toBe('2 picks: ₱5.00 in all');
    await click(within(sheet).getByRole('button', { name: 'Place bet' }));
    expect(callsTo(app.calls, 'lotteryBet')[0].body).toEqual({
      lotteryCode: 'NUM5',
      drawNo: '20260115-0145',
      playType: 'Tradition',
      prizeMode: 'ZY',
      stake: 2.5,
      picks: ['12', '345'],
    });
    expect(callsTo(app.calls, 'lotteryBet')[0].headers['Idempotency-Key']).toBeTruthy();
    expect((await within(sheet).findByRole('status')).textContent).toBe(
      'Bet placed: order L0000000007 on draw 20260115-0145, ₱5.00 taken. Your balance is now ₱1,229.50.',
    );
  });

  it('refuses an empty or out-of-range bet before sending, and says why the platform refused one', async () => {
    const app = await renderApp({
      session: 'member',
      path: '/m/lottery',
      fixtures: {
        ...matrixFixtures,
        lotteryBet: () => new PlatformError(409, 'lottery.draw.closed', 'Betting on draw 20260115-0721 has closed.', { nextDrawNo: '20260115-0722' }),
      },
    });
    await click(await screen.findByRole('button', { name: 'Bet on Numero 1 minute' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bet on Numero 1 minute' });
    await click(within(sheet).getByRole('radio', { name: 'Entertainment' }));
    await type(within(sheet).getByLabelText('Stake per pick'), '9000');
    await click(within(sheet).getByRole('button', { name: 'Place bet' }));
    expect(within(sheet).getByText('Choose at least one pick.')).toBeTruthy();
    expect(within(sheet).getByText('Enter a stake from ₱1.00 to ₱5,000.00, with at most 2 decimals.')).toBeTruthy();
    expect(callsTo(app.calls, 'lotteryBet')).toHaveLength(0);
    await click(within(sheet).getByRole('checkbox', { name: 'Big' }));
    await type(within(sheet).getByLabelText('Stake per pick'), '10');
    await click(within(sheet).getByRole('button', { name: 'Place bet' }));
    expect(callsTo(app.calls, 'lotteryBet')[0].body).toMatchObject({ playType: 'Entertainment', prizeMode: 'Elott', picks: ['BIG'], stake: 10 });
    expect((await within(sheet).findByRole('alert')).textContent).toBe(
      'Betting on draw 20260115-0721 has just closed, so your bet was not placed. Your picks are kept: place the bet again to play draw 20260115-0722.',
    );
    expect(within(sheet).getByText('Next draw 20260115-0722')).toBeTruthy();
    await click(within(sheet).getByRole('button', { name: 'Place bet' }));
    expect(callsTo(app.calls, 'lotteryBet')[1].body).toMatchObject({ drawNo: '20260115-0722', picks: ['BIG'] });
  });
});

describe('saved lottery lists', () => {
  it('keep the last menu and lists under catasList, elottList and lottList, shown with a note when a read fails', async () => {
    await renderApp({ path: '/m/lottery', fixtures: matrixFixtures });
    await screen.findByTestId('lottery-NUM1');
    await click(screen.getByRole('tab', { name: 'Vietnamese lottery' }));
    await screen.findByTestId('lottery-VN_NORTH');
    const saved = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { value: Record<string, unknown[]> } | null;
    expect(saved('catasList')?.value.categories).toHaveLength(2);
    expect(saved('elottList')?.value.list).toHaveLength(2);
    expect(saved('lottList')?.value.list).toHaveLength(1);
    cleanup();
    const offline = () => new PlatformError(0, 'network', 'offline');
    await renderApp({ path: '/m/lottery', fixtures: { ...matrixFixtures, lotteryMenu: offline, numeroList: offline } });
    expect(await screen.findByTestId('lottery-NUM1')).toBeTruthy();
    expect((await screen.findByTestId('saved-copy')).textContent).toContain('Saved copy from');
  });
});

describe('a lottery order in the bet records', () => {
  const order = (cancelled: boolean): BetOrderDetailResponse => ({
    orderNo: 'L0000000007',
    gameName: 'Numero 5 minutes',
    vendor: 'Numero',
    gameType: 'ELOTT',
    bet: cancelled ? 2 : 4,
    win: 0,
    net: cancelled ? -2 : -4,
    status: 'PENDING',
    createdAt: Date.UTC(2026, 0, 15, 11, 58),
    roundId: 7,
    reels: [],
    balanceAfter: null,
    lottery: {
      lotteryCode: 'NUM5',
      drawNo: '20260115-0145',
      drawAt: Date.UTC(2026, 0, 15, 12, 5),
      closeAt: Date.UTC(2026, 0, 15, 12, 4, 30),
      result: null,
      playType: 'Tradition',
      prizeMode: 'ZY',
      suborders: [
        { suborderNo: 'L0000000007-01', pick: '12', stake: 2, odds: 95, win: 0, status: 'PENDING', cancellable: true },
        { suborderNo: 'L0000000007-02', pick: '345', stake: 2, odds: 950, win: 0, status: cancelled ? 'CANCELLED' : 'PENDING', cancellable: !cancelled },
      ],
    },
  });

  it('lists its picks and cancels one before the draw, refunding it', async () => {
    let cancelled = false;
    const fixtures: Fixtures = {
      ...matrixFixtures,
      betOrders: {
        content: [
          {
            orderNo: 'L0000000007',
            gameName: 'Numero 5 minutes',
            vendor: 'Numero',
            gameType: 'ELOTT',
            bet: 4,
            win: 0,
            net: -4,
            status: 'PENDING',
            createdAt: 0,
          },
        ],
        pageNum: 1,
        totalPages: 1,
        totalCount: 1,
        totals: { bet: 4, win: 0, net: -4 },
      },
      betOrderDetail: () => order(cancelled),
      cancelSuborder: () => {
        cancelled = true;
        return { suborderNo: 'L0000000007-02', refund: 2, balance: 1236.5 };
      },
    };
    const app = await renderApp({ session: 'member', path: '/m/transaction/record', fixtures });
    await click(await screen.findByRole('tab', { name: 'Bets' }));
    const list = await screen.findByTestId('bets-list');
    expect(list.textContent).toContain('Waiting for the draw');
    await click(within(list).getByRole('button', { name: /Numero 5 minutes/ }));
    const dialog = await screen.findByTestId('bet-order');
    const picks = await within(dialog).findByTestId('bet-suborders');
    expect(within(dialog).getByText('Not drawn yet')).toBeTruthy();
    await click(within(picks).getByRole('button', { name: 'Cancel pick 345 (L0000000007-02)' }));
    expect(callsTo(app.calls, 'cancelSuborder')[0].body).toEqual({ suborderNo: 'L0000000007-02' });
    expect(within(dialog).getByTestId('bet-cancelled').textContent).toBe('Pick L0000000007-02 cancelled: 2.00 refunded. Your balance is now 1,236.50.');
    await waitFor(() => expect(within(picks).getByTestId('bet-suborder-L0000000007-02').textContent).toContain('Cancelled'));
    expect(within(picks).queryByRole('button', { name: /345/ })).toBeNull();
    expect(within(picks).getByRole('button', { name: 'Cancel pick 12 (L0000000007-01)' })).toBeTruthy();
  });
});

describe('lottery games in the game lists', () => {
  it("open the lottery lobby, from the game centre's vendor list and from a lottery game list", async () => {
    const centre = await renderApp({ path: '/m/gameCenter', fixtures: matrixFixtures });
    const block = await screen.findByRole('region', { name: 'Lottery' }, { timeout: 5000 });
    await click(within(block).getByRole('button', { name: /TCG Lotto/ }));
    expect(centre.navigations.at(-1)).toBe('/m/lottery?vassalage=TCG');
    cleanup();
    const list = await renderApp({ path: '/m/lott', fixtures: matrixFixtures });
    const grid = await screen.findByTestId('lott.lobby');
    await waitFor(() => expect(grid.querySelector('.game-tile-play')).not.toBeNull(), { timeout: 5000 });
    await click(grid.querySelector<HTMLElement>('.game-tile-play') as HTMLElement);
    expect(list.navigations.at(-1)).toBe('/m/lottery');
    expect(callsTo(list.calls, 'launchGame')).toHaveLength(0);
  });
});
