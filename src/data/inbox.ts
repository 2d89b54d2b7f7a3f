import { defineDataSource } from '../renderer/dataSource.ts';

/** The first page of the inbox; trial accounts have no inbox and make no call. */
export const inbox = defineDataSource<'inbox'>({
  needsSession: true,
  async fetch(p, env, context) {
    if (context.session.kind !== 'member') return { content: [], pageNum: 1, totalPages: 0, totalCount: 0 };
    return env.api.call('inboxList', { pageNo: 1, pageSize: p.pageSize });
  },
});
