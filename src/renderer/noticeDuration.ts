import type { Toast } from '../state/appState.ts';

/**
 * How long a notice stays on screen, by kind: long enough to read (WCAG 2.2.1), a refusal longest, since the
 * person has to understand what to do next. A loading notice stays until its work ends (the caller dismisses it);
 * its duration is only the longest it may stay.
 */
export const READING_MS = { success: 4000, info: 5000, error: 6000, loading: 15_000 } as const satisfies Record<Toast['kind'], number>;

/** No message a person is meant to read goes sooner than this. */
export const MIN_READING_MS = 4000;

/** A slow reader's pace (about 15 characters a second, some 180 words a minute), after a second to notice the text. */
const NOTICING_MS = 1000;
const MS_PER_CHARACTER = 65;

/**
 * The duration of a notice: its text's reading time at a slow reader's pace, and at least its kind's reading time
 * or the longer one the caller asked for (never shorter than the minimum). A loading notice's is only a ceiling.
 */
export function noticeDuration(kind: Toast['kind'], asked?: number, characters = 0): number {
  if (kind === 'loading') return asked ?? READING_MS.loading;
  return Math.max(MIN_READING_MS, asked ?? READING_MS[kind], NOTICING_MS + characters * MS_PER_CHARACTER);
}
