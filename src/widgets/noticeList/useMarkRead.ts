import { useCallback, useEffect, useRef, useState } from 'react';
import { type MutationEvent, useMutation } from '../../renderer/useMutation.ts';

/** At most one read report per this many ms (the platform's mark-read throttle). */
const MARK_READ_INTERVAL_MS = 150;

/**
 * Read marks for announcements: marked locally at once, reported to the platform one by one, at most one call per
 * MARK_READ_INTERVAL_MS; each report answered emits `done` (the document reloads the unread counts) and calls
 * `onReported` (the list reloads itself). A failed report is dropped silently (the notice shows read until the list
 * reloads, as the platform does).
 */
export function useMarkRead(
  emit: (event: MutationEvent, payload: Record<string, unknown>) => void,
  enabled: boolean,
  onReported: (() => void) | undefined,
): { readIds: ReadonlySet<number>; markRead(id: number): void } {
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(() => new Set());
  const queue = useRef<number[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef(0);
  const { send } = useMutation(emit);
  // The list's reload as it is now: a report answers after renders that may have brought a new one.
  const reported = useRef(onReported);
  reported.current = onReported;

  const drain = useCallback(() => {
    timer.current = null;
    const id = queue.current.shift();
    if (id === undefined) return;
    last.current = Date.now();
    void send('markAnnouncementRead', { announcementId: id, read: true }).then((answer) => {
      if (answer !== undefined) reported.current?.();
    });
    if (queue.current.length > 0) timer.current = setTimeout(drain, MARK_READ_INTERVAL_MS);
  }, [send]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const markRead = useCallback(
    (id: number) => {
      if (!enabled) return;
      setReadIds((s) => (s.has(id) ? s : new Set(s).add(id)));
      if (queue.current.includes(id)) return;
      queue.current.push(id);
      if (timer.current) return;
      const wait = Math.max(0, last.current + MARK_READ_INTERVAL_MS - Date.now());
      timer.current = setTimeout(drain, wait);
    },
    [enabled, drain],
  );
  return { readIds, markRead };
}
