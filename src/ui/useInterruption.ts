import { useCallback, useLayoutEffect } from 'react';
import { grantedClaims, interruptionRules, type InterruptionKind } from '../core/interruptions.ts';
import { useRenderer } from '../renderer/RendererContext.tsx';
import type { AppState, InterruptionState } from '../state/appState.ts';
import { useAppState } from '../state/StoreProvider.tsx';
import { StorageKeys, writeJson } from '../state/storageKeys.ts';
import { useBrand } from './BrandContext.tsx';

/** The order interrupting nodes asked in (the documents' order, as they mount). */
let asked = 0;

/** Popups are counted per session: a sign-in (another token) starts the count again. */
const sessionOf = (s: AppState): string => s.session?.token ?? '';

/** The queue's state; a state built without it (tests, the bench) gets an empty one on first use. */
const queue = (s: AppState): InterruptionState =>
  (s.interruptions ??= { claims: [], showing: null, popupsShown: 0, barsShowing: [], closedBars: [], sessionKey: '' });

/**
 * An interrupting node's turn (src/core/interruptions.ts): while it `wants` to show it asks the queue, and `shown`
 * says whether it is its turn. `close` is the player closing it: a popup or overlay gives its turn to the next one,
 * a bar stays closed on this device. `kind` is the one INTERRUPTING_WIDGETS names for the widget (a test holds
 * them equal): the table itself stays out of the app's entry chunk, where it would cost first-screen bytes.
 */
export function useInterruption(id: string, kind: InterruptionKind, wants: boolean): { shown: boolean; close: () => void } {
  const { env } = useRenderer();
  const given = useBrand().bundle.brand.chrome.interruptions;
  const shown = useAppState((s) => {
    const q = s.interruptions;
    return wants && !!q && grantedClaims({ ...q, popupsShown: q.sessionKey === sessionOf(s) ? q.popupsShown : 0 }, interruptionRules(given)).has(id);
  });
  const update = useCallback((change: (q: InterruptionState, s: AppState) => void) => env.store.update((s) => change(queue(s), s)), [env]);
  // Leaving: no longer asking, no longer on screen.
  const leave = useCallback(
    (q: InterruptionState) => {
      q.claims = q.claims.filter((c) => c.id !== id);
      q.barsShowing = q.barsShowing.filter((b) => b !== id);
      if (q.showing === id) q.showing = null;
    },
    [id],
  );

  // Asked and answered before the browser paints (layout effects, whose store updates render at once): a bar granted
  // after the first paint would push the page down under the reader, a layout shift.
  useLayoutEffect(() => {
    if (!wants) return undefined;
    const seq = asked++;
    update((q) => void (q.claims = [...q.claims.filter((c) => c.id !== id), { id, kind, seq }]));
    return () => update(leave);
  }, [update, leave, id, kind, wants]);

  // What got its turn keeps it until closed (a bar its place); a popup counts against the session's allowance.
  useLayoutEffect(() => {
    if (!shown || kind === 'floating') return;
    update((q, s) => {
      if (kind === 'bar') {
        if (!q.barsShowing.includes(id)) q.barsShowing = [...q.barsShowing, id];
      } else if (q.showing !== id) {
        q.showing = id;
        if (kind !== 'popup') return;
        q.popupsShown = q.sessionKey === sessionOf(s) ? q.popupsShown + 1 : 1;
        q.sessionKey = sessionOf(s);
      }
    });
  }, [update, id, kind, shown]);

  const close = useCallback(
    () =>
      update((q) => {
        leave(q);
        if (kind !== 'bar' || q.closedBars.includes(id)) return;
        q.closedBars = [...q.closedBars, id];
        writeJson(env.storage.local, StorageKeys.closedBars, q.closedBars);
      }),
    [update, leave, env, id, kind],
  );

  return { shown, close };
}
