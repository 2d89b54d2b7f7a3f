import { defineDataSource } from '../core/data/types.ts';
import type { BannersParams } from '../generated/data/banners.ts';
import type { AppEnv } from '../core/env.ts';
import { listAnnouncements, type Announcement } from './announcements.ts';

/** The banners of one group; the server also returns ungrouped ones, dropped here. */
export async function fetchBanners(env: Pick<AppEnv, 'api' | 'store'>, groupName: string): Promise<Announcement[]> {
  const value = await listAnnouncements(env, { types: 'B', groupName });
  return (value.banners ?? []).filter((b) => b.groupName === groupName);
}

/** Banners of one group (m_home, m_leftmenu, m_login, ...). */
export const banners = defineDataSource<BannersParams, Announcement[]>({
  name: 'banners',
  fetch: (p, env) => fetchBanners(env, p.groupName),
});
