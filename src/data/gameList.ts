import { defineDataSource } from '../core/data/types.ts';
import type { GameListResponse } from '../generated/api/gameList.response.ts';
import type { GameListParams } from '../generated/data/gameList.ts';

/** GCSGAME_gameList: one page of games; the platform's fixed platform/clientType/imgSize are added here. */
export const gameList = defineDataSource<GameListParams, GameListResponse>({
  name: 'gameList',
  fetch: (p, env, context) =>
    env.api.request<GameListResponse>('GET', '/wps/relay/GCSGAME_gameList', {
      query: { platform: 'html5', clientType: 2, imgSize: 'rx2', language: context.language, pageNo: 1, ...p },
    }),
});
