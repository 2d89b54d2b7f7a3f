import { defineDataSource } from '../renderer/dataSource.ts';

/** The agent's daily salary records; a session that is not an agent's has none and makes no call. */
export const dailySalary = defineDataSource<'dailySalary'>({
  needsSession: true,
  fetch: async (_p, env, context) => (context.session.isAgent ? env.api.call('dailySalary') : { list: [] }),
});
