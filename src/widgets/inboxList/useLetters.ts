import { useCallback, useState } from 'react';
import type { InboxListResponse } from '../../generated/api/inboxList.response.ts';
import type { AppEnv } from '../../renderer/env.ts';
import { usePagedSource } from '../../renderer/usePagedSource.ts';

export type Letter = InboxListResponse['content'][number];

/**
 * The letters shown: the bound first page, later pages appended on demand, and local changes (read, deleted)
 * applied at once so the list answers the tap before the platform does.
 */
export function useLetters(env: AppEnv, first: InboxListResponse | undefined, pageSize: number) {
  const list = usePagedSource<InboxListResponse>({ key: JSON.stringify(['inboxList', pageSize]), first, fetchPage: (pageNo) => env.api.call('inboxList', { pageNo, pageSize }) });
  const [read, setRead] = useState<ReadonlySet<number>>(() => new Set());
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  const seen = new Set<number>();
  const letters = list.items
    .filter((l) => !deleted.has(l.id) && !seen.has(l.id) && seen.add(l.id))
    .map((l) => (read.has(l.id) ? { ...l, read: true } : l));

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

  return { letters, hasMore: list.hasMore, loadingMore: list.loadingMore, moreFailed: list.moreFailed, loadMore: list.loadMore, markRead, remove };
}
