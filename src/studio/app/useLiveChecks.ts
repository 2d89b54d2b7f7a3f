import { type Dispatch, useEffect, useRef } from 'react';
import { type Draft, draftFileTexts } from '../draft/index.ts';
import type { StudioActions } from './context.ts';
import type { StudioAction } from './reducer.ts';
import { describeError } from './studioApi.ts';

/** Quiet time after the last change before the server checks the draft (typing a word is one check). */
const CHECK_DEBOUNCE_MS = 400;

/**
 * Runs brandCheck on the draft a moment after each change: the same checks as saving, nothing saved. An answer for
 * an older draft than the current one is dropped.
 */
export function useLiveChecks(draft: Draft | null, brand: string | null, actions: StudioActions, dispatch: Dispatch<StudioAction>): void {
  const seq = useRef(0);
  useEffect(() => {
    if (!draft || !brand || draft.brand !== brand) return;
    const mine = ++seq.current;
    const timer = setTimeout(async () => {
      dispatch({ type: 'checking' });
      try {
        const answer = await actions.run(() => actions.api.call('brandCheck', { brand, files: draftFileTexts(draft) }));
        if (mine === seq.current) dispatch({ type: 'checked', errors: answer.errors, warnings: answer.warnings });
      } catch (e) {
        if (mine === seq.current) dispatch({ type: 'checkFailed', message: `The live check failed: ${describeError(e)}` });
      }
    }, CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, brand, actions, dispatch]);
}
