import { defineDataSource } from '../renderer/dataSource.ts';

/** GCS_recentGame (session): a page of recently played games (page size 25 by default). */
export const recentGames = defineDataSource<'recentGames'>({
  needsSession: true,
  fetch: (p, env) => env.api.call('recentGames', { page: 1, pageSize: 25, ...p }),
});
