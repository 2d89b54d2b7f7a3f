import { defineDataSource } from '../renderer/dataSource.ts';

/** Reward centre missions with the member's progress; a free-play account has none and makes no call. */
export const missions = defineDataSource<'missions'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount) return { list: [] };
    return env.api.call('missionList');
  },
});
