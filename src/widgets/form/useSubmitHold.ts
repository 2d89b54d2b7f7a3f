import { useEffect, useState } from 'react';
import { secondsLeft } from '../shared/countdown.ts';

/**
 * Seconds left of a submit hold (0 when none): the real remainder at once and on every half-second tick, until
 * it runs out and `onDone` clears the hold.
 */
export function useSubmitHold(until: number | undefined, now: () => number, onDone: () => void): number {
  const [left, setLeft] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: now and onDone are the form's stable callbacks; the hold restarts only for a new end.
  useEffect(() => {
    if (until === undefined) {
      setLeft(0);
      return undefined;
    }
    setLeft(secondsLeft(until, now()));
    const timer = setInterval(() => {
      const s = secondsLeft(until, now());
      setLeft(s);
      if (s === 0) {
        clearInterval(timer);
        onDone();
      }
    }, 500);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
