import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppEnv } from '../../core/env.ts';
import type { GameListResponse } from '../../generated/api/gameList.response.ts';
import type { Game } from '../shared/game/types.ts';

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
        .request<GameListResponse>('GET', '/wps/relay/GCSGAME_gameList', {
          query: { platform: 'html5', clientType: 2, imgSize: 'rx2', gameName: name, pageNo: 1, pageSize, language },
        })
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
