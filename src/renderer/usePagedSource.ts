import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useReadRetryDelays } from './RendererContext.tsx';
import { readWithRetries } from './readRetries.ts';

/** One page of a paged list (reports, records, letters, games), in the platform's shape. */
export interface ListPage<T = unknown> {
  content: readonly T[];
  pageNum: number;
  totalPages: number;
}

export interface PagedList<P extends ListPage> {
  /** The loaded pages, oldest first (empty while the first page loads or after it failed). */
  pages: P[];
  items: P['content'][number][];
  /** The first page: loading, failed (retry() asks again) or ready. */
  status: 'loading' | 'error' | 'ready';
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** Asks for the next page (again, after it failed); nothing while one is on its way or at the end. */
  loadMore(): Promise<void>;
  retry(): void;
}

export interface PagedSourceOptions<P extends ListPage> {
  /**
   * What the list is (its source and filters; null while it cannot be asked for yet). SWR keeps one cache entry
   * per key and page, so the key names the source as well as its filters: two lists never share a key.
   */
  key: string | null;
  fetchPage(pageNo: number): Promise<P>;
  /**
   * A bound data source's first page: the list starts with it and loads only the later pages, which belong to
   * that page (a reloaded first page starts the list again). Present, even undefined, for such lists.
   */
  first?: P | undefined;
  /** Told of a first page that failed for good (after the retries). */
  onError?(err: unknown): void;
}

type PageKey = readonly ['paged', string, number, number];

/** The first pages a list is bound to, each with its own number (a new first page is a new list). */
const firstIds = new WeakMap<object, number>();
let lastFirstId = 0;
const firstIdOf = (first: object): number => {
  let id = firstIds.get(first);
  if (id === undefined) firstIds.set(first, (id = ++lastFirstId));
  return id;
};

const SWR_INFINITE = {
  // A list's later pages are not asked for again with each "load more"; a refresh (retry) asks for them all.
  revalidateFirstPage: false,
  revalidateOnFocus: false,
  // Transient failures are retried inside the read (readWithRetries); the error SWR sees is the lasting one.
  shouldRetryOnError: false,
  // A list drawn again (back to its screen) shows what it had and asks for its pages again.
  revalidateOnMount: true,
} as const;

/**
 * The one paged list of the app, on SWR's useSWRInfinite: pages accumulate for "load more" and infinite scroll,
 * a new key starts again at page 1, answers for an older key are dropped, the end of the list is the page whose
 * number reaches `totalPages`. Like a data source, a transient failure of the first page is tried again after a
 * short wait before the list shows its retry, and a failed page loads again by itself when the device is back
 * online (SWR's revalidateOnReconnect). Answered pages are drawn from a deferred value: React renders their rows
 * in a background pass that yields to the browser, not in one task (a page of 20 records was a ~35 ms task).
 */
export function usePagedSource<P extends ListPage>(opts: PagedSourceOptions<P>): PagedList<P> {
  const { key, fetchPage, first, onError } = opts;
  const bound = 'first' in opts;
  const delays = useReadRetryDelays();
  // A bound list's own pages start at 2, under the key of its first page; others start at 1.
  // A list asked for again under a key it had before in this widget (a tab chosen again) starts afresh, as a
  // new list: its pages are read again, not taken from the cache with their old answers.
  const [seen, setSeen] = useState({ key, round: 0 });
  const round = seen.key === key ? seen.round : seen.round + 1;
  if (seen.key !== key) setSeen({ key, round });
  const owner = bound ? (first ? firstIdOf(first) : null) : round;
  const firstPageNo = bound ? 2 : 1;
  const getKey = (index: number, previous: P | null): PageKey | null => {
    if (key === null || owner === null) return null;
    if (previous && previous.pageNum >= previous.totalPages) return null;
    return ['paged', key, owner, firstPageNo + index];
  };
  const read = ([, , , pageNo]: PageKey): Promise<P> => {
    if (pageNo > 1) return fetchPage(pageNo);
    const reading = readWithRetries(() => fetchPage(1), delays);
    if (onError) reading.catch(onError);
    return reading;
  };
  const swr = useSWRInfinite<P, unknown, typeof getKey>(getKey, read, { ...SWR_INFINITE, initialSize: bound ? 0 : 1 });
  const { data, error, isValidating, size, setSize, mutate } = swr;
  const listKey = key === null || owner === null ? null : `${key}\u0000${owner}`;
  const answered = useMemo(() => ({ listKey, data }), [listKey, data]);
  const deferred = useDeferredValue(answered);

  // Another list's pages are never drawn, not even for the moment a deferred value lags behind a new key.
  const ownPages = deferred.listKey === listKey ? deferred.data : answered.data;
  const loaded = ownPages?.length ?? 0;
  const pages = useMemo(() => (bound && first ? [first, ...(ownPages ?? [])] : (ownPages ?? [])), [bound, first, ownPages]);
  const items = useMemo(() => pages.flatMap((p): P['content'][number][] => [...p.content]), [pages]);
  const status: PagedList<P>['status'] = bound ? (first ? 'ready' : 'loading') : loaded > 0 ? 'ready' : error && !isValidating ? 'error' : 'loading';
  const last = pages[pages.length - 1];
  const hasMore = status === 'ready' && last !== undefined && last.pageNum < last.totalPages;
  const asking = hasMore && size > loaded;
  const moreFailed = asking && error !== undefined && !isValidating;
  const loadingMore = asking && !moreFailed;

  const loadMore = useCallback(async () => {
    if (!hasMore || loadingMore) return;
    await setSize(loaded + 1);
  }, [hasMore, loadingMore, setSize, loaded]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return { pages, items, status, hasMore, loadingMore, moreFailed, loadMore, retry };
}
