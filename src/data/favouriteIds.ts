import { defineDataSource } from '../core/data/types.ts';
import type { FavouriteIdsParams } from '../generated/data/favouriteIds.ts';

/** MCSFE_getFavoriteGames (session): the favourites' nodeIds (pageNo 1, pageSize 100). Tiles read the store copy. */
export const favouriteIds = defineDataSource<FavouriteIdsParams, string[]>({
  name: 'favouriteIds',
  needsSession: true,
  fetch: (_p, env) => env.api.request<string[]>('GET', '/wps/relay/MCSFE_getFavoriteGames', { query: { pageNo: 1, pageSize: 100 } }),
});
