import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockGate, whenClockMoves } from '../../../src/widgets/shared/home/motion.ts';

describe('whenClockMoves (a carousel mounted after the page settled still starts)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once a moving clock is seen moving, even when first asked in the millisecond the gate was made', () => {
    let now = 1000;
    const run = vi.fn();
    whenClockMoves(clockGate({ now: () => now }), run);
    expect(run).not.toHaveBeenCalled();
    now += 50;
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the clock has already moved', () => {
    let now = 1000;
    const may = clockGate({ now: () => now });
    now += 5;
    const run = vi.fn();
    whenClockMoves(may, run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs on a fixed clock (the screen matrix freezes carousels)', () => {
    const run = vi.fn();
    whenClockMoves(clockGate({ now: () => 42 }), run);
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('a cancelled wait does not run', () => {
    let now = 1000;
    const run = vi.fn();
    const cancel = whenClockMoves(clockGate({ now: () => now }), run);
    cancel();
    now += 50;
    vi.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled();
  });
});
