import { defineDataSource } from '../renderer/dataSource.ts';

/** Cards, password state, balance and lock for the withdraw screen; accounts that may not withdraw make no call. */
export const withdrawAccount = defineDataSource<'withdrawAccount'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) return { cards: [], hasPassword: false, balance: 0, lock: { lockedUntil: null, attemptsLeft: 0 } };
    const [cards, hasPassword, wallet, lock] = await Promise.all([
      env.api.call('bankCards'),
      env.api.call('hasWithdrawalPassword'),
      env.api.call('walletBalance'),
      env.api.call('withdrawLock'),
    ]);
    return { cards: cards.list, hasPassword, balance: wallet.sumBalance, lock };
  },
});
