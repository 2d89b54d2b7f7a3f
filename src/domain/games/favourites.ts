import { useEffect, useMemo } from 'react';
import type { AppEnv } from '../../renderer/env.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import type { AppState } from '../../state/appState.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import { LOGIN_PAGE, refreshAfter } from './launch.ts';
import type { GameRef } from './gameRef.ts';
import { retryWith } from '../../core/retryAction.ts';

// Favourites live in the app store (`favourites`, tagged with the session token) rather than in SWR, so the
// toggleFavourite action, which runs outside React, can update them optimistically and every tile agrees.

/** One load per store and token, however many widgets ask at once. */
const loading = new WeakMap<object, { token: string; promise: Promise<void> }>();
/** Nodes with a call in flight: a second tap waits for the first answer instead of racing it. */
const pending = new WeakMap<object, Set<string>>();

/** The favourite ids of the current session, or null for guests and until they are loaded. */
function favouriteIdsOf(state: AppState): readonly string[] | null {
  const token = state.session?.token;
  return token && state.favourites?.token === token ? state.favourites.ids : null;
}

/** Loads the ids unless the store already holds them for this session. */
function loadFavouriteIds(env: AppEnv): Promise<void> {
  const token = env.store.getState().session?.token;
  if (!token || env.store.getState().favourites?.token === token) return Promise.resolve();
  const inFlight = loading.get(env.store);
  if (inFlight?.token === token) return inFlight.promise;
  const promise = env.api
    .call('favoriteIds')
    .then((ids) => {
      if (env.store.getState().session?.token !== token) return;
      env.store.update((s) => {
        s.favourites = { token, ids: (Array.isArray(ids) ? ids : []).map(String) };
      });
    })
    .finally(() => {
      if (loading.get(env.store)?.promise === promise) loading.delete(env.store);
    });
  loading.set(env.store, { token, promise });
  return promise;
}

/** The favourite ids for widgets: loads them once per session; null for guests (no favourite buttons pressed). */
export function useFavouriteIds(): ReadonlySet<string> | null {
  const { env } = useRenderer();
  const token = useAppState((s) => s.session?.token ?? null);
  const ids = useAppState(favouriteIdsOf);
  useEffect(() => {
    if (token) loadFavouriteIds(env).catch((err: unknown) => env.report('Favourite ids failed to load', err));
  }, [env, token]);
  return useMemo(() => (ids ? new Set(ids) : null), [ids]);
}

const setMember = (env: AppEnv, token: string, nodeId: string, present: boolean): void =>
  env.store.update((s) => {
    if (s.favourites?.token !== token) return;
    const ids = s.favourites.ids.filter((id) => id !== nodeId);
    s.favourites.ids = present ? [nodeId, ...ids] : ids;
  });

/**
 * Adds the game if absent, removes it if present. The store changes first (a visible favourites list drops the
 * game at once) and is put back if the call fails. Guests go to the login screen. Resolves to the new state,
 * or null when nothing was done.
 */
export async function toggleFavourite(env: AppEnv, game: GameRef): Promise<boolean | null> {
  const token = env.store.getState().session?.token;
  if (!token) {
    env.navigate(LOGIN_PAGE);
    return null;
  }
  let busy = pending.get(env.store);
  if (!busy) pending.set(env.store, (busy = new Set()));
  if (busy.has(game.nodeId)) return null;
  busy.add(game.nodeId);
  try {
    await loadFavouriteIds(env);
    const was = favouriteIdsOf(env.store.getState())?.includes(game.nodeId) ?? false;
    setMember(env, token, game.nodeId, !was);
    try {
      const body = { nodeId: game.nodeId, vendor: game.vassalage };
      await env.api.call(was ? 'removeFavorite' : 'addFavorite', body);
      // Tiles read the store; the favourite lists bound in documents (a home tab) are read again, so a list shown
      // next holds the change instead of the answer from before it.
      refreshAfter(env, 'favouriteGames');
      refreshAfter(env, 'favouriteIds');
      return !was;
    } catch (err) {
      setMember(env, token, game.nodeId, was);
      env.notify({ messageKey: 'favourite_failed', kind: 'error', action: retryWith(() => toggleFavourite(env, game)) });
      env.report('Favourite change failed', err);
      return was;
    }
  } finally {
    busy.delete(game.nodeId);
  }
}
