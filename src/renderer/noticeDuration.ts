import type { Toast } from '../state/appState.ts';

/**
 * How long a notice stays on screen, by kind: long enough to read (WCAG 2.2.1), a refusal longest, since the
 * person has to understand what to do next. A loading notice stays until its work ends (the caller dismisses it);
 * its duration is only the longest it may stay.
 */
export const READING_MS = { success: 4000, info: 5000, error: 6000, loading: 15_000 } as const satisfies Record<Toast['kind'], number>;

/** No message a person is meant to read goes sooner than this. */
export const MIN_READING_MS = 4000;

/** The duration of a notice: the kind's reading time, or a longer one the caller asked for (never shorter). */
export function noticeDuration(kind: Toast['kind'], asked?: number): number {
  return Math.max(kind === 'loading' ? 0 : MIN_READING_MS, asked ?? READING_MS[kind]);
}
