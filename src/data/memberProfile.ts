import { defineDataSource } from '../renderer/dataSource.ts';

/** Account, nickname, payee name and head icon, read together; a free-play account has no icon and asks for none. */
export const memberProfile = defineDataSource<'memberProfile'>({
  needsSession: true,
  async fetch(_p, env, context) {
    const [info, icon] = await Promise.all([
      env.api.call('memberInfo'),
      context.session.isRealAccount ? env.api.call('memberIcon') : Promise.resolve({ icon: null, updatedAt: null }),
    ]);
    return { account: info.account, nickname: info.nickname ?? null, payeeName: info.payeeName ?? null, icon: icon.icon };
  },
});
