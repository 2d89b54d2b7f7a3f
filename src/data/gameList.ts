import { defineDataSource } from '../renderer/dataSource.ts';

/** GCSGAME_gameList: one page of games. */
export const gameList = defineDataSource<'gameList'>({
  fetch: (p, env) => env.api.call('gameList', { pageNo: 1, ...p }),
});
