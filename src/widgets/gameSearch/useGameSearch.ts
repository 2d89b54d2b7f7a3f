import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppEnv } from '../../renderer/env.ts';
import type { Game } from '../../domain/games/gameRef.ts';

export interface SearchState {
  /** The trimmed name the results are for ('' = no search). */
  name: string;
  games: Game[];
  total: number;
  status: 'idle' | 'loading' | 'done' | 'error';
}

const IDLE: SearchState = { name: '', games: [], total: 0, status: 'idle' };

/**
 * The search rules: the box is trimmed and searched debounceMs after typing stops, Enter searches at once, an
 * empty or blank box clears the results. Only the latest search's answer is kept.
 */
export function useGameSearch(env: AppEnv, language: string, pageSize: number, debounceMs: number) {
  const [state, setState] = useState<SearchState>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the client sends the current language; a change must make a new search.
  const search = useCallback(
    (raw: string) => {
      clearTimeout(timer.current);
      const name = raw.trim();
      const id = ++seq.current;
      if (!name) {
        setState(IDLE);
        return;
      }
      setState((s) => ({ ...s, name, status: 'loading' }));
      env.api
        .call('gameList', { gameName: name, pageNo: 1, pageSize })
        .then(
          (page) => id === seq.current && setState({ name, games: page.games ?? [], total: page.totalCount ?? page.games?.length ?? 0, status: 'done' }),
          (err: unknown) => {
            env.report('Game search failed', err);
            if (id === seq.current) setState({ name, games: [], total: 0, status: 'error' });
          },
        );
    },
    [env, language, pageSize],
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
  return { state, type, search };
}
