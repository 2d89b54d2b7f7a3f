import { defineDataSource } from '../renderer/dataSource.ts';

const NONE = { withdrawalPassword: false, securityQuestions: 0, mobileBound: false, emailBound: false, payeeName: false, bankCards: 0, level: 'low' } as const;

/** The protections the member has set; a free-play account has none and makes no call. */
export const securityConfig = defineDataSource<'securityConfig'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) return { ...NONE };
    return env.api.call('securityConfig');
  },
});
