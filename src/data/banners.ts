import type { Announcement } from '../generated/api/shapes/announcement.ts';
import { defineDataSource } from '../renderer/dataSource.ts';
import type { AppEnv } from '../renderer/env.ts';
import { listAnnouncements } from './announcements.ts';

/** The banners of one group; the server also returns ungrouped ones, dropped here. */
export async function fetchBanners(env: Pick<AppEnv, 'api'>, groupName: string): Promise<Announcement[]> {
  const value = await listAnnouncements(env, { types: 'B', groupName });
  return (value.banners ?? []).filter((b) => b.groupName === groupName);
}

/** Banners of one group (m_home, m_leftmenu, m_login, ...). */
export const banners = defineDataSource<'banners'>({
  offlineCopy: true,
  fetch: (p, env) => fetchBanners(env, p.groupName),
});
