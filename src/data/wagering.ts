import { defineDataSource } from '../renderer/dataSource.ts';

/** Open bonus wagering requirements and the free part of the balance; a free-play account has none and makes no call. */
export const wagering = defineDataSource<'wagering'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) return { balance: 0, held: 0, withdrawable: 0, turnoverLeft: 0, requirements: [] };
    return env.api.call('wageringStatus');
  },
});
