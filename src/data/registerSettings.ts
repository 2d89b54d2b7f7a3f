import { defineDataSource } from '../renderer/dataSource.ts';

/** The field rule set forms compose their JSON Schema from. */
export const registerSettings = defineDataSource<'registerSettings'>({
  fetch: (_p, env) => env.api.call('registerSettings'),
});
