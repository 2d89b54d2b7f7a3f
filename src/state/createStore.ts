import { produce, type Draft } from 'immer';

/** A tiny external store: actions (outside React) update it, React subscribes to it. Immer keeps updates immutable. */
export interface Store<S> {
  getState(): S;
  update(recipe: (draft: Draft<S>) => void): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    update(recipe) {
      const next = produce(state, recipe);
      if (next === state) return;
      state = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
