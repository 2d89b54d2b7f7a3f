import { useCallback, useEffect, useMemo } from 'react';
import { grantedClaims, interruptionRules, type InterruptionKind } from '../core/interruptions.ts';
import { useRenderer } from '../renderer/RendererContext.tsx';
import type { AppState, InterruptionState } from '../state/appState.ts';
import { useAppState } from '../state/StoreProvider.tsx';
import { StorageKeys, writeJson } from '../state/storageKeys.ts';
import { useBrand } from './BrandContext.tsx';

/** The order interrupting nodes asked in (the documents' order, as they mount). */
let asked = 0;

const sessionKeyOf = (s: AppState): string => s.session?.token ?? '';

const EMPTY: InterruptionState = { claims: [], showing: null, popupsShown: 0, barsShowing: [], closedBars: [], sessionKey: '' };

/** The queue's state, created on first use (a state built without it: tests, the bench). */
const queue = (s: AppState): InterruptionState => (s.interruptions ??= { ...EMPTY });

/** A node leaves the queue: no longer asking, no longer on screen. */
function leave(q: InterruptionState, id: string): void {
  q.claims = q.claims.filter((c) => c.id !== id);
  q.barsShowing = q.barsShowing.filter((b) => b !== id);
  if (q.showing === id) q.showing = null;
}

/** The queue's state with the popups counted for this session only (a sign-in starts the count again). */
const queueOf = (s: AppState) => {
  const q = s.interruptions ?? EMPTY;
  return { ...q, popupsShown: q.sessionKey === sessionKeyOf(s) ? q.popupsShown : 0 };
};

/**
 * An interrupting node's turn (src/core/interruptions.ts): while it `wants` to show it asks the queue, and `shown`
 * says whether it is its turn. `close` is the player closing it: a popup or overlay gives its turn to the next one,
 * a bar stays closed on this device.
 */
export function useInterruption(id: string, kind: InterruptionKind, wants: boolean): { shown: boolean; close: () => void } {
  const { env } = useRenderer();
  const given = useBrand().bundle.brand.chrome.interruptions;
  const rules = useMemo(() => interruptionRules(given), [given]);
  const shown = useAppState((s) => wants && grantedClaims(queueOf(s), rules).has(id));

  useEffect(() => {
    if (!wants) return undefined;
    const seq = asked++;
    env.store.update((s) => {
      const q = queue(s);
      q.claims = [...q.claims.filter((c) => c.id !== id), { id, kind, seq }];
    });
    return () => env.store.update((s) => leave(queue(s), id));
  }, [env, id, kind, wants]);

  // What got its turn keeps it until closed (a bar its place); a popup counts against the session's allowance.
  useEffect(() => {
    if (!shown || kind === 'floating') return;
    env.store.update((s) => {
      const q = queue(s);
      if (kind === 'bar') {
        if (!q.barsShowing.includes(id)) q.barsShowing = [...q.barsShowing, id];
        return;
      }
      if (q.showing === id) return;
      q.showing = id;
      if (kind !== 'popup') return;
      const key = sessionKeyOf(s);
      q.popupsShown = q.sessionKey === key ? q.popupsShown + 1 : 1;
      q.sessionKey = key;
    });
  }, [env, id, kind, shown]);

  const close = useCallback(() => {
    env.store.update((s) => {
      const q = queue(s);
      leave(q, id);
      if (kind !== 'bar' || q.closedBars.includes(id)) return;
      q.closedBars = [...q.closedBars, id];
      writeJson(env.storage.local, StorageKeys.closedBars, q.closedBars);
    });
  }, [env, id, kind]);

  return { shown, close };
}
