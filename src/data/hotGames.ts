import { defineDataSource } from '../renderer/dataSource.ts';

/** GCSGAME_hotGamesV2: the hot list, hottest first, answered as the games themselves. */
export const hotGames = defineDataSource<'hotGames'>({
  offlineCopy: true,
  async fetch(p, env) {
    const value = await env.api.call('hotGames', p.gameType ? { gameType: p.gameType } : {});
    return value.list ?? [];
  },
});
