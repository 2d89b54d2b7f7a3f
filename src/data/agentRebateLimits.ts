import { defineDataSource } from '../renderer/dataSource.ts';

/** The agent's own rebate rates per game category: what it earns, and the most a direct downline may get. */
export const agentRebateLimits = defineDataSource<'agentRebateLimits'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('agentRebateLimits'),
});
