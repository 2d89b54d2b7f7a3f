import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { claimErrorText } from '../../../src/widgets/shared/retention/claimText.ts';
import { countdownText } from '../../../src/widgets/shared/retention/useCountdown.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { statusAnswer } from '../../fixtures/status.ts';
import { callsTo } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle();
};
const FLAGS = { platformFlags: { MANPLAYREB3: true } };

afterEach(cleanup);

describe('retention wording', () => {
  it('counts down in minutes, and hours when there are any', () => {
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(59_001)).toBe('01:00');
    expect(countdownText(4 * 60_000 + 59_000)).toBe('04:59');
    expect(countdownText(3_909_000)).toBe('01:05:09');
  });
  it('turns refusals into texts: known codes, else the platform words, else the generic text', () => {
    const t = ((key: string) => key) as unknown as TFunction;
    expect(claimErrorText(t, undefined, undefined)).toBeNull();
    expect(claimErrorText(t, 'x', 'checkin.claimed')).toBe('checkin_err_claimed');
    expect(claimErrorText(t, 'x', 'rebate.nothing')).toBe('rebate_err_nothing');
    expect(claimErrorText(t, 'x', 'redrain.limit')).toBe('redrain_err_limit');
    expect(claimErrorText(t, 'x', 'redrain.not.active')).toBe('redrain_err_not_active');
    expect(claimErrorText(t, 'x', 'request.too.many')).toBe('claim_err_too_many');
    expect(claimErrorText(t, 'Platform words', 'other.code')).toBe('Platform words');
    expect(claimErrorText(t, null, undefined)).toBe('request_failed');
  });
});

describe('daily check-in screen', () => {
  it("shows the streak's 7 days, claims today and refreshes the balance and the calendar", async () => {
    const app = await renderApp({ path: '/m/activity/signIn', session: 'member', fixtures: matrixFixtures });
    await settle();
    const days = within(await screen.findByTestId('checkin-days')).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[2].getAttribute('aria-current')).toBe('date');
    expect(days[0].textContent).toContain('Checked in');
    expect(days[2].textContent).toContain('₱3.00');
    expect(screen.getByTestId('checkin-streak').textContent).toBe('2 days in a row');
    const reads = callsTo(app.calls, 'checkinStatus').length;
    const balanceReads = callsTo(app.calls, 'walletBalance').length;
    await click(screen.getByRole('button', { name: 'Check in and get ₱3.00' }));
    expect(callsTo(app.calls, 'checkinClaim')).toHaveLength(1);
    await waitFor(() => expect(callsTo(app.calls, 'walletBalance').length).toBeGreaterThan(balanceReads));
    expect(callsTo(app.calls, 'checkinStatus').length).toBeGreaterThan(reads);
  });

  it("names the brand's time zone where the day changes, in the page's language", async () => {
    const manila = { statusInfo: { ...statusAnswer().info, timeZone: 'Asia/Manila' } };
    await renderApp({ path: '/m/activity/signIn', session: 'member', fixtures: matrixFixtures, state: manila });
    await settle();
    expect((await screen.findByText(/days change at/)).textContent).toContain('(days change at 00:00 Philippine Standard Time)');
    cleanup();
    await renderApp({ brand: 'royal', language: 'TY', path: '/m/activity/signIn', session: 'member', fixtures: matrixFixtures, state: manila });
    await settle();
    expect((await screen.findByText(/nagpapalit ang araw/)).textContent).toContain('00:00 Standard na Oras sa Pilipinas');
    cleanup();
    // A platform that names no zone (or one the browser does not know) keeps UTC.
    await renderApp({
      path: '/m/activity/signIn',
      session: 'member',
      fixtures: matrixFixtures,
      state: { statusInfo: { ...statusAnswer().info, timeZone: 'Mars/Olympus' } },
    });
    await settle();
    expect((await screen.findByText(/days change at/)).textContent).toContain('(days change at 00:00 UTC)');
  });

  it('says a second check-in is refused', async () => {
    await renderApp({
      path: '/m/activity/signIn',
      session: 'member',
      fixtures: { ...matrixFixtures, checkinClaim: () => new PlatformError(409, 'checkin.claimed', 'claimed') },
    });
    await settle();
    await click(await screen.findByRole('button', { name: 'Check in and get ₱3.00' }));
    expect(screen.getByTestId('checkin-error').textContent).toBe('You have already checked in today. Come back tomorrow.');
  });

  it('sends a guest to the login', async () => {
    const app = await renderApp({ path: '/m/activity/signIn', session: 'guest', fixtures: matrixFixtures });
    await settle();
    expect(app.container.querySelector('[data-screen]')?.getAttribute('data-screen')).toBe('login');
    expect(callsTo(app.calls, 'checkinStatus')).toHaveLength(0);
  });
});

describe('manual rebate screen', () => {
  it('lists each category with its figures and claims one category', async () => {
    const app = await renderApp({ path: '/m/member/manualRebate', session: 'member', state: FLAGS, fixtures: matrixFixtures });
    await settle();
    const slots = await screen.findByTestId('rebate-RNG');
    expect(slots.textContent).toContain('Slots');
    expect(slots.textContent).toContain('0.80%');
    expect(slots.textContent).toContain('₱1,250.00');
    expect(screen.getByTestId('rebate-total').textContent).toBe('₱12.40');
    expect((screen.getByRole('button', { name: 'Claim Live casino rebate' }) as HTMLButtonElement).disabled).toBe(true);
    await click(screen.getByRole('button', { name: 'Claim Fishing rebate' }));
    expect(callsTo(app.calls, 'rebateClaim')[0].body).toEqual({ category: 'FISH' });
    expect(screen.getByTestId('rebate-claimed').textContent).toBe('₱2.40 rebate credited to your balance.');
    await click(screen.getByRole('button', { name: 'Claim all' }));
    // Claim all names no category.
    expect(callsTo(app.calls, 'rebateClaim')).toHaveLength(2);
    expect(callsTo(app.calls, 'rebateClaim')[1].body ?? {}).toEqual({});
  });

  it('without MANPLAYREB3 says it is not offered and calls nothing', async () => {
    const app = await renderApp({
      path: '/m/member/manualRebate',
      session: 'member',
      state: { platformFlags: { MANPLAYREB3: false } },
      fixtures: matrixFixtures,
    });
    await settle();
    expect(await screen.findByText('Manual rebate is not offered on this site.')).toBeTruthy();
    expect(callsTo(app.calls, 'rebateClaimable')).toHaveLength(0);
  });
});

describe('red rain screen', () => {
  it('shows the falling envelopes with a pause button; opening one announces its amount', async () => {
    const app = await renderApp({ path: '/m/redRain', session: 'member', fixtures: matrixFixtures });
    await settle();
    const field = await screen.findByTestId('redrain-envelopes');
    const envelopes = within(field).getAllByRole('button', { name: /^Open red envelope/ });
    expect(envelopes).toHaveLength(4);
    expect(screen.getByTestId('redrain-countdown').textContent).toBe('20:00');
    await click(screen.getByRole('button', { name: 'Pause' }));
    expect(field.className).toContain('is-paused');
    await click(envelopes[0]);
    expect(callsTo(app.calls, 'redRainOpen')).toHaveLength(1);
    expect(screen.getByTestId('redrain-got').textContent).toBe('You got ₱3.21!');
  });

  it('counts down to the next rain and says an open outside it is refused', async () => {
    const next = {
      ...(matrixFixtures.redRainStatus as object),
      active: false,
      window: { start: Date.UTC(2026, 0, 15, 14), end: Date.UTC(2026, 0, 15, 14, 20) },
      opened: 0,
      openedAmount: 0,
      remaining: 0,
    };
    await renderApp({ path: '/m/redRain', session: 'member', fixtures: { ...matrixFixtures, redRainStatus: next } });
    await settle();
    expect((await screen.findByTestId('redrain-countdown')).textContent).toBe('02:00:00');
    expect(screen.queryByTestId('redrain-envelopes')).toBeNull();
    expect(screen.getByTestId('redrain-rules').textContent).toContain('₱20.00');
  });
});
