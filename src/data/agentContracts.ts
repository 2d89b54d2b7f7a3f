import { defineDataSource } from '../renderer/dataSource.ts';

/** The agent's contracts of one kind with their state: the contract pages list them and answer the pending ones. */
export const agentContracts = defineDataSource<'agentContracts'>({
  needsSession: true,
  fetch: (p, env) => env.api.call('agentContracts', { kind: p.kind }),
});
