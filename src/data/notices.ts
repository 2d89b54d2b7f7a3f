import { defineDataSource } from '../core/data/types.ts';
import type { NoticesParams } from '../generated/data/notices.ts';
import { listAnnouncements, type Announcement } from './announcements.ts';

/** The answer's lists (banners, player, popup, ...) flattened in the server's order; the marquee reads these. */
export const notices = defineDataSource<NoticesParams, Announcement[]>({
  name: 'notices',
  async fetch(p, env) {
    const value = await listAnnouncements(env, { types: p.types ?? 'PL' });
    return Object.values(value).flatMap((list) => list ?? []);
  },
});
