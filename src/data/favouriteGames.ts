import { defineDataSource } from '../core/data/types.ts';
import type { FavoriteListResponse } from '../generated/api/favoriteList.response.ts';
import type { FavouriteGamesParams } from '../generated/data/favouriteGames.ts';

/** MCSFE_getFavoriteGamesList (session): a page of favourite games (page size 30 by default). */
export const favouriteGames = defineDataSource<FavouriteGamesParams, FavoriteListResponse>({
  name: 'favouriteGames',
  needsSession: true,
  fetch: (p, env, context) =>
    env.api.request<FavoriteListResponse>('GET', '/wps/relay/MCSFE_getFavoriteGamesList', {
      query: { pageNo: 1, pageSize: 30, language: context.language, ...p },
    }),
});
