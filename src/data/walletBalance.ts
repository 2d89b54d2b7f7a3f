import { defineDataSource } from '../core/data/types.ts';
import type { WalletBalanceParams } from '../generated/data/walletBalance.ts';
import type { WalletBalanceResponse } from '../generated/api/walletBalance.response.ts';

/** GET /wps/v2/wallets/balance: sumBalance is what the header and member menu show. */
export const walletBalance = defineDataSource<WalletBalanceParams, WalletBalanceResponse>({
  name: 'walletBalance',
  needsSession: true,
  fetch: (_p, env) => env.api.request<WalletBalanceResponse>('GET', '/wps/v2/wallets/balance'),
});
