import { defineDataSource } from '../renderer/dataSource.ts';

/** The first page of withdrawals; accounts that may not withdraw make no call and have none. */
export const withdrawReport = defineDataSource<'withdrawReport'>({
  needsSession: true,
  async fetch(p, env, context) {
    if (!context.session.isRealAccount) return { content: [], pageNum: 1, totalPages: 0, totalCount: 0 };
    return env.api.call('withdrawReport', { pageNo: 1, pageSize: p.pageSize });
  },
});
