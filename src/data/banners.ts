import { defineDataSource } from '../core/data/types.ts';
import type { BannersParams } from '../generated/data/banners.ts';
import { listAnnouncements, type Announcement } from './announcements.ts';

/** Banners of one group (m_home, m_leftmenu, m_login, ...); the server also returns ungrouped ones, dropped here. */
export const banners = defineDataSource<BannersParams, Announcement[]>({
  name: 'banners',
  async fetch(p, env) {
    const value = await listAnnouncements(env, { types: 'B', groupName: p.groupName });
    return (value.banners ?? []).filter((b) => b.groupName === p.groupName);
  },
});
