import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { readWithRetries } from '../../renderer/readRetries.ts';
import { useReadRetryDelays } from '../../renderer/RendererContext.tsx';

/** One page of a paged platform list (reports, records, letters). */
export interface ListPage<T> {
  content: readonly T[];
  pageNum: number;
  totalPages: number;
}

export interface PagedList<P extends ListPage<unknown>> {
  /** The loaded pages, oldest first (empty while the first page loads or after it failed). */
  pages: P[];
  items: P['content'][number][];
  /** The first page: loading, failed (retry() asks again) or ready. */
  status: 'loading' | 'error' | 'ready';
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore(): Promise<void>;
  retry(): void;
}

interface Loaded<P> {
  owner: unknown;
  pages: P[];
  status: 'loading' | 'error' | 'ready';
}

/**
 * Pages of one list, accumulated for "load more" and infinite scroll.
 * - With `first` (a bound data source's first page), later pages belong to that page: a reloaded first page
 *   starts the list again.
 * - Without it, the hook loads page 1 itself for `queryKey` (the filters), again whenever the key changes; pages
 *   answered for an older key are dropped. Like a data source, a transient failure is tried again after a short
 *   wait before the list shows its retry, and a failed first page loads again by itself when the device is back
 *   online.
 * - An answered page is drawn in a transition: React renders its rows in slices that yield to the browser, not
 *   in one task (a page of 20 records was a ~35 ms task unthrottled as a member's records page loaded).
 */
export function usePagedList<P extends ListPage<unknown>>(opts: { first?: P; queryKey?: string; fetchPage(pageNo: number): Promise<P> }): PagedList<P> {
  const { first, queryKey } = opts;
  const selfLoading = first === undefined && queryKey !== undefined;
  const owner = first ?? queryKey;
  const [loaded, setLoaded] = useState<Loaded<P>>({ owner: undefined, pages: [], status: 'loading' });
  const [more, setMore] = useState<{ owner: unknown; loading: boolean; failed: boolean }>({ owner: undefined, loading: false, failed: false });
  const [attempt, setAttempt] = useState(0);
  const readRetryDelaysMs = useReadRetryDelays();
  const live = useRef({ owner, fetchPage: opts.fetchPage });
  live.current = { owner, fetchPage: opts.fetchPage };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure; fetchPage is read through the ref.
  useEffect(() => {
    if (!selfLoading) return;
    let current = true;
    setLoaded({ owner: queryKey, pages: [], status: 'loading' });
    readWithRetries(() => live.current.fetchPage(1), readRetryDelaysMs).then(
      (page) => current && startTransition(() => setLoaded({ owner: queryKey, pages: [page], status: 'ready' })),
      () => current && setLoaded({ owner: queryKey, pages: [], status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [selfLoading, queryKey, attempt]);

  const failed = selfLoading && loaded.owner === owner && loaded.status === 'error';
  useEffect(() => {
    if (!failed) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);

  const own = loaded.owner === owner ? loaded.pages : [];
  const pages = first ? [first, ...own] : own;
  const status: PagedList<P>['status'] = first ? 'ready' : loaded.owner === owner ? loaded.status : 'loading';
  const last = pages[pages.length - 1];
  const hasMore = status === 'ready' && last !== undefined && last.pageNum < last.totalPages;
  const loadingMore = more.owner === owner && more.loading;
  const moreFailed = more.owner === owner && more.failed;

  const loadMore = useCallback(async () => {
    if (!hasMore || loadingMore || !last) return;
    const startedFor = live.current.owner;
    setMore({ owner: startedFor, loading: true, failed: false });
    try {
      const next = await live.current.fetchPage(last.pageNum + 1);
      if (live.current.owner !== startedFor) return;
      // One transition for both: "loading more" ends in the same render that adds the page, or the list would
      // ask for the same page again in between.
      startTransition(() => {
        setLoaded((l) => ({ owner: startedFor, pages: [...(l.owner === startedFor ? l.pages : []), next], status: 'ready' }));
        setMore({ owner: startedFor, loading: false, failed: false });
      });
    } catch {
      setMore({ owner: startedFor, loading: false, failed: true });
    }
  }, [hasMore, loadingMore, last]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const items = pages.flatMap((p): P['content'][number][] => [...p.content]);
  return { pages, items, status, hasMore, loadingMore, moreFailed, loadMore, retry };
}
