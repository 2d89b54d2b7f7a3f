import { defineDataSource } from '../renderer/dataSource.ts';

/** GCSGAME_newGameVendor: the vendor lanes; `mapping` gives each category's vendors in order with their classifies. */
export const gameVendors = defineDataSource<'gameVendors'>({
  offlineCopy: true,
  fetch: (_p, env) => env.api.call('gameVendors'),
});
