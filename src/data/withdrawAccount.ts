import { defineDataSource } from '../renderer/dataSource.ts';

const NONE_OPEN = { open: false, withdrawable: 0, turnoverLeft: 0, held: 0 };

/**
 * Cards, password state, balance, lock and what bonus wagering leaves free for the withdraw screen; accounts that
 * may not withdraw make no call.
 */
export const withdrawAccount = defineDataSource<'withdrawAccount'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) return { cards: [], hasPassword: false, balance: 0, lock: { lockedUntil: null, attemptsLeft: 0 }, wagering: NONE_OPEN };
    const [cards, hasPassword, wallet, lock, wagering] = await Promise.all([
      env.api.call('bankCards'),
      env.api.call('hasWithdrawalPassword'),
      env.api.call('walletBalance'),
      env.api.call('withdrawLock'),
      env.api.call('wageringStatus'),
    ]);
    const open = wagering.requirements.length > 0;
    return {
      cards: cards.list,
      hasPassword,
      // Withdrawals take from the main wallet (account type 1): money moved to a game wallet is not withdrawable.
      balance: wallet.balance.find((b) => b.accountTypeId === 1)?.availBalance ?? wallet.sumBalance,
      lock,
      wagering: open ? { open, withdrawable: wagering.withdrawable, turnoverLeft: wagering.turnoverLeft, held: wagering.held } : NONE_OPEN,
    };
  },
});
