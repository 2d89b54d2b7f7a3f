import type { ReactNode } from 'react';
import type { FormBundle } from './types.ts';
import type { BundleState } from './useFormBundle.ts';

/** A lazily loaded form: a loading line, a failure with a retry, "nothing to set", or the form itself. */
export function FormSlot({ state, none, children }: { state: BundleState; none: string; children: (bundle: FormBundle) => ReactNode }) {
  if (state.state === 'loading') return <p role="status">Loading the form…</p>;
  if (state.state === 'none') return <p>{none}</p>;
  if (state.state === 'failed') {
    return (
      <p role="alert">
        The form could not load.{' '}
        <button type="button" onClick={state.retry}>
          Retry loading the form
        </button>
      </p>
    );
  }
  return children(state.bundle);
}
