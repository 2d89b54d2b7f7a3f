import { startTransition, useEffect, useState } from 'react';

/** The longest the rest of a screen waits for its code and the boot's reads: past it, it draws with placeholders. */
const REST_WAIT_MS = 3000;

/**
 * How many of a screen's top-level nodes to draw: all at once when `enabled` is false (tests, the matrix),
 * else `first` at once, then the rest in a transition after that frame has painted and `restReady` has settled
 * (its widgets' code and the boot's reads, up to REST_WAIT_MS). The top of the screen (header, banner) then paints
 * without waiting for the whole screen's render, layout and data effects. The rest comes in one step, not one node
 * per frame: each step laid out and painted the whole page again. Nodes only ever appear below the ones already
 * drawn, and in their final form (drawn before their code was in, a node showed a 24 px placeholder, then grew
 * and pushed the links below it down: /m/login moved by CLS 0.1), so nothing shifts.
 */
export function useStepReveal(total: number, enabled: boolean, first = 1, restReady?: Promise<unknown>): number {
  const [shown, setShown] = useState(enabled ? Math.max(1, first) : total);
  useEffect(() => {
    if (!enabled || shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let waited: ReturnType<typeof setTimeout> | undefined;
    const ready = Promise.race([restReady, new Promise((resolve) => (waited = setTimeout(resolve, REST_WAIT_MS)))]);
    // After the next frame has painted and the rest is ready, as a transition (time-sliced, urgent input first).
    const frame = requestAnimationFrame(() => {
      void ready.then(() => {
        if (!cancelled) timer = setTimeout(() => startTransition(() => setShown(total)), 0);
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(waited);
    };
  }, [enabled, shown, total, restReady]);
  return enabled ? Math.min(shown, total) : total;
}

/**
 * The first step: the screen's top through its first node fed by data that draws at once. On a landing screen
 * that is the banner, usually the largest thing on the screen (the page's LCP element); a frame later, it
 * painted a frame after the bar above it.
 */
export function firstRevealStep(body: readonly { data?: unknown; defer?: boolean }[]): number {
  const i = body.findIndex((n) => n.data !== undefined && !n.defer);
  return i < 0 ? 1 : i + 1;
}
