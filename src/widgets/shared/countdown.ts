import { useEffect, useState } from 'react';

/** The spec's SMS countdown: ticks every 500 ms, shows 60 before the first tick. */
const COUNTDOWN_TICK_MS = 500;
const COUNTDOWN_INITIAL = 60;

/** Whole seconds left until the server's expiration time (never negative). */
export function secondsLeft(expirationTime: number, now: number): number {
  return Math.max(0, Math.ceil((expirationTime - now) / 1000));
}

/**
 * Seconds left for an active countdown (null when none): 60 at the start, then the real remainder on every 500 ms
 * tick until it reaches 0, when `onDone` clears it and 'get code' returns.
 */
export function useCountdown(expirationTime: number | undefined, now: () => number, onDone: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onDone and now are stable callbacks of the form; the countdown restarts only for a new expiration time.
  useEffect(() => {
    if (expirationTime === undefined) {
      setLeft(null);
      return undefined;
    }
    setLeft(COUNTDOWN_INITIAL);
    const timer = setInterval(() => {
      const s = secondsLeft(expirationTime, now());
      setLeft(s);
      if (s === 0) {
        clearInterval(timer);
        onDone();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expirationTime]);
  return left;
}
