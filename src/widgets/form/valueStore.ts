import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { Store } from '../../state/createStore.ts';
import type { Values } from './validate.ts';

/**
 * A form's values, held outside React state in the app's own kind of external store (createStore), so that a
 * keystroke re-renders only the field typed in: each field reads its own value (useFieldValue, synchronous, so the
 * input and its caret stay exact), and the rest of the form (errors, the submit button) follows in a transition
 * after the character has painted (useStoreValues). On a phone 4x slower than a laptop, re-rendering the whole form
 * on each keystroke took more than a frame.
 */
export type ValueStore = Store<Values>;

/** One field's value, updated in the same render as the keystroke. */
export function useFieldValue(store: ValueStore, name: string): string | boolean | undefined {
  return useSyncExternalStore(store.subscribe, () => store.getState()[name]);
}

/** All values, for the parts of the form that may follow a keystroke a moment later (a transition). */
export function useStoreValues(store: ValueStore): Values {
  const [values, setValues] = useState(store.getState);
  useEffect(() => {
    setValues(store.getState());
    return store.subscribe(() => startTransition(() => setValues(store.getState())));
  }, [store]);
  return values;
}
