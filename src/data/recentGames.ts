import { defineDataSource } from '../core/data/types.ts';
import type { RecentGamesResponse } from '../generated/api/recentGames.response.ts';
import type { RecentGamesParams } from '../generated/data/recentGames.ts';

/** GCS_recentGame (session): a page of recently played games (page size 25 by default). */
export const recentGames = defineDataSource<RecentGamesParams, RecentGamesResponse>({
  name: 'recentGames',
  needsSession: true,
  fetch: (p, env, context) =>
    env.api.request<RecentGamesResponse>('GET', '/wps/relay/GCS_recentGame', {
      query: { page: 1, pageSize: 25, clientType: 2, language: context.language, ...p },
    }),
});
