import { useCallback, useState } from 'react';
import type { InboxListResponse } from '../../generated/api/inboxList.response.ts';
import type { AppEnv } from '../../renderer/env.ts';

export type Letter = InboxListResponse['content'][number];

/**
 * The letters shown: the bound first page, later pages appended on demand, and local changes (read, deleted)
 * applied at once so the list answers the tap before the platform does.
 */
export function useLetters(env: AppEnv, first: InboxListResponse | undefined, pageSize: number) {
  // Later pages belong to the first page they followed: a reloaded first page starts the list again.
  const [more, setMore] = useState<{ after: InboxListResponse | undefined; pages: InboxListResponse[] }>({ after: undefined, pages: [] });
  const pages = more.after === first ? more.pages : [];
  const [read, setRead] = useState<ReadonlySet<number>>(() => new Set());
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const all = first ? [first, ...pages] : [];
  const last = all[all.length - 1];
  const seen = new Set<number>();
  const letters = all
    .flatMap((p) => p.content)
    .filter((l) => !deleted.has(l.id) && !seen.has(l.id) && seen.add(l.id))
    .map((l) => (read.has(l.id) ? { ...l, read: true } : l));

  const loadMore = useCallback(async () => {
    if (!last || last.pageNum >= last.totalPages) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const next = await env.api.call('inboxList', { pageNo: last.pageNum + 1, pageSize });
      setMore((m) => ({ after: first, pages: [...(m.after === first ? m.pages : []), next] }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [env, first, last, pageSize]);

  const markRead = useCallback(
    (letter: Letter) => {
      if (letter.read || read.has(letter.id)) return;
      setRead((s) => new Set(s).add(letter.id));
      void env.api
        .call('inboxMarkRead', { id: letter.id })
        .then(() => env.refreshData('unreadCount'))
        .catch(() => undefined);
    },
    [env, read],
  );

  const remove = useCallback(
    async (letter: Letter) => {
      await env.api.call('inboxDelete', { id: letter.id });
      setDeleted((s) => new Set(s).add(letter.id));
      void env.refreshData('unreadCount');
    },
    [env],
  );

  return { letters, hasMore: Boolean(last && last.pageNum < last.totalPages), loadingMore, moreFailed, loadMore, markRead, remove };
}
