import { defineDataSource } from '../renderer/dataSource.ts';

/** MCSFE_getFavoriteGames (session): the favourites' nodeIds. Tiles read the store's copy (domain/games). */
export const favouriteIds = defineDataSource<'favouriteIds'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('favoriteIds'),
});
