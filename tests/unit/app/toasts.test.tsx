import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeTimers } from '../../../src/app/chrome/noticeTimers.ts';
import { Toast } from '../../../src/ui/Toast.tsx';
import { retryWith } from '../../../src/core/retryAction.ts';
import { READING_MS } from '../../../src/renderer/noticeDuration.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import { renderApp, settle } from '../../support/renderApp.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("a notice's clock", () => {
  it('runs out after its duration, stops while held and goes on with what was left', () => {
    vi.useFakeTimers();
    const expired: number[] = [];
    const timers = noticeTimers((id) => expired.push(id));
    timers.start(1, 4000);
    vi.advanceTimersByTime(3000);
    timers.hold(1, true);
    vi.advanceTimersByTime(60_000);
    expect(expired, 'held: it stays however long it is read').toEqual([]);
    timers.hold(1, false);
    vi.advanceTimersByTime(1999);
    expect(expired, 'released with 1 s left: it still stays 2 s').toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual([1]);
  });

  it('a notice released with time to spare keeps it; a stopped one never expires', () => {
    vi.useFakeTimers();
    const expired: number[] = [];
    const timers = noticeTimers((id) => expired.push(id));
    timers.start(1, 6000);
    timers.start(2, 4000);
    timers.hold(1, true);
    timers.hold(1, false);
    timers.stop(2);
    vi.advanceTimersByTime(5999);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual([1]);
  });
});

describe('a toast', () => {
  it('is held while the pointer is over it or focus is in it, and released when both have left', () => {
    const onHold = vi.fn();
    render(<Toast message="Card saved" onHold={onHold} action={<button type="button">Undo</button>} />);
    const toast = screen.getByText('Card saved').closest('.toast') as HTMLElement;
    expect(onHold).not.toHaveBeenCalled();
    fireEvent.pointerEnter(toast);
    expect(onHold).toHaveBeenLastCalledWith(true);
    act(() => screen.getByRole('button', { name: 'Undo' }).focus());
    fireEvent.pointerLeave(toast);
    expect(onHold, 'focus still in it').toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Undo' }).blur());
    expect(onHold).toHaveBeenLastCalledWith(false);
  });
});

describe('a notice that failed a step', () => {
  it('offers Retry, which closes it and tries the step again', async () => {
    const app = await renderApp({ path: '/m/home', session: 'member', fixtures: matrixFixtures });
    await settle(2);
    const step = vi.fn();
    await act(async () => void app.env.notify({ messageKey: 'game_launch_failed', kind: 'error', action: retryWith(step) }));
    const toasts = screen.getByTestId('toasts');
    // The toasts' code loads with the first one (a moment longer on a busy machine).
    await act(async () => void fireEvent.click(await within(toasts).findByRole('button', { name: 'Retry' }, { timeout: 5000 })));
    await settle(1);
    expect(step).toHaveBeenCalledTimes(1);
    expect(app.store.getState().toasts).toEqual([]);
  });

  it("stays as long as its text takes to read, at a slow reader's pace, and never under the minimum", async () => {
    const app = await renderApp({ path: '/m/home', session: 'member', fixtures: matrixFixtures });
    await settle(2);
    act(() => void app.env.notify({ messageKey: 'request_failed', kind: 'error' }));
    const long = 'The platform could not take this deposit now: the channel you chose is closed for maintenance until tomorrow.';
    act(() => void app.env.notify({ messageKey: 'too_many_wait', values: { wait: long }, kind: 'error' }));
    const [short, longer] = app.store.getState().toasts;
    expect(short.durationMs).toBe(READING_MS.error);
    expect(longer.durationMs).toBeGreaterThan(READING_MS.error + 2000);
  });
});

describe('a refused trial account', () => {
  it('is offered a real account with the refusal, and the offer opens registration', async () => {
    const app = await renderApp({ path: '/m/withdraw', session: 'trial', fixtures: matrixFixtures });
    await settle(4);
    const toasts = screen.getByTestId('toasts');
    // The toasts' code loads with the first one (a moment longer on a busy machine).
    const offer = await within(toasts).findByRole('button', { name: 'Create a real account' }, { timeout: 5000 });
    expect(toasts.textContent).toContain('Please log in with an actual account to use this function');
    await act(async () => void fireEvent.click(offer));
    expect(app.navigations.at(-1)).toBe('/m/register');
    expect(app.store.getState().toasts).toEqual([]);
  });
});
