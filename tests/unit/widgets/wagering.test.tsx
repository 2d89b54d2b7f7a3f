import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { wagering } from '../../../src/data/wagering.ts';
import type { WageringRequirement } from '../../../src/generated/api/shapes/wageringRequirement.ts';
import { forfeitErrorKey, forfeitQuestion, requirementName } from '../../../src/widgets/wageringProgress/wageringText.ts';
import { withdrawErrorText } from '../../../src/widgets/withdrawForm/withdrawRefusal.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { WAGERING_BONUS } from '../../fixtures/wallet.ts';
import { callsTo } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle();
};
const echo = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
const NONE_OPEN = { balance: 1234.5, held: 0, withdrawable: 1234.5, turnoverLeft: 0, requirements: [] };
const MISSION: WageringRequirement = {
  ...WAGERING_BONUS,
  requirementId: 8,
  source: 'MISSION',
  title: 'Bet 100 today',
  bonus: 5,
  held: 5,
  multiplier: 3,
  required: 15,
  wagered: 0,
  remaining: 15,
  expiresAt: null,
};

afterEach(cleanup);

describe('wagering wording', () => {
  it('names the kind in the member language before the platform title', () => {
    expect(requirementName(WAGERING_BONUS, echo)).toBe('wagering_kind_BONUS: 100% First Deposit Bonus');
  });
  it('says what giving up takes back and, for a deposit bonus, the deposit it frees', () => {
    expect(forfeitQuestion(WAGERING_BONUS, echo, '₱')).toBe('wagering_forfeit_confirm_deposit{"bonus":"₱200.00","freed":"₱200.00"}');
    expect(forfeitQuestion(MISSION, echo, '₱')).toBe('wagering_forfeit_confirm{"bonus":"₱5.00"}');
  });
  it('turns refusals into words, unknown ones into the generic text', () => {
    expect(forfeitErrorKey('wagering.not.open')).toBe('wagering_error_not_open');
    expect(forfeitErrorKey('request.too.many')).toBe('claim_err_too_many');
    expect(forfeitErrorKey('something.else')).toBeNull();
  });
  it('says a withdrawal refused for open turnover with its figures; other refusals keep the platform words', () => {
    expect(withdrawErrorText(echo, '₱', 'withdraw.turnover.open', { withdrawable: 200, turnoverLeft: 1650.5 }, 'English')).toBe(
      'withdraw_error_turnover{"withdrawable":"₱200.00","turnover":"₱1,650.50"}',
    );
    expect(withdrawErrorText(echo, '₱', 'withdraw.turnover.open', null, 'English words')).toBe('English words');
    expect(withdrawErrorText(echo, '₱', 'payment.password.err', null, 'Not correct')).toBe('Not correct');
    expect(withdrawErrorText(echo, '₱', undefined, null, null)).toBe('request_failed');
    expect(withdrawErrorText(echo, '₱', undefined, null, undefined)).toBeNull();
  });
  it('a free-play account makes no call', async () => {
    const env = { api: { call: () => Promise.reject(new Error('called')) } } as never;
    const context = { session: { isRealAccount: false } } as never;
    expect((await wagering.fetch({}, env, context)).requirements).toEqual([]);
  });
});

describe('member centre bonus wagering', () => {
  it('shows each open requirement with its progress, what it holds and its expiry', async () => {
    await renderApp({
      path: '/m/member/home',
      session: 'member',
      fixtures: { ...matrixFixtures, wageringStatus: { ...(matrixFixtures.wageringStatus as object), requirements: [WAGERING_BONUS, MISSION] } },
    });
    await settle();
    const region = await screen.findByRole('region', { name: 'Bonus wagering' });
    expect(within(region).getByTestId('wagering-summary').textContent).toBe('You can withdraw up to ₱834.50 now. ₱1,650.00 more in valid bets frees the rest.');
    const bonus = within(region).getByTestId('wagering-7');
    expect(within(bonus).getByRole('heading').textContent).toBe('Deposit bonus100% First Deposit Bonus');
    const bar = within(bonus).getByRole('progressbar', { name: 'Valid bets toward Deposit bonus: 100% First Deposit Bonus' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['350', '2000']);
    expect(bonus.textContent).toContain('₱350.00 / ₱2,000.00');
    expect(bonus.textContent).toContain('Held until met₱400.00');
    expect(bonus.textContent).toContain('Still to bet₱1,650.00');
    expect(within(screen.getByTestId('wagering-8')).getByRole('heading').textContent).toBe('Mission rewardBet 100 today');
    expect(screen.getByTestId('wagering-8').textContent).toContain('ExpiresNever');
    expect(screen.getAllByRole('button', { name: /^Give up bonus/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Give up bonus: Deposit bonus: 100% First Deposit Bonus',
      'Give up bonus: Mission reward: Bet 100 today',
    ]);
  });

  it('asks first, then gives the bonus up with an idempotency key and reloads the wagering and the balance', async () => {
    let open = true;
    const app = await renderApp({
      path: '/m/member/home',
      session: 'member',
      fixtures: {
        ...matrixFixtures,
        wageringStatus: () => (open ? (matrixFixtures.wageringStatus as never) : { ...NONE_OPEN, balance: 1034.5, withdrawable: 1034.5 }),
        wageringForfeit: ({ input }) => {
          open = false;
          return { requirementId: input.requirementId, forfeited: 200, balance: 1034.5 };
        },
      },
    });
    await settle();
    await click(await screen.findByRole('button', { name: 'Give up bonus: Deposit bonus: 100% First Deposit Bonus' }));
    // The confirmation's code loads when it is asked for.
    const dialog = await screen.findByRole('alertdialog', { name: 'Give up this bonus?' });
    expect(dialog.textContent).toContain('₱200.00 will be taken back from your balance, and the ₱200.00 deposit it holds becomes free to withdraw.');
    // Keep bonus: nothing is sent.
    await click(within(dialog).getByRole('button', { name: 'Keep bonus' }));
    expect(callsTo(app.calls, 'wageringForfeit')).toHaveLength(0);
    await click(screen.getByRole('button', { name: 'Give up bonus: Deposit bonus: 100% First Deposit Bonus' }));
    const statusReads = callsTo(app.calls, 'wageringStatus').length;
    const balanceReads = callsTo(app.calls, 'walletBalance').length;
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Give up bonus' }));
    const [call] = callsTo(app.calls, 'wageringForfeit');
    expect(call.body).toEqual({ requirementId: 7 });
    expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(callsTo(app.calls, 'walletBalance').length).toBeGreaterThan(balanceReads));
    expect(callsTo(app.calls, 'wageringStatus').length).toBeGreaterThan(statusReads);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('wagering-done').textContent).toBe(
      'Bonus given up: ₱200.00 was taken back. Your balance is now ₱1,034.50, and ₱1,034.50 of it is free to withdraw.',
    );
    expect(screen.queryByTestId('wagering-7')).toBeNull();
  });

  it('says a refusal in the dialog, retries with the same key, and shows the requirement as it is now when closed', async () => {
    const app = await renderApp({
      path: '/m/member/home',
      session: 'member',
      fixtures: { ...matrixFixtures, wageringForfeit: () => new PlatformError(409, 'wagering.not.open', 'This bonus is no longer open') },
    });
    await settle();
    await click(await screen.findByRole('button', { name: /^Give up bonus: Deposit bonus/ }));
    const dialog = screen.getByRole('alertdialog');
    await click(within(dialog).getByRole('button', { name: 'Give up bonus' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('This bonus is no longer open: it was met, given up or has expired.');
    await click(within(dialog).getByRole('button', { name: 'Give up bonus' }));
    const [a, b] = callsTo(app.calls, 'wageringForfeit');
    expect(b.headers['Idempotency-Key']).toBe(a.headers['Idempotency-Key']);
    const reads = callsTo(app.calls, 'wageringStatus').length;
    await click(within(dialog).getByRole('button', { name: 'Keep bonus' }));
    await waitFor(() => expect(callsTo(app.calls, 'wageringStatus').length).toBeGreaterThan(reads));
  });

  it('shows nothing when no requirement is open', async () => {
    await renderApp({ path: '/m/member/home', session: 'member', fixtures: { ...matrixFixtures, wageringStatus: NONE_OPEN } });
    await settle();
    expect(await screen.findByTestId('memberHome.shortcuts')).toBeTruthy();
    expect(screen.queryByTestId('wagering')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bonus wagering' })).toBeNull();
  });
});

describe('withdraw with open wagering', () => {
  const amount = (name = /Amount/) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const submit = () => click(screen.getByRole('main').querySelector('button[type="submit"]') as HTMLElement);

  it('says how much is free and the turnover left before typing, and checks the amount against it', async () => {
    const app = await renderApp({ path: '/m/withdraw', session: 'member', fixtures: matrixFixtures });
    await settle();
    expect((await screen.findByTestId('withdraw-wagering')).textContent).toBe(
      'Your bonuses hold part of your balance of ₱1,234.50 until their wagering is met. You can withdraw up to ₱834.50 now; ₱1,650.00 more in valid bets frees the rest.',
    );
    expect(screen.getByText('You can withdraw up to ₱834.50 now')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'All' }));
    expect(amount().value).toBe('834.50');
    await act(async () => void fireEvent.change(amount(), { target: { value: '900' } }));
    await submit();
    expect(screen.getByText('Withdraw between 1.00 and 834.50')).toBeTruthy();
    expect(callsTo(app.calls, 'withdraw')).toHaveLength(0);
  });

  it('says when bonuses hold the whole balance, rather than a range from 1.00 to 0.00', async () => {
    const allHeld = { balance: 1234.5, held: 1234.5, withdrawable: 0, turnoverLeft: 1650, requirements: [WAGERING_BONUS] };
    await renderApp({ path: '/m/withdraw', session: 'member', fixtures: { ...matrixFixtures, wageringStatus: allHeld } });
    await settle();
    await act(async () => void fireEvent.change(amount(), { target: { value: '10' } }));
    await submit();
    expect(screen.getByText('Your bonuses hold your whole balance until their wagering is met: place valid bets or give a bonus up first.')).toBeTruthy();
  });

  it('without open requirements the whole balance is available', async () => {
    await renderApp({ path: '/m/withdraw', session: 'member', fixtures: { ...matrixFixtures, wageringStatus: NONE_OPEN } });
    await settle();
    expect(await screen.findByText('Available: 1,234.50')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-wagering')).toBeNull();
  });

  it("says the platform's turnover refusal in words with its figures", async () => {
    await renderApp({
      path: '/m/withdraw',
      session: 'member',
      language: 'TY',
      fixtures: {
        ...matrixFixtures,
        // Read before a bonus was credited elsewhere: the form thinks the whole balance is free.
        wageringStatus: NONE_OPEN,
        withdraw: () => new PlatformError(409, 'withdraw.turnover.open', 'Your bonuses still need ...', { withdrawable: 34.5, turnoverLeft: 1650 }),
      },
    });
    await settle();
    await act(async () => void fireEvent.change(amount(/Halaga/), { target: { value: '500' } }));
    await act(async () => void fireEvent.change(screen.getByLabelText(/^Password sa pag-withdraw/), { target: { value: '123456' } }));
    await submit();
    expect(screen.getByTestId('withdraw-error').textContent).toBe(
      'Kailangan pa ng iyong mga bonus ng ₱1,650.00 na valid na taya. Hanggang doon, maaari kang mag-withdraw ng hanggang ₱34.50.',
    );
  });
});
