import { defineDataSource } from '../renderer/dataSource.ts';

/** The agent's dividend settlements; a session that is not an agent's has none and makes no call. */
export const agentDividends = defineDataSource<'agentDividends'>({
  needsSession: true,
  fetch: async (_p, env, context) => (context.session.isAgent ? env.api.call('agentDividends') : { enabled: true, list: [] }),
});
