import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import type { ResponsibleGaming } from '../../../src/generated/api/shapes/responsibleGaming.ts';
import { matrixFixtures, matrixPlatformFlags } from '../../fixtures/api.ts';
import { callsTo } from '../../support/fixtureApi.ts';
import { renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const click = async (el: HTMLElement) => {
  await act(async () => void fireEvent.click(el));
  await settle();
};
const LIMITS = matrixFixtures.responsibleGaming as ResponsibleGaming;
const state = { platformFlags: matrixPlatformFlags };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('play limits', () => {
  const open = async (fixtures = matrixFixtures) => {
    const app = await renderApp({ path: '/m/securityCenter', session: 'member', state, fixtures });
    await settle();
    await click(await screen.findByRole('tab', { name: 'Play limits' }));
    await screen.findByTestId('play-limits');
    return app;
  };

  it('saves a deposit limit, says so and shows the limits read again', async () => {
    let day = LIMITS.depositLimits.day;
    const app = await open({
      ...matrixFixtures,
      responsibleGaming: () => ({ ...LIMITS, depositLimits: { ...LIMITS.depositLimits, day } }),
      setDepositLimit: ({ input }) => {
        day = { ...day, amount: input.amount };
        return { ...LIMITS, depositLimits: { ...LIMITS.depositLimits, day } };
      },
    });
    const reads = callsTo(app.calls, 'responsibleGaming').length;
    await click(screen.getByRole('button', { name: 'Change Daily limit' }));
    const dialog = screen.getByRole('dialog');
    await act(async () => void fireEvent.change(within(dialog).getByRole('textbox', { name: /Limit/ }), { target: { value: '50' } }));
    await click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(callsTo(app.calls, 'setDepositLimit').map((c) => c.body)).toEqual([{ period: 'day', amount: 50 }]);
    // Not a money call: no idempotency key.
    expect(callsTo(app.calls, 'setDepositLimit')[0].headers['Idempotency-Key']).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('toasts').textContent).toContain('Changes saved'));
    await waitFor(() => expect(callsTo(app.calls, 'responsibleGaming').length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.getByTestId('deposit-limit-day').textContent).toContain('300.00 of 50.00 used'));
  });

  it('says a refused limit in the dialog and keeps it open', async () => {
    await open({ ...matrixFixtures, setDepositLimit: () => new PlatformError(400, 'validation.failed', 'The limit is not valid') });
    await click(screen.getByRole('button', { name: 'Change Daily limit' }));
    const dialog = screen.getByRole('dialog');
    await click(within(dialog).getByRole('button', { name: 'Save limit' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The limit is not valid');
  });

  it('saves the reality-check interval as soon as it is chosen and reads the limits again', async () => {
    const app = await open({ ...matrixFixtures, setRealityCheck: ({ input }) => ({ ...LIMITS, realityCheckMinutes: input.minutes || null }) });
    const reads = callsTo(app.calls, 'responsibleGaming').length;
    await act(async () => void fireEvent.change(screen.getByRole('combobox', { name: 'Remind me every' }), { target: { value: '30' } }));
    await settle();
    expect(callsTo(app.calls, 'setRealityCheck').map((c) => c.body)).toEqual([{ minutes: 30 }]);
    await waitFor(() => expect(callsTo(app.calls, 'responsibleGaming').length).toBeGreaterThan(reads));
  });
});

// On a quiet screen: the home's carousels and tickers would run through every minute the clock is moved on.
describe('reality check', () => {
  it('reminds when the interval is reached with the figures read then; Keep playing schedules the next one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    // The session has run 12 minutes of a 60-minute interval: the reminder is due in 48 minutes.
    const played = [12, 60, 61];
    const app = await renderApp({
      path: '/m/set',
      session: 'member',
      state,
      fixtures: { ...matrixFixtures, playSummary: () => ({ ...(matrixFixtures.playSummary as object), minutesPlayed: played.shift() ?? 0 }) },
    });
    await settle();
    expect(callsTo(app.calls, 'playSummary')).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(47 * 60_000));
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(60_000));
    await settle();
    // Read afresh when due, not answered from the first read.
    expect(callsTo(app.calls, 'playSummary')).toHaveLength(2);
    const reminder = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(reminder.textContent).toContain('You have played for 60 minutes this session.');
    await click(within(reminder).getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo(app.calls, 'playSummary')).toHaveLength(3);
    // 61 minutes played: the next reminder is at 120, in 59 minutes.
    await act(async () => void vi.advanceTimersByTime(58 * 60_000));
    await settle();
    expect(callsTo(app.calls, 'playSummary')).toHaveLength(3);
    await act(async () => void vi.advanceTimersByTime(60_000));
    await settle();
    expect(callsTo(app.calls, 'playSummary')).toHaveLength(4);
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('Stop playing logs out and asks nothing more', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const app = await renderApp({ path: '/m/set', session: 'member', state, fixtures: matrixFixtures });
    await settle();
    await act(async () => void vi.advanceTimersByTime(48 * 60_000));
    await settle();
    await click(within(screen.getByRole('alertdialog', { name: 'Reality check' })).getByRole('button', { name: 'Stop playing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(app.store.getState().session).toBeNull();
    const reads = callsTo(app.calls, 'playSummary').length;
    await act(async () => void vi.advanceTimersByTime(120 * 60_000));
    await settle();
    expect(callsTo(app.calls, 'playSummary')).toHaveLength(reads);
  });
});
