import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DataValueMap } from '../../generated/registry.ts';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { type ListPage, usePagedSource } from '../../renderer/usePagedSource.ts';
import type { Game } from '../../domain/games/gameRef.ts';

interface SearchState {
  /** The trimmed name the results are for ('' = no search). */
  name: string;
  games: Game[];
  total: number;
  status: 'idle' | 'loading' | 'done' | 'error';
}

/** A page of found games with the count of them all (the count said above the list). */
interface FoundPage extends ListPage<Game> {
  totalCount: number;
}

type Found = Pick<SearchState, 'games' | 'total'>;
const NOTHING: Found = { games: [], total: 0 };

/**
 * The search rules: the box is trimmed and searched debounceMs after typing stops, Enter searches at once, an
 * empty or blank box clears the results. The search is the gameList data source's pages of the name asked (in the
 * current language: a change searches again), through the app's one paging hook as the lobby's lists are: "Games found: N" counts them all and
 * the list pages through all N (`more`). Only the latest search's answer is kept, and the last results stay shown
 * while the next search loads.
 */
export function useGameSearch(pageSize: number, debounceMs: number) {
  const { env, dataSource } = useRenderer();
  const context = useConditionContext();
  const [name, setName] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const list = usePagedSource<FoundPage>({
    key: name ? JSON.stringify(['gameSearch', name, pageSize, context.language]) : null,
    fetchPage: async (pageNo) => {
      const def = dataSource('gameList');
      if (!def) throw new Error('Unknown data source "gameList"');
      // The source answers its call's page (the registry's value type of gameList).
      const page = (await def.fetch({ gameName: name, pageNo, pageSize }, env, context)) as DataValueMap['gameList'];
      return { content: page.games, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount };
    },
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
