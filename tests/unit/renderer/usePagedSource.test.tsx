import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { type ListPage, usePagedSource } from '../../../src/renderer/usePagedSource.ts';

type Page = ListPage<string>;
const page = (pageNum: number, totalPages: number, tag = ''): Page => ({ content: [`${tag}${pageNum}a`, `${tag}${pageNum}b`], pageNum, totalPages });
// One cache per test, as per app.
const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

describe('usePagedSource', () => {
  it('appends later pages to a bound first page and starts again when the first page reloads', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n, 3));
    const { result, rerender } = renderHook(({ first }) => usePagedSource<Page>({ key: 'list', first, fetchPage }), {
      initialProps: { first: page(1, 3) },
      wrapper,
    });
    expect(result.current.items).toEqual(['1a', '1b']);
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledWith(2);
    await waitFor(() => expect(result.current.items).toEqual(['1a', '1b', '2a', '2b']));
    rerender({ first: page(1, 3, 'new') });
    expect(result.current.items).toEqual(['new1a', 'new1b']);
    expect(fetchPage).not.toHaveBeenCalledWith(1);
  });

  it('loads page 1 itself per key, drops answers for an older key, and stops at the last page', async () => {
    let release: (p: Page) => void = () => undefined;
    const fetchPage = vi.fn((n: number) => (n === 1 ? new Promise<Page>((r) => (release = r)) : Promise.resolve(page(n, 2))));
    const { result, rerender } = renderHook(({ k }) => usePagedSource<Page>({ key: k, fetchPage }), { initialProps: { k: 'a' }, wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    const releaseOld = release;
    rerender({ k: 'b' });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await act(async () => releaseOld(page(1, 2, 'old')));
    expect(result.current.items).toEqual([]);
    await act(async () => release(page(1, 2, 'b')));
    await waitFor(() => expect(result.current.items).toEqual(['b1a', 'b1b']));
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['b1a', 'b1b', '2a', '2b']));
    expect(result.current.hasMore).toBe(false);
  });

  it('reads a list again when its key comes back (a tab chosen again)', async () => {
    const fetchPage = vi.fn(async (n: number) => page(n, 1));
    const { result, rerender } = renderHook(({ k }) => usePagedSource<Page>({ key: k, fetchPage }), { initialProps: { k: 'a' }, wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ k: 'b' });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    rerender({ k: 'a' });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
  });

  it('waits for a key, reports a failed first page and a failed later page, and retries each', async () => {
    let fail = true;
    const fetchPage = vi.fn(async (n: number) => {
      if (fail) throw new Error('500');
      return page(n, 3);
    });
    const { result, rerender } = renderHook(({ k }) => usePagedSource<Page>({ key: k, fetchPage }), { initialProps: { k: null as string | null }, wrapper });
    expect(result.current.status).toBe('loading');
    expect(fetchPage).not.toHaveBeenCalled();
    rerender({ k: 'k' });
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    fail = true;
    await act(() => result.current.loadMore().catch(() => undefined));
    await waitFor(() => expect(result.current.moreFailed).toBe(true));
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.items).toEqual(['1a', '1b']);
    fail = false;
    await act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['1a', '1b', '2a', '2b']));
    expect(result.current.moreFailed).toBe(false);
    expect(fetchPage.mock.calls.map(([n]) => n).filter((n) => n === 1)).toHaveLength(2);
  });
});
