import { defineDataSource } from '../renderer/dataSource.ts';

/** VIP levels and the member's progress; a free-play account has no VIP and makes no call. */
export const vipLevels = defineDataSource<'vipLevels'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) return { enabled: false, levels: [], current: { level: 0, name: '', deposits: 0, bets: 0 }, next: null };
    return env.api.call('vipLevels');
  },
});
