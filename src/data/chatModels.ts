import { defineDataSource } from '../renderer/dataSource.ts';

/** The live chat queues; a trial account, or a site without live chat (CBS3), has none and makes no call. */
export const chatModels = defineDataSource<'chatModels'>({
  needsSession: true,
  async fetch(_p, env, context) {
    if (!context.session.isRealAccount || !context.flags.CBS3) return { list: [] };
    return env.api.call('chatModels');
  },
});
