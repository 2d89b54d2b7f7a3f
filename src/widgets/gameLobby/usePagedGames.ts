import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { type ListPage, usePagedSource } from '../../renderer/usePagedSource.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import type { Game } from '../../domain/games/gameRef.ts';
import { toGamePage, type ListRequest } from './request.ts';

/** Spec: the next page loads at most once a second. */
const LOAD_MORE_THROTTLE_MS = 1000;

export interface PagedGames {
  games: Game[];
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  hasMore: boolean;
  /** Asks for the next page; throttled (a call inside the window runs when it ends). */
  loadMore(): void;
  retry(): void;
}

const pageParam = (source: ListRequest['source']): string => (source === 'recentGames' ? 'page' : 'pageNo');

/**
 * A lobby's list request as a paged source (usePagedSource): a new request (tab, filter, search, session or
 * language change) starts again at page 1. A game on two pages is listed once; a session-only list is empty
 * for a guest, with no call.
 */
export function usePagedGames(request: ListRequest | null): PagedGames {
  const { env, dataSource } = useRenderer();
  const context = useConditionContext();
  const token = useAppState((s) => s.session?.token ?? null);
  const def = request ? dataSource(request.source) : undefined;
  const guestOnly = def?.needsSession === true && !token;
  const lastLoad = useRef(0);
  const list = usePagedSource<ListPage<Game>>({
    key: request && !guestOnly ? JSON.stringify(['games', request, token, context.language]) : null,
    fetchPage: async (pageNo) => {
      if (!request || !def) throw new Error(`Unknown data source "${request?.source}"`);
      lastLoad.current = Date.now();
      const params = { ...request.params, [pageParam(request.source)]: pageNo };
      const page = toGamePage(request.source, await def.fetch(params, env, context), pageNo);
      return { content: page.games, pageNum: page.pageNum, totalPages: page.totalPages };
    },
    onError: (err) => env.report(`Game list "${request?.source}" failed`, err),
  });

  // The next page at most once a second: a call inside the window runs when it ends.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const next = useRef(list.loadMore);
  next.current = list.loadMore;
  useEffect(() => () => clearTimeout(timer.current), []);
  const loadMore = useCallback(() => {
    if (timer.current) return;
    const run = () => {
      timer.current = undefined;
      void next.current();
    };
    const wait = lastLoad.current + LOAD_MORE_THROTTLE_MS - Date.now();
    if (wait <= 0) run();
    else timer.current = setTimeout(run, wait);
  }, []);

  const games = useMemo(() => {
    const seen = new Set<string>();
    return list.items.filter((g) => !seen.has(g.nodeId) && seen.add(g.nodeId));
  }, [list.items]);
  if (request && guestOnly) return { games: [], status: 'ready', loadingMore: false, hasMore: false, loadMore, retry: list.retry };
  return { games, status: list.status, loadingMore: list.loadingMore, hasMore: list.hasMore, loadMore, retry: list.retry };
}
