import { defineDataSource } from '../renderer/dataSource.ts';

/** The lobby news in the current language (the client fills the language in). */
export const lobbyNews = defineDataSource<'lobbyNews'>({
  fetch: (p, env) => env.api.call('lobbyNews', { pageSize: p.pageSize }),
});
