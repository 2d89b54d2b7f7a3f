import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { callsTo } from '../../support/fixtureApi.ts';
import { renderApp, settle } from '../../support/renderApp.tsx';

/**
 * The transfer screen: the main wallet's balance, an amount checked against what the source wallet holds, a
 * transfer sent with its wallet ids and an idempotency key, the balances read again after it, and a refusal said
 * in words.
 */
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle(8);
};
const type = async (el: HTMLElement, value: string) => {
  await act(async () => void fireEvent.change(el, { target: { value } }));
};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('wallet transfer', () => {
  it('moves money to a game wallet and back, checking the amount against the source wallet', async () => {
    let refuse = false;
    const app = await renderApp({
      path: '/m/transfer',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        walletTransfer: ({ input }) =>
          refuse
            ? new PlatformError(409, 'wallet.insufficient.balance', 'Your balance is not enough for this amount.')
            : { amount: input.amount, from: { walletId: input.fromWalletId, balance: 0 }, to: { walletId: input.toWalletId, balance: input.amount } },
      },
    });
    await settle(8);
    const main = screen.getByRole('main');
    expect(screen.getByTestId('transfer-main-balance').textContent).toContain('1,034.50');
    const amount = within(main).getByRole('textbox', { name: /^Amount/ });
    await type(amount, '2000');
    await click(within(main).getByRole('button', { name: 'Transfer' }));
    expect(main.textContent).toContain('More than the Main wallet holds (1,034.50)');
    expect(callsTo(app.calls, 'walletTransfer')).toHaveLength(0);

    await click(within(main).getByRole('button', { name: 'All' }));
    expect((amount as HTMLInputElement).value).toBe('1034.50');
    const reads = { balance: callsTo(app.calls, 'walletBalance').length, wallets: callsTo(app.calls, 'walletGcs').length };
    await click(within(main).getByRole('button', { name: 'Transfer' }));
    const sent = callsTo(app.calls, 'walletTransfer');
    expect(sent.map((c) => c.body)).toEqual([{ fromWalletId: 101, toWalletId: 201, amount: 1034.5 }]);
    expect(sent[0].headers['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(callsTo(app.calls, 'walletGcs').length).toBeGreaterThan(reads.wallets));
    expect(callsTo(app.calls, 'walletBalance').length).toBeGreaterThan(reads.balance);

    // Back to the main wallet: the game wallets that hold money come first, and a refusal is said in words.
    await click(within(main).getByRole('radio', { name: 'Back to the main wallet' }));
    expect(within(main).getByRole('combobox', { name: 'Game wallet' }).querySelector('option')?.textContent).toBe('JILI · 200.00');
    expect(within(main).getByText('JILI holds 200.00')).toBeTruthy();
    refuse = true;
    await type(amount, '150');
    await click(within(main).getByRole('button', { name: 'Transfer' }));
    expect(callsTo(app.calls, 'walletTransfer').at(-1)?.body).toEqual({ fromWalletId: 216, toWalletId: 101, amount: 150 });
    expect(screen.getByTestId('transfer-error').textContent).toBe('The wallet does not hold this much any more. Check the balances and try again.');
  });

  it('lists the game wallets that hold money', async () => {
    await renderApp({ path: '/m/transfer', session: 'member', fixtures: matrixFixtures });
    await settle(8);
    const list = screen.getByRole('list', { name: 'Game wallets with money' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['JILI200.00']);
  });
});

describe('money in a game wallet', () => {
  it('is counted in the header balance but not offered for withdrawal (withdrawals take from the main wallet)', async () => {
    await renderApp({
      path: '/m/withdraw',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        wageringStatus: { balance: 1034.5, held: 0, withdrawable: 1034.5, turnoverLeft: 0, requirements: [] },
        walletBalance: {
          sumBalance: 1234.5,
          currency: 'PHP',
          balance: [
            { accountTypeId: 1, accountTypeName: 'MAIN', availBalance: 1034.5 },
            { accountTypeId: 1016, accountTypeName: 'JILI', availBalance: 200 },
          ],
        },
      },
    });
    await settle(8);
    expect(screen.getByTestId('header.balance.amount').textContent).toContain('1,234.50');
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('1,034.50');
    expect(main.textContent).not.toContain('1,234.50');
  });
});
