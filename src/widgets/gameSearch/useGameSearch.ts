import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { usePagedSource } from '../../renderer/usePagedSource.ts';
import type { Game } from '../../domain/games/gameRef.ts';
import { type FoundPage, searchGamesPage } from '../../domain/games/searchGames.ts';

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
 * empty or blank box clears the results. The search is the mobileGames call's pages of the name asked (in the
 * current language: a change searches again), through the app's one paging hook as the lobby's lists are: "Games found: N" counts them all and
 * the list pages through all N (`more`). Only the latest search's answer is kept, and the last results stay shown
 * while the next search loads.
 */
export function useGameSearch(pageSize: number, debounceMs: number) {
  const { env } = useRenderer();
  const context = useConditionContext();
  const [name, setName] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const list = usePagedSource<FoundPage>({
    key: name ? JSON.stringify(['gameSearch', name, pageSize, context.language]) : null,
    fetchPage: (pageNo) => searchGamesPage(env, name, pageNo, pageSize),
    onError: (err) => env.report('Game search failed', err),
  });
  const { retry, status: listStatus, items, pages } = list;

  const total = pages[0]?.totalCount ?? 0;
  const found = useMemo((): Found | null => {
    if (!name || listStatus === 'error') return NOTHING;
    if (listStatus !== 'ready') return null;
    // A game that moved between two pages (popularity changes while paging) is listed once.
    const seen = new Set<string>();
    return { games: items.filter((g) => !seen.has(g.nodeId) && seen.add(g.nodeId)), total };
  }, [name, listStatus, items, total]);
  // What a search in progress shows: the results before it.
  const [shown, setShown] = useState<Found>(NOTHING);
  if (found && found !== shown) setShown(found);

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
  const status: SearchState['status'] = !name ? 'idle' : listStatus === 'ready' ? 'done' : listStatus;
  const state: SearchState = { name, ...(found ?? shown), status };
  const more = { hasMore: list.hasMore, loading: list.loadingMore, failed: list.moreFailed, load: list.loadMore };
  return { state, type, search, more };
}
