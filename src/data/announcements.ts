import type { AppEnv } from '../core/env.ts';
import type { AnnouncementsResponse } from '../generated/api/announcements.response.ts';

/** One announcement as the list widgets read it. */
export type Announcement = NonNullable<AnnouncementsResponse['promotion']>[number];

/** MCSFE_getListAnnouncements on the mobile platform; shared by the promotions and banners sources. */
export function listAnnouncements(env: Pick<AppEnv, 'api' | 'store'>, query: { types: string; groupName?: string }): Promise<AnnouncementsResponse> {
  return env.api.request<AnnouncementsResponse>('GET', '/wps/relay/MCSFE_getListAnnouncements', {
    query: { ...query, platform: 'M', language: env.store.getState().language },
  });
}
