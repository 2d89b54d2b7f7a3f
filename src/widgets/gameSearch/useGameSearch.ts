import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppEnv } from '../../renderer/env.ts';
import { useCallRead } from '../../renderer/useCallRead.ts';
import type { Game } from '../../domain/games/gameRef.ts';

interface SearchState {
  /** The trimmed name the results are for ('' = no search). */
  name: string;
  games: Game[];
  total: number;
  status: 'idle' | 'loading' | 'done' | 'error';
}

type Found = Pick<SearchState, 'games' | 'total'>;
const NOTHING: Found = { games: [], total: 0 };

/**
 * The search rules: the box is trimmed and searched debounceMs after typing stops, Enter searches at once, an
 * empty or blank box clears the results. The search is a gameList read of the name asked (in the current
 * language: a change searches again); only the latest search's answer is kept, and the last results stay shown
 * while the next search loads.
 */
export function useGameSearch(env: AppEnv, pageSize: number, debounceMs: number) {
  const [name, setName] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const read = useCallRead('gameList', name ? { gameName: name, pageNo: 1, pageSize } : null);
  const { retry } = read;

  const answered = read.data;
  const found = useMemo((): Found | null => {
    if (!name) return NOTHING;
    if (read.status === 'error') return NOTHING;
    if (read.status !== 'ready' || !answered) return null;
    return { games: answered.games ?? [], total: answered.totalCount ?? answered.games?.length ?? 0 };
  }, [name, read.status, answered]);
  // What a search in progress shows: the results before it.
  const [shown, setShown] = useState<Found>(NOTHING);
  if (found && found !== shown) setShown(found);

  const failure = read.status === 'error' ? read.error : undefined;
  useEffect(() => {
    if (failure !== undefined) env.report('Game search failed', failure);
  }, [env, failure]);

  const search = useCallback(
    (raw: string) => {
      clearTimeout(timer.current);
      const next = raw.trim();
      // The same name again is asked again.
      if (next && next === name) retry();
      else setName(next);
    },
    [name, retry],
  );

  /** Typing: blank clears at once, anything else searches after the pause. */
  const type = useCallback(
    (raw: string) => {
      clearTimeout(timer.current);
      if (!raw.trim()) {
        search('');
        return;
      }
      timer.current = setTimeout(() => search(raw), debounceMs);
    },
    [search, debounceMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  const status: SearchState['status'] = !name ? 'idle' : read.status === 'ready' ? 'done' : read.status;
  const state: SearchState = { name, ...(found ?? shown), status };
  return { state, type, search };
}
