import { defineDataSource } from '../renderer/dataSource.ts';

/** GCSGAME_gameList: one page of games. */
export const gameList = defineDataSource<'gameList'>({
  offlineCopy: true,
  fetch: (p, env) => env.api.call('gameList', { pageNo: 1, ...p }),
});
