import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import type { BankCard } from '../../../src/generated/api/shapes/bankCard.ts';
import type { DepositOrder } from '../../../src/generated/api/shapes/depositOrder.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { balanceAnswer } from '../../fixtures/status.ts';
import { callsTo, type Fixtures } from '../../support/fixtureApi.ts';
import { renderApp, settle } from '../../support/renderApp.tsx';

/**
 * The wallet's writes as the member sees them: each answer shows in the widget that made it (its own account read
 * again) and, through the screen document's `refresh` actions, in the header balance and the histories.
 */
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle(8);
};
const type = async (el: HTMLElement, value: string) => {
  await act(async () => void fireEvent.change(el, { target: { value } }));
};
const headerBalance = () => screen.getByTestId('header.balance.amount').textContent;
const NONE_OPEN = { balance: 1234.5, held: 0, withdrawable: 1234.5, turnoverLeft: 0, requirements: [] };
const BDO: BankCard = { id: 1, bankCode: 'BDO', bankName: 'BDO Unibank', accountName: 'Demo Player', accountNo: '****5678', branch: '', createdAt: 0 };

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('withdraw form', () => {
  it('a refused password keeps the attempt key; the withdrawal then shows in the header balance and the history', async () => {
    let balance = 1234.5;
    let paid = false;
    const fixtures: Fixtures = {
      ...matrixFixtures,
      wageringStatus: NONE_OPEN,
      walletBalance: () => balanceAnswer(balance),
      withdraw: ({ input }) => {
        if (input.paymentPassword !== '123456') return new PlatformError(400, 'payment.password.err', 'The withdrawal password is not correct');
        balance -= input.amount;
        paid = true;
        return { orderNo: 'W20260115000001', amount: input.amount, status: 'PROCESSING', balance, createdAt: 0 };
      },
      withdrawReport: () => ({
        content: paid ? [{ orderNo: 'W20260115000001', amount: 100, status: 'PROCESSING', bankName: 'BDO Unibank', accountNo: '****5678', createdAt: 0 }] : [],
        pageNum: 1,
        totalPages: 1,
        totalCount: paid ? 1 : 0,
      }),
    };
    const app = await renderApp({ path: '/m/withdraw', session: 'member', fixtures });
    await settle(8);
    expect(headerBalance()).toContain('1,234.50');
    await type(screen.getByRole('textbox', { name: /^Amount/ }), '100');
    await type(screen.getByLabelText(/^Withdrawal password/), '000000');
    const form = screen.getByRole('main');
    await click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByTestId('withdraw-error').textContent).toContain('not correct');
    const reportReads = callsTo(app.calls, 'withdrawReport').length;
    const accountReads = callsTo(app.calls, 'withdrawLock').length;
    expect(accountReads, 'a refusal reads the tries left again').toBeGreaterThan(1);

    await type(screen.getByLabelText(/^Withdrawal password/), '123456');
    expect(screen.queryByTestId('withdraw-error'), 'a corrected password answers the refusal').toBeNull();
    await click(within(form).getByRole('button', { name: 'Withdraw' }));
    const [refused, paidOut] = callsTo(app.calls, 'withdraw');
    expect(paidOut.headers['Idempotency-Key'], 'the same card and amount is the same attempt').toBe(refused.headers['Idempotency-Key']);
    expect(screen.getByTestId('withdraw-done').textContent).toContain('1,134.50');
    await waitFor(() => expect(headerBalance()).toContain('1,134.50'));
    expect(callsTo(app.calls, 'withdrawReport').length).toBeGreaterThan(reportReads);
    expect(within(screen.getByTestId('withdraw-history')).getAllByRole('listitem')[0].textContent).toContain('100.00');
    expect(callsTo(app.calls, 'withdrawLock').length).toBeGreaterThan(accountReads);
  });

  it("the platform's wrong-password refusal is said in the member's language with the tries left, and alone", async () => {
    const fixtures: Fixtures = {
      ...matrixFixtures,
      wageringStatus: NONE_OPEN,
      withdraw: () => new PlatformError(400, 'withdraw.password.wrong', 'The withdrawal password is not correct. 4 tries left.', { attemptsLeft: 4 }),
    };
    await renderApp({ path: '/m/withdraw', session: 'member', fixtures, language: 'TY' });
    await settle(8);
    await type(screen.getByRole('textbox', { name: /^Halaga/ }), '100');
    await type(screen.getByLabelText(/^Password sa pag-withdraw/), '000000');
    await click(within(screen.getByRole('main')).getByRole('button', { name: 'Mag-withdraw' }));
    expect(screen.getByTestId('withdraw-error').textContent).toBe(
      'Mali ang withdrawal password. Natitirang subok bago ma-lock ang pag-withdraw nang 30 minuto: 4.',
    );
    // The emptied field asks for nothing more while the refusal says why.
    expect(screen.queryByText('Ilagay ang iyong withdrawal password')).toBeNull();
  });

  it('a card added from the form is offered at once; the balance and the history are not read again', async () => {
    let cards = [BDO];
    const app = await renderApp({
      path: '/m/withdraw',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        wageringStatus: NONE_OPEN,
        bankCards: () => ({ list: cards }),
        bankList: { list: [{ bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' }] },
        addBankCard: ({ input }) => {
          const card = {
            ...BDO,
            id: 2,
            bankCode: input.bankCode,
            bankName: 'Bank of the Philippine Islands',
            accountName: input.accountName,
            accountNo: '****9012',
          };
          cards = [...cards, card];
          return card;
        },
      },
    });
    await settle(8);
    const reportReads = callsTo(app.calls, 'withdrawReport').length;
    const balanceReads = callsTo(app.calls, 'walletBalance').length;
    await click(screen.getByRole('button', { name: 'Add a bank card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a bank card' });
    await act(async () => void fireEvent.change(within(dialog).getByRole('combobox', { name: /^Bank/ }), { target: { value: 'BPI' } }));
    await type(within(dialog).getByRole('textbox', { name: /^Account holder name/ }), ' Demo Player ');
    await type(within(dialog).getByRole('textbox', { name: /^Account number/ }), '123456789012');
    await type(within(dialog).getByLabelText(/^Login password/), 'demo1234');
    await click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(callsTo(app.calls, 'addBankCard')[0].body).toMatchObject({ bankCode: 'BPI', accountName: 'Demo Player', accountNo: '123456789012' });
    // No branch given: none sent.
    expect(callsTo(app.calls, 'addBankCard')[0].body).not.toHaveProperty('branch');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('toasts').textContent, 'the saved card is confirmed').toContain('Card saved'));
    expect(screen.getByRole('radio', { name: /Bank of the Philippine Islands/ })).toBeTruthy();
    expect(callsTo(app.calls, 'withdrawReport')).toHaveLength(reportReads);
    // The form's own account reads the balance with the cards; the header's balance is not read on its own.
    expect(callsTo(app.calls, 'walletBalance')).toHaveLength(balanceReads + 1);
  });

  it('a member without a withdrawal password sets one, and the form follows', async () => {
    let hasPassword = false;
    await renderApp({
      path: '/m/withdraw',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        hasWithdrawalPassword: () => hasPassword,
        setPaymentPassword: () => {
          hasPassword = true;
          return true;
        },
      },
    });
    await settle(8);
    expect(screen.getByText('Set a withdrawal password to withdraw')).toBeTruthy();
    await type(screen.getByLabelText(/^Withdrawal password/), '654321');
    await type(screen.getByLabelText(/^Confirm withdrawal password/), '654321');
    await click(screen.getByRole('button', { name: 'Save withdrawal password' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a bank card' })).toBeTruthy());
  });
});

describe('bank cards', () => {
  it('a removed card leaves the list, read again', async () => {
    let cards = [BDO];
    const app = await renderApp({
      path: '/m/securityCenter',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        memberBankCard: () => ({ payeeName: 'Demo Player', maxCards: 5, list: cards }),
        removeBankCard: ({ input }) => {
          cards = cards.filter((c) => c.id !== input.id);
          return true;
        },
      },
    });
    await settle(8);
    await click(screen.getByRole('tab', { name: 'Bank cards' }));
    await click(screen.getByRole('button', { name: 'Remove BDO Unibank ****5678' }));
    await click(within(screen.getByTestId('remove-card')).getByRole('button', { name: 'Remove' }));
    expect(callsTo(app.calls, 'removeBankCard')[0].body).toEqual({ id: 1 });
    await waitFor(() => expect(screen.getByTestId('cards-empty')).toBeTruthy());
    expect(screen.queryByTestId('remove-card')).toBeNull();
  });

  it('shows the card details the platform answers (memberBankCard): bank, holder, masked number, branch, the payee name and the count; no add at the most', async () => {
    const card = (id: number, branch = ''): BankCard => ({ ...BDO, id, accountNo: `****${5670 + id}`, branch });
    const answer = { payeeName: 'Demo Player', maxCards: 2, list: [card(1, 'Makati Ayala'), card(2)] };
    const app = await renderApp({ path: '/m/securityCenter', session: 'member', fixtures: { ...matrixFixtures, memberBankCard: () => answer } });
    await settle(8);
    await click(screen.getByRole('tab', { name: 'Bank cards' }));
    const rows = within(screen.getByTestId('bank-cards')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('BDO Unibank'), expect.stringContaining('Demo Player · ****5672')]);
    expect(rows[0].textContent).toContain('Demo Player · ****5671 · Branch: Makati Ayala');
    expect(rows[1].textContent).not.toContain('Branch');
    expect(screen.getByTestId('cards-payee').textContent).toBe('Withdrawals are paid only to accounts in the name Demo Player.');
    expect(screen.getByTestId('cards-count').textContent).toContain('2 of 2 bank cards saved, the most allowed');
    expect(screen.queryByRole('button', { name: 'Add a bank card' })).toBeNull();
    // Read from the card details call.
    expect(callsTo(app.calls, 'memberBankCard').length).toBeGreaterThan(0);
  });
});

const order = (status: DepositOrder['status'], amount: number): DepositOrder => ({
  orderNo: 'D20260115000001',
  channelCode: 'DEMOPAY',
  channelName: 'Demo Pay (instant)',
  amount,
  status,
  createdAt: 0,
  completesAt: 0,
  completedAt: null,
  promoId: null,
  bonus: null,
  reference: null,
});

describe('deposit form', () => {
  it('a deposit settled at once shows in the header balance and the history; the promotions are read again', async () => {
    let balance = 1234.5;
    let deposits: DepositOrder[] = [];
    const app = await renderApp({
      path: '/m/voucherCenter',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        walletBalance: () => balanceAnswer(balance),
        depositRequest: ({ input }) => {
          balance += input.amount;
          deposits = [order('SUCCESS', input.amount)];
          return deposits[0];
        },
        depositReport: () => ({ content: deposits, pageNum: 1, totalPages: 1, totalCount: deposits.length }),
      },
    });
    await settle(8);
    const promotionReads = callsTo(app.calls, 'depositPromotions').length;
    await type(screen.getByRole('textbox', { name: /^Amount/ }), '500');
    await click(within(screen.getByRole('main')).getByRole('button', { name: 'Deposit' }));
    expect(within(screen.getByTestId('deposit-order')).getByRole('status').textContent).toBe('Credited');
    await waitFor(() => expect(headerBalance()).toContain('1,734.50'));
    await waitFor(() => expect(within(screen.getByTestId('deposit-history')).getAllByRole('listitem')[0].textContent).toContain('500.00'));
    expect(callsTo(app.calls, 'depositPromotions').length).toBeGreaterThan(promotionReads);
  });

  it('a failed request says so, its retry sends the same key, and the pending order is followed until it settles', async () => {
    let balance = 1234.5;
    let answer: 'down' | 'refuse' | 'pending' = 'down';
    let settled = false;
    const app = await renderApp({
      path: '/m/voucherCenter',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        walletBalance: () => balanceAnswer(balance),
        depositRequest: ({ input }) =>
          answer === 'down'
            ? new PlatformError(503, 'service.unavailable', 'down')
            : answer === 'refuse'
              ? new PlatformError(400, 'deposit.amount.range', 'The amount is outside the channel range')
              : order('PENDING', input.amount),
        depositStatus: () => (settled ? order('SUCCESS', 500) : order('PENDING', 500)),
      },
    });
    await settle(8);
    await type(screen.getByRole('textbox', { name: /^Amount/ }), '500');
    const main = screen.getByRole('main');
    await click(within(main).getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('alert').textContent).toContain('The deposit could not be sent');
    answer = 'refuse';
    await click(within(main).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert').textContent).toContain('outside the channel range');
    answer = 'pending';
    await click(within(main).getByRole('button', { name: 'Try again' }));
    const keys = callsTo(app.calls, 'depositRequest').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size, 'one deposit, one key').toBe(1);
    expect(within(screen.getByTestId('deposit-order')).getByRole('status').textContent).toBe('Waiting for the payment');
    settled = true;
    balance += 500;
    await waitFor(() => expect(within(screen.getByTestId('deposit-order')).getByRole('status').textContent).toBe('Credited'), { timeout: 3000 });
    await waitFor(() => expect(headerBalance()).toContain('1,734.50'));
    expect(window.sessionStorage.getItem('pendingDeposit'), 'no order left to resume').toBeNull();
  });
});
