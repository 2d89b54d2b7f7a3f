import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useCountdown } from '../../../src/widgets/shared/countdown.ts';

describe('SMS countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('rounds up to whole seconds and never goes below 0', () => {
    expect(secondsLeft(1_000_000 + 59_001, 1_000_000)).toBe(60);
    expect(secondsLeft(1_000_000, 1_000_500)).toBe(0);
  });

  it('shows 60 first, then ticks every 500 ms to the expiration time, then ends', () => {
    const done = vi.fn();
    const expiration = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(expiration, () => Date.now(), done));
    expect(result.current).toBe(60);
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(1_501));
    expect(result.current).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is idle without an expiration time', () => {
    const { result } = renderHook(() =>
      useCountdown(
        undefined,
        () => Date.now(),
        () => undefined,
      ),
    );
    expect(result.current).toBeNull();
  });
});
