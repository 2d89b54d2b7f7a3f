import { defineDataSource } from '../core/data/types.ts';
import type { UnreadCountParams } from '../generated/data/unreadCount.ts';
import type { AnnouncementUnreadCountResponse } from '../generated/api/announcementUnreadCount.response.ts';
import type { ChatUnreadCountResponse } from '../generated/api/chatUnreadCount.response.ts';
import type { InboxUnreadCountResponse } from '../generated/api/inboxUnreadCount.response.ts';

/** Unread counts; trial accounts (type 4) have none (the spec: no unread counts for type 4), chat only with CBS3. */
export const unreadCount = defineDataSource<UnreadCountParams, number>({
  name: 'unreadCount',
  needsSession: true,
  async fetch(p, env, context) {
    if (context.session.kind !== 'member') return 0;
    if (p.kind === 'inbox') return Number(await env.api.request<InboxUnreadCountResponse>('GET', '/wps/relay/CSP_unreadCount')) || 0;
    if (p.kind === 'announcement') {
      return (await env.api.request<AnnouncementUnreadCountResponse>('GET', '/wps/relay/MCSFE_unreadCount')).announcementUnreadCount ?? 0;
    }
    if (!context.flags.CBS3) return 0;
    return (await env.api.request<ChatUnreadCountResponse>('GET', '/wps/relay/CBS_unreadCount')).unReadCount ?? 0;
  },
});
