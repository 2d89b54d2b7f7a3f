import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's top-level nodes to draw: all at once when `enabled` is false (tests, the matrix),
 * else `first` at once, then the rest in a transition after that frame has painted. The top of the screen
 * (header, banner) then paints without waiting for the whole screen's render, layout and data effects. The rest
 * comes in one step, not one node per frame: each step laid out and painted the whole page again. Nodes only
 * ever appear below the ones already drawn, so nothing shifts.
 */
export function useStepReveal(total: number, enabled: boolean, first = 1): number {
  const [shown, setShown] = useState(enabled ? Math.max(1, first) : total);
  useEffect(() => {
    if (!enabled || shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame has painted, as a transition (time-sliced, and urgent input goes first).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(total)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled, shown, total]);
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
