/**
 * When the operator last changed the draft (performance.now()), so the preview can time edit -> drawn: the bench
 * and the tests read the result on window.__studioTimings.
 */
let lastEditAt = 0;

export function markEdit(): void {
  lastEditAt = performance.now();
}

export function lastEdit(): number {
  return lastEditAt;
}

interface StudioTimings {
  /** Milliseconds from the last edit to the preview's `rendered` of the draft holding it. */
  lastEditToRendered: number | null;
  /** The recent round trips, newest last (at most 50). */
  samples: number[];
}

declare global {
  interface Window {
    __studioTimings?: StudioTimings;
  }
}

export function recordRoundTrip(ms: number): void {
  const t = (window.__studioTimings ??= { lastEditToRendered: null, samples: [] });
  t.lastEditToRendered = ms;
  t.samples = [...t.samples, ms].slice(-50);
}
