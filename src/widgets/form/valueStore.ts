import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { Values } from './validate.ts';

/**
 * A form's values, held outside React state so that a keystroke re-renders only the field typed in: each field
 * reads its own value (useFieldValue, synchronous, so the input and its caret stay exact), and the rest of the form
 * (errors, the submit button) follows in a transition after the character has painted (useStoreValues). On a phone
 * 4x slower than a laptop, re-rendering the whole form on each keystroke took more than a frame.
 */
export interface ValueStore {
  get(): Values;
  set(update: Values | ((current: Values) => Values)): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore(initial: Values): ValueStore {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    set(update) {
      const next = typeof update === 'function' ? update(values) : update;
      if (next === values) return;
      values = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** One field's value, updated in the same render as the keystroke. */
export function useFieldValue(store: ValueStore, name: string): string | boolean | undefined {
  return useSyncExternalStore(store.subscribe, () => store.get()[name]);
}

/** All values, for the parts of the form that may follow a keystroke a moment later (a transition). */
export function useStoreValues(store: ValueStore): Values {
  const [values, setValues] = useState(store.get);
  useEffect(() => {
    setValues(store.get());
    return store.subscribe(() => startTransition(() => setValues(store.get())));
  }, [store]);
  return values;
}
