import { useCallback, useState, type FocusEvent } from 'react';

/** Users who ask the system for less motion get carousels and tickers paused until they press play. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Marks the pause/play button: focusing it must not count as "holding" the motion, or play would do nothing. */
export const MOTION_TOGGLE = 'data-motion-toggle';

export interface Motion {
  /** True while the content should move: not paused by the user, not hovered, not focused. */
  running: boolean;
  userPaused: boolean;
  toggle(): void;
  handlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(e: FocusEvent<HTMLElement>): void;
    onBlur(e: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Pause rules shared by every moving block (WCAG 2.2.2): a visible pause/play toggle, and no movement while the
 * pointer is over the block or focus is inside it.
 */
export function useMotion(): Motion {
  const [userPaused, setUserPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const toggle = useCallback(() => setUserPaused((p) => !p), []);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (e: FocusEvent<HTMLElement>) => setFocused(!(e.target instanceof Element && e.target.hasAttribute(MOTION_TOGGLE))),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocused(false);
    },
  };
  return { running: !userPaused && !hovered && !focused, userPaused, toggle, handlers };
}

/**
 * Movement steps only while env.clock moves: a fixed clock (the screen matrix) freezes tickers, counters and
 * carousels, so their snapshots do not depend on how long a render took. Answers "may I step now?".
 */
export function clockGate(clock: { now(): number }): () => boolean {
  let last = clock.now();
  return () => {
    const now = clock.now();
    if (now === last) return false;
    last = now;
    return true;
  };
}

/**
 * Runs `run` if the clock behind `may` (a clockGate) moves: at once when it has moved, else when it has 50 ms later.
 * Asked in the very millisecond the gate was made (a widget mounted after the page settled), a moving clock has not
 * moved yet; a fixed clock (the screen matrix's) never does, so `run` never runs. Returns a cancel function.
 */
export function whenClockMoves(may: () => boolean, run: () => void): () => void {
  if (may()) {
    run();
    return () => undefined;
  }
  const again = setTimeout(() => {
    if (may()) run();
  }, 50);
  return () => clearTimeout(again);
}
