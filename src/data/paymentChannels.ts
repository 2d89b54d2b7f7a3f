import { defineDataSource } from '../renderer/dataSource.ts';

/** Deposit channels; accounts that may not deposit (not types 0, 1, 2) make no call and get none. */
export const paymentChannels = defineDataSource<'paymentChannels'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) return { list: [] };
    return env.api.call('paymentChannels');
  },
});
