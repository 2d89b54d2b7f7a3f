import { type ApiCallName, type CallInput, type CallResult, callPlatform } from '../core/platformApi.ts';
import { useRenderer } from './RendererContext.tsx';
import { type ListPage, type PagedList, usePagedSource } from './usePagedSource.ts';

/** The field a paged call takes its page number in: `pageNo` for most, `page` for the team KPIs. */
type PageField = 'pageNo' | 'page';

/** The platform's calls that answer a list page for a page number. */
export type PagedCallName = {
  [N in ApiCallName]: CallResult<N> extends ListPage ? (Extract<PageField, keyof CallInput<N>> extends never ? never : N) : never;
}[ApiCallName];

/** A paged call's request without its page number: the list's filters. */
export type PagedCallFilters<N extends PagedCallName> = Omit<CallInput<N>, PageField>;

export interface PagedCallOptions<P> {
  /** A bound data source's first page (see usePagedSource's `first`): present, even undefined, for such lists. */
  first?: P | undefined;
  onError?(err: unknown): void;
  /** The request field of the page number, when it is not `pageNo`. */
  pageField?: PageField;
}

/**
 * A widget's paged list of a platform call (records, reports, letters, a team): the call's pages for `filters`
 * (null: not yet), through the app's one paging hook. The call and its filters are the list's key, so a new
 * filter starts a new list.
 */
export function usePagedCall<N extends PagedCallName>(
  name: N,
  filters: PagedCallFilters<N> | null,
  options: PagedCallOptions<CallResult<N>> = {},
): PagedList<CallResult<N>> {
  const { env } = useRenderer();
  const { pageField = 'pageNo', ...paging } = options;
  return usePagedSource<CallResult<N>>({
    ...paging,
    key: filters === null ? null : JSON.stringify([name, filters]),
    // The filters were typed against the call's request less its page number, which is added here.
    fetchPage: (pageNo) => callPlatform(env.api, name, { ...filters, [pageField]: pageNo } as CallInput<N>),
  });
}
