import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppEnv } from '../../renderer/env.ts';

/** At most one read report per this many ms (the platform's mark-read throttle). */
export const MARK_READ_INTERVAL_MS = 150;

/**
 * Read marks for announcements: marked locally at once, reported to the platform one by one, at most one call per
 * MARK_READ_INTERVAL_MS, then the list and the unread counts reload. A failed report is dropped silently (the
 * notice shows read until the list reloads, as the platform does).
 */
export function useMarkRead(env: AppEnv, enabled: boolean): { readIds: ReadonlySet<number>; markRead(id: number): void } {
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(() => new Set());
  const queue = useRef<number[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef(0);

  const drain = useCallback(() => {
    timer.current = null;
    const id = queue.current.shift();
    if (id === undefined) return;
    last.current = Date.now();
    void env.api
      .call('markAnnouncementRead', { announcementId: id, read: true })
      .then(() => Promise.all([env.refreshData('notices'), env.refreshData('unreadCount')]))
      .catch(() => undefined);
    if (queue.current.length > 0) timer.current = setTimeout(drain, MARK_READ_INTERVAL_MS);
  }, [env]);

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
