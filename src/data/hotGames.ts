import { defineDataSource } from '../core/data/types.ts';
import type { Game } from '../generated/api/gameList.response.ts';
import type { HotGamesResponse } from '../generated/api/hotGames.response.ts';
import type { HotGamesParams } from '../generated/data/hotGames.ts';

/** GCSGAME_hotGamesV2 (isPlatform 2): the hot list, hottest first, answered as the games themselves. */
export const hotGames = defineDataSource<HotGamesParams, Game[]>({
  name: 'hotGames',
  async fetch(p, env, context) {
    const query: Record<string, unknown> = { isPlatform: 2, platform: 'html5', language: context.language };
    if (p.gameType) query.gameType = p.gameType;
    const value = await env.api.request<HotGamesResponse>('GET', '/wps/relay/GCSGAME_hotGamesV2', { query });
    return value.list ?? [];
  },
});
