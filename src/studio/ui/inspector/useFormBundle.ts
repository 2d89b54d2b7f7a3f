import { useCallback, useEffect, useState } from 'react';
import type { FormBundle } from './types.ts';

export type BundleState = { state: 'loading' } | { state: 'ready'; bundle: FormBundle } | { state: 'none' } | { state: 'failed'; retry: () => void };

/** Loads one form (a lazy chunk of the catalog) for `key`; a failed load can be retried. */
export function useFormBundle(key: string | null, load: (key: string) => Promise<FormBundle | null | undefined>): BundleState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BundleState>({ state: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a catalog function; `attempt` reloads on retry.
  useEffect(() => {
    if (key === null) {
      setState({ state: 'none' });
      return;
    }
    let live = true;
    setState({ state: 'loading' });
    load(key).then(
      (bundle) => live && setState(bundle ? { state: 'ready', bundle } : { state: 'none' }),
      () => live && setState({ state: 'failed', retry }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return state;
}
