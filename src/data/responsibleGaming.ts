import { defineDataSource } from '../renderer/dataSource.ts';

/** Deposit limits, reality check and exclusion; accounts that may not deposit have none and make no call. */
export const responsibleGaming = defineDataSource<'responsibleGaming'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) {
      const none = { amount: null, used: 0, pending: null };
      return { depositLimits: { day: none, week: none, month: none }, realityCheckMinutes: null, exclusion: null };
    }
    return env.api.call('responsibleGaming');
  },
});
