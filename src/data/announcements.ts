import type { AppEnv } from '../renderer/env.ts';
import type { AnnouncementsResponse } from '../generated/api/announcements.response.ts';

/** MCSFE_getListAnnouncements of some types (and group); shared by the promotions, notices and banners sources. */
export function listAnnouncements(env: Pick<AppEnv, 'api'>, query: { types: string; groupName?: string }): Promise<AnnouncementsResponse> {
  return env.api.call('announcements', query);
}
