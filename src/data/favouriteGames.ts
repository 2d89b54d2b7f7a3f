import { defineDataSource } from '../renderer/dataSource.ts';

/** MCSFE_getFavoriteGamesList (session): a page of favourite games (page size 30 by default). */
export const favouriteGames = defineDataSource<'favouriteGames'>({
  needsSession: true,
  fetch: (p, env) => env.api.call('favoriteList', { pageNo: 1, pageSize: 30, ...p }),
});
