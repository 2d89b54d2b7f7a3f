import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a screen's top-level nodes to draw: all at once when `enabled` is false (tests, the matrix),
 * else one more per frame, starting with the first. The top of the screen (header, banner) then paints without
 * waiting for the whole screen's render, layout and data effects, and the work is cut into short tasks instead
 * of one long one. Nodes only ever appear below the ones already drawn, so nothing shifts.
 */
export function useStepReveal(total: number, enabled: boolean): number {
  const [shown, setShown] = useState(enabled ? 1 : total);
  useEffect(() => {
    if (!enabled || shown >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame has painted, as a transition (time-sliced, and urgent input goes first).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled, shown, total]);
  return enabled ? shown : total;
}
