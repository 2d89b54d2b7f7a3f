import { defineDataSource } from '../renderer/dataSource.ts';

/** sumBalance is what the header and member menu show. */
export const walletBalance = defineDataSource<'walletBalance'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('walletBalance'),
});
