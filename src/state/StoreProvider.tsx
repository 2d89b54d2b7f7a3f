import { type ReactNode, useSyncExternalStore } from 'react';
import { createContext, useContextSelector } from 'use-context-selector';
import type { AppState } from './appState.ts';
import type { Store } from './createStore.ts';

const StateContext = createContext<AppState | null>(null);

/** Mirrors the store into a selectable context so a widget re-renders only when its slice changes. */
export function StoreProvider({ store, children }: { store: Store<AppState>; children: ReactNode }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return <StateContext.Provider value={state}>{children}</StateContext.Provider>;
}

export function useAppState<T>(selector: (state: AppState) => T): T {
  return useContextSelector(StateContext, (s) => {
    if (!s) throw new Error('useAppState outside StoreProvider');
    return selector(s);
  });
}
