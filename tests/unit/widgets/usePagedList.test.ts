import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ListPage, usePagedList } from '../../../src/widgets/shared/usePagedList.ts';

type Page = ListPage<string>;
const page = (pageNum: number, totalPages: number, tag = ''): Page => ({ content: [`${tag}${pageNum}a`, `${tag}${pageNum}b`], pageNum, totalPages });

describe('usePagedList', () => {
  it('appends later pages to a bound first page and starts again when the first page reloads', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n, 3));
    const { result, rerender } = renderHook(({ first }) => usePagedList<Page>({ first, fetchPage }), { initialProps: { first: page(1, 3) } });
    expect(result.current.items).toEqual(['1a', '1b']);
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledWith(2);
    expect(result.current.items).toEqual(['1a', '1b', '2a', '2b']);
    rerender({ first: page(1, 3, 'new') });
    expect(result.current.items).toEqual(['new1a', 'new1b']);
  });

  it('loads page 1 itself per query key, drops answers for an older key, and stops at the last page', async () => {
    let release: (p: Page) => void = () => undefined;
    const fetchPage = vi.fn((n: number) => (n === 1 ? new Promise<Page>((r) => (release = r)) : Promise.resolve(page(n, 2))));
    const { result, rerender } = renderHook(({ queryKey }) => usePagedList<Page>({ queryKey, fetchPage }), { initialProps: { queryKey: 'a' } });
    expect(result.current.status).toBe('loading');
    const releaseOld = release;
    rerender({ queryKey: 'b' });
    await act(async () => releaseOld(page(1, 2, 'old')));
    expect(result.current.items).toEqual([]);
    await act(async () => release(page(1, 2, 'b')));
    expect(result.current.items).toEqual(['b1a', 'b1b']);
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['b1a', 'b1b', '2a', '2b']);
    expect(result.current.hasMore).toBe(false);
  });

  it('reports a failed first page and a failed later page, and retries', async () => {
    let fail = true;
    const fetchPage = vi.fn(async (n: number) => {
      if (fail) throw new Error('500');
      return page(n, 2);
    });
    const { result } = renderHook(() => usePagedList<Page>({ queryKey: 'k', fetchPage }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    fail = true;
    await act(() => result.current.loadMore());
    expect(result.current.moreFailed).toBe(true);
    expect(result.current.items).toEqual(['1a', '1b']);
  });
});
