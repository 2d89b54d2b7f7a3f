import { defineDataSource } from '../renderer/dataSource.ts';

/** The main wallet and the vendor wallets with their ids and balances (the transfer screen's two sides). */
export const vendorWallets = defineDataSource<'vendorWallets'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('walletGcs'),
});
