import { defineDataSource } from '../core/data/types.ts';
import type { GameVendorsResponse } from '../generated/api/gameVendors.response.ts';
import type { GameVendorsParams } from '../generated/data/gameVendors.ts';

/** GCSGAME_newGameVendor: the vendor lanes; `mapping` gives each category's vendors in order with their classifies. */
export const gameVendors = defineDataSource<GameVendorsParams, GameVendorsResponse>({
  name: 'gameVendors',
  fetch: (_p, env) => env.api.request<GameVendorsResponse>('GET', '/wps/relay/GCSGAME_newGameVendor', { query: { platform: 'html5' } }),
});
