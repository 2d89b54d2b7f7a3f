import { useCallback, useState } from 'react';
import type { InboxListResponse } from '../../generated/api/inboxList.response.ts';
import { usePagedCall } from '../../renderer/usePagedCall.ts';
import { type MutationEvent, useMutation } from '../../renderer/useMutation.ts';

export type Letter = InboxListResponse['content'][number];

/**
 * The letters shown: the bound first page, later pages appended on demand, and local changes (read, deleted)
 * applied at once so the list answers the tap before the platform does. Marking read and deleting emit `done`
 * (or `failed`): the document reloads the unread counts.
 */
export function useLetters(emit: (event: MutationEvent, payload: Record<string, unknown>) => void, first: InboxListResponse | undefined, pageSize: number) {
  const list = usePagedCall('inboxList', { pageSize }, { first });
  const [read, setRead] = useState<ReadonlySet<number>>(() => new Set());
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  const marking = useMutation(emit);
  const deleting = useMutation(emit);
  const seen = new Set<number>();
  const letters = list.items.filter((l) => !deleted.has(l.id) && !seen.has(l.id) && seen.add(l.id)).map((l) => (read.has(l.id) ? { ...l, read: true } : l));

  const { send: sendMark } = marking;
  const markRead = useCallback(
    (letter: Letter) => {
      if (letter.read || read.has(letter.id)) return;
      setRead((s) => new Set(s).add(letter.id));
      // A failed mark is dropped silently: the letter shows read until the list reloads.
      void sendMark('inboxMarkRead', { id: letter.id });
    },
    [sendMark, read],
  );

  /** Deletes a letter: whether the platform did (a failure is the caller's to say). */
  const { send: sendDelete } = deleting;
  const remove = useCallback(
    async (letter: Letter): Promise<boolean> => {
      if ((await sendDelete('inboxDelete', { id: letter.id })) === undefined) return false;
      setDeleted((s) => new Set(s).add(letter.id));
      return true;
    },
    [sendDelete],
  );

  return { letters, hasMore: list.hasMore, loadingMore: list.loadingMore, moreFailed: list.moreFailed, loadMore: list.loadMore, markRead, remove };
}
