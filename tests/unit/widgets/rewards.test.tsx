import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import type { PromoCodeRedeemResponse } from '../../../src/generated/api/promoCodeRedeem.response.ts';
import type { Mission } from '../../../src/generated/api/shapes/mission.ts';
import { claimErrorKey, figure, taskText } from '../../../src/widgets/missionList/missionText.ts';
import { codeProblem, normalizePromoCode, redeemErrorKey } from '../../../src/widgets/promoCodeForm/promoErrors.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { MISSIONS } from '../../fixtures/rewards.ts';
import { callsTo } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle();
};
const FLAGS_ON = { platformFlags: { REWCEN3: true, MISSIONLB3: true } };
const echo = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

afterEach(cleanup);

describe('mission wording', () => {
  const base: Mission = MISSIONS[0];
  it('words money missions with the currency and counts as counts', () => {
    const bet: Mission = { ...base, metric: 'betAmount', target: 100, progress: 12.5 };
    expect(taskText(bet, echo, '₱')).toBe('mission_betAmount{"amount":"₱100.00"}');
    expect(figure(bet, bet.progress, '₱')).toBe('₱12.50');
    const login: Mission = { ...base, metric: 'login', target: 3 };
    expect(taskText(login, echo, '₱')).toBe('mission_login{"count":3}');
    expect(figure(login, 2, '₱')).toBe('2');
  });
  it('turns refusals into words, unknown ones into the generic text', () => {
    expect(claimErrorKey('mission.claimed')).toBe('mission_error_claimed');
    expect(claimErrorKey('mission.not.complete')).toBe('mission_error_not_complete');
    expect(claimErrorKey('mission.not.found')).toBe('mission_error_not_found');
    expect(claimErrorKey('feature.disabled')).toBe('mission_error_not_found');
    expect(claimErrorKey(undefined)).toBeNull();
  });
});

describe('promo code checks and refusals', () => {
  it('checks what was typed before sending it', () => {
    expect(codeProblem('  ')).toBe('promo_code_required');
    expect(codeProblem('WEL-COME')).toBe('promo_code_invalid');
    expect(codeProblem(' welcome10 ')).toBeNull();
    expect(normalizePromoCode(' welcome10 ')).toBe('WELCOME10');
  });
  it.each([
    ['promo.code.unknown', null, 'promo_error_unknown'],
    ['promo.code.expired', null, 'promo_error_expired'],
    ['promo.code.used', null, 'promo_error_used'],
    ['promo.code.exhausted', null, 'promo_error_exhausted'],
    ['promo.code.not.eligible', { reason: 'deposit' }, 'promo_error_deposit'],
    ['promo.code.not.eligible', { reason: 'accountType' }, 'promo_error_account'],
    ['request.too.many', { retryAfter: 60 }, 'promo_error_too_many'],
    ['feature.disabled', null, 'promo_error_disabled'],
    ['something.else', null, null],
  ])('%s %j -> %s', (code, value, key) => expect(redeemErrorKey(code, value)).toBe(key));
});

describe('reward centre screen', () => {
  it('lists daily tasks and missions with progress; Claim credits, refreshes the balance and the list', async () => {
    const app = await renderApp({ path: '/m/rewardCenter', session: 'member', state: FLAGS_ON, fixtures: matrixFixtures });
    await settle();
    const daily = await screen.findByRole('region', { name: 'Daily tasks' });
    const others = screen.getByRole('region', { name: 'Missions' });
    expect(within(daily).getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(within(daily).getByTestId('mission-BET_DAILY_100').textContent).toContain('₱40.00 / ₱100.00');
    expect(within(others).getByTestId('mission-LOGIN_WEEK_3').textContent).toContain('Claimed');
    expect(within(others).getByTestId('mission-FIRST_DEPOSIT').textContent).toContain('0 / 1');
    // Only a completed, unclaimed mission has a Claim button.
    expect(screen.getAllByRole('button', { name: /^Claim/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['Claim: Log in']);
    const balanceReads = callsTo(app.calls, 'walletBalance').length;
    await click(screen.getByRole('button', { name: 'Claim: Log in' }));
    const [claim] = callsTo(app.calls, 'missionClaim');
    expect(claim.body).toEqual({ missionId: 1 });
    expect(claim.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(callsTo(app.calls, 'walletBalance').length).toBeGreaterThan(balanceReads));
    expect(callsTo(app.calls, 'missionList').length).toBeGreaterThan(1);
  });

  it('says why a claim was refused', async () => {
    await renderApp({
      path: '/m/rewardCenter',
      session: 'member',
      state: FLAGS_ON,
      fixtures: { ...matrixFixtures, missionClaim: () => new PlatformError(409, 'mission.claimed', 'claimed') },
    });
    await settle();
    await click(await screen.findByRole('button', { name: 'Claim: Log in' }));
    expect(screen.getByTestId('mission-error-LOGIN_DAILY').textContent).toBe('You have already claimed this reward.');
  });

  it('without REWCEN3 and MISSIONLB3 says the reward centre is not offered and calls nothing', async () => {
    const app = await renderApp({
      path: '/m/rewardCenter',
      session: 'member',
      state: { platformFlags: { REWCEN3: false, MISSIONLB3: false } },
      fixtures: matrixFixtures,
    });
    await settle();
    expect(await screen.findByText('The reward centre is not offered on this site.')).toBeTruthy();
    expect(callsTo(app.calls, 'missionList')).toHaveLength(0);
  });

  it('with MISSIONLB3 only, shows the daily tasks alone', async () => {
    await renderApp({ path: '/m/rewardCenter', session: 'member', state: { platformFlags: { REWCEN3: false, MISSIONLB3: true } }, fixtures: matrixFixtures });
    await settle();
    expect(await screen.findByRole('region', { name: 'Daily tasks' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Missions' })).toBeNull();
  });
});

describe('promo code screen', () => {
  it('asks for a code, says a refusal in words, shows the credit and refreshes the balance', async () => {
    let answer: unknown = new PlatformError(410, 'promo.code.expired', 'expired');
    const app = await renderApp({
      path: '/m/promoCode',
      session: 'member',
      state: FLAGS_ON,
      fixtures: { ...matrixFixtures, promoCodeRedeem: () => answer as never },
    });
    await settle();
    const field = await screen.findByRole('textbox', { name: /Promo code/ });
    await click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByText('Enter a promo code.')).toBeTruthy();
    expect(callsTo(app.calls, 'promoCodeRedeem')).toHaveLength(0);

    await act(async () => void fireEvent.change(field, { target: { value: 'expired5' } }));
    await click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert').textContent).toBe('This promo code has expired.');
    const first = callsTo(app.calls, 'promoCodeRedeem')[0];
    expect(first.body).toEqual({ code: 'EXPIRED5' });

    answer = { code: 'WELCOME10', title: 'Welcome gift', reward: 10, balance: 1244.5 };
    await act(async () => void fireEvent.change(field, { target: { value: 'welcome10' } }));
    const balanceReads = callsTo(app.calls, 'walletBalance').length;
    await click(screen.getByRole('button', { name: 'Redeem' }));
    const done = screen.getByTestId('promo-code-done');
    expect(done.textContent).toContain('Code WELCOME10 redeemed');
    expect(done.textContent).toContain('₱10.00');
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(callsTo(app.calls, 'walletBalance').length).toBeGreaterThan(balanceReads));
  });

  it('asks afresh after a refusal: a new idempotency key for the same code', async () => {
    const app = await renderApp({
      path: '/m/promoCode',
      session: 'member',
      state: FLAGS_ON,
      fixtures: { ...matrixFixtures, promoCodeRedeem: () => new PlatformError(403, 'promo.code.not.eligible', 'deposit first', { reason: 'deposit' }) },
    });
    await settle();
    const field = await screen.findByRole('textbox', { name: /Promo code/ });
    await act(async () => void fireEvent.change(field, { target: { value: 'DEPOSITORS' } }));
    await click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert').textContent).toBe('This promo code needs a completed deposit first.');
    await click(screen.getByRole('button', { name: 'Redeem' }));
    const [a, b] = callsTo(app.calls, 'promoCodeRedeem');
    expect(a.headers['Idempotency-Key']).not.toBe(b.headers['Idempotency-Key']);
  });

  it('retries a code whose answer was lost with the same idempotency key, and a new code with a new one', async () => {
    let answer: PlatformError | PromoCodeRedeemResponse = new PlatformError(503, 'service.unavailable', 'unavailable');
    const app = await renderApp({
      path: '/m/promoCode',
      session: 'member',
      state: FLAGS_ON,
      fixtures: { ...matrixFixtures, promoCodeRedeem: () => answer },
    });
    await settle();
    const field = await screen.findByRole('textbox', { name: /Promo code/ });
    await act(async () => void fireEvent.change(field, { target: { value: 'welcome10' } }));
    await click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByRole('alert').textContent).toBe('Request failed, please try again later');
    answer = { code: 'WELCOME10', title: 'Welcome gift', reward: 10, balance: 1244.5 };
    await click(screen.getByRole('button', { name: 'Redeem' }));
    expect(screen.getByTestId('promo-code-done').textContent).toContain('Code WELCOME10 redeemed');
    await act(async () => void fireEvent.change(field, { target: { value: 'welcome10' } }));
    await click(screen.getByRole('button', { name: 'Redeem' }));
    const [lost, retried, again] = callsTo(app.calls, 'promoCodeRedeem').map((c) => c.headers['Idempotency-Key']);
    expect(retried).toBe(lost);
    expect(again).not.toBe(lost);
  });

  it('without REWCEN3 says promo codes are not offered', async () => {
    await renderApp({ path: '/m/promoCode', session: 'member', state: { platformFlags: { REWCEN3: false } }, fixtures: matrixFixtures });
    await settle();
    expect(await screen.findByText('Promo codes are not offered on this site.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Promo code/ })).toBeNull();
  });
});
