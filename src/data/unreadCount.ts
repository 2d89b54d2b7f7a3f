import { defineDataSource } from '../renderer/dataSource.ts';

/** Unread counts; trial accounts (type 4) have none and make no call; chat counts only with CBS3. */
export const unreadCount = defineDataSource<'unreadCount'>({
  needsSession: true,
  async fetch(p, env, context) {
    if (context.session.kind !== 'member') return 0;
    if (p.kind === 'inbox') return Number(await env.api.call('inboxUnreadCount')) || 0;
    if (p.kind === 'announcement') return (await env.api.call('announcementUnreadCount', p.types ? { types: p.types } : {})).announcementUnreadCount ?? 0;
    if (!context.flags.CBS3) return 0;
    return (await env.api.call('chatUnreadCount')).unReadCount ?? 0;
  },
});
