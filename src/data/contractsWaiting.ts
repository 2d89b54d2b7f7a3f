import { defineDataSource } from '../renderer/dataSource.ts';

/** Agent contracts waiting for an answer; a session that is not an agent's has none and makes no call. */
export const contractsWaiting = defineDataSource<'contractsWaiting'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isAgent) return 0;
    const funds = await env.api.call('fundsConsolidated');
    return funds.isAgent ? funds.pendingContracts : 0;
  },
});
