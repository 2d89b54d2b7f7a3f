import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useConditionContext } from '../../renderer/ConditionScope.tsx';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import type { Game } from '../../domain/games/gameRef.ts';
import { toGamePage, type ListRequest } from './request.ts';

/** Spec: the next page loads at most once a second. */
export const LOAD_MORE_THROTTLE_MS = 1000;

export interface PagedGames {
  games: Game[];
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  hasMore: boolean;
  /** Asks for the next page; throttled (a call inside the window runs when it ends). */
  loadMore(): void;
  retry(): void;
}

interface Pages {
  key: string;
  games: Game[];
  pageNum: number;
  totalPages: number;
  status: PagedGames['status'];
  loadingMore: boolean;
}

const pageParam = (source: ListRequest['source']): string => (source === 'recentGames' ? 'page' : 'pageNo');

/**
 * Pages of one list request, accumulated for infinite scroll. A new request (tab, filter, search, session or
 * language change) starts again at page 1; answers of an older request are dropped.
 */
export function usePagedGames(request: ListRequest | null): PagedGames {
  const renderer = useRenderer();
  const { env } = renderer;
  const context = useConditionContext();
  const token = useAppState((s) => s.session?.token ?? null);
  const key = request ? JSON.stringify([request, token, context.language]) : '';
  const [pages, setPages] = useState<Pages>({ key: '', games: [], pageNum: 0, totalPages: 0, status: 'loading', loadingMore: false });
  const live = useRef({ key, pages, lastLoad: 0, timer: 0 as ReturnType<typeof setTimeout> | 0, context });
  live.current.key = key;
  live.current.pages = pages;
  live.current.context = context;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key captures the request, token and language; the rest is read through refs.
  const fetchPage = useCallback(
    async (pageNo: number) => {
      if (!request) return;
      const startedFor = key;
      const def = renderer.dataSource(request.source);
      live.current.lastLoad = Date.now();
      setPages((p) => (pageNo === 1 ? { key, games: [], pageNum: 0, totalPages: 0, status: 'loading', loadingMore: false } : { ...p, loadingMore: true }));
      try {
        if (!def) throw new Error(`Unknown data source "${request.source}"`);
        if (def.needsSession && !token) throw new Error('needs a session');
        const params = { ...request.params, [pageParam(request.source)]: pageNo };
        const page = toGamePage(request.source, await def.fetch(params as never, env, live.current.context), pageNo);
        if (live.current.key !== startedFor) return;
        // A page of tiles renders as a transition: in slices that yield to input, not in one long task.
        startTransition(() =>
          setPages((p) => {
            const seen = new Set(p.games.map((g) => g.nodeId));
            const games = pageNo === 1 ? page.games : [...p.games, ...page.games.filter((g) => !seen.has(g.nodeId))];
            return { key, games, pageNum: pageNo, totalPages: page.totalPages, status: 'ready', loadingMore: false };
          }),
        );
      } catch (err) {
        if (live.current.key !== startedFor) return;
        if (pageNo === 1 && !(def?.needsSession && !token)) env.report(`Game list "${request.source}" failed`, err);
        setPages((p) => (pageNo === 1 ? { ...p, key, status: def?.needsSession && !token ? 'ready' : 'error' } : { ...p, loadingMore: false }));
      }
    },
    // The key captures the request, token and language; the rest is read through refs.
    [key, renderer, env],
  );

  useEffect(() => {
    void fetchPage(1);
    const l = live.current;
    return () => {
      if (l.timer) clearTimeout(l.timer);
      l.timer = 0;
    };
  }, [fetchPage]);

  const hasMore = pages.key === key && pages.status === 'ready' && pages.pageNum < pages.totalPages;
  const loadMore = useCallback(() => {
    const l = live.current;
    const p = l.pages;
    if (l.timer || p.key !== l.key || p.status !== 'ready' || p.loadingMore || p.pageNum >= p.totalPages) return;
    const wait = l.lastLoad + LOAD_MORE_THROTTLE_MS - Date.now();
    if (wait <= 0) {
      void fetchPage(p.pageNum + 1);
      return;
    }
    l.timer = setTimeout(() => {
      l.timer = 0;
      const q = live.current.pages;
      if (q.key === live.current.key && q.status === 'ready' && !q.loadingMore && q.pageNum < q.totalPages) void fetchPage(q.pageNum + 1);
    }, wait);
  }, [fetchPage]);

  const retry = useCallback(() => void fetchPage(pages.pageNum > 0 && pages.status === 'ready' ? pages.pageNum + 1 : 1), [fetchPage, pages]);
  const current = pages.key === key;
  return {
    games: current ? pages.games : [],
    status: current ? pages.status : 'loading',
    loadingMore: current && pages.loadingMore,
    hasMore,
    loadMore,
    retry,
  };
}
