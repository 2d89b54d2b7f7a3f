import { defineDataSource } from '../renderer/dataSource.ts';

/** The member's security questions (never the answers); a free-play account has none and makes no call. */
export const customerSecurityQuestions = defineDataSource<'customerSecurityQuestions'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) return { list: [] };
    return env.api.call('customerSecurityQuestions');
  },
});
