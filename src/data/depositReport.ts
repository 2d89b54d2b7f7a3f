import { defineDataSource } from '../renderer/dataSource.ts';

/** The first page of deposit orders; accounts that may not deposit make no call and have none. */
export const depositReport = defineDataSource<'depositReport'>({
  needsSession: true,
  async fetch(p, env, context) {
    if (!context.session.isRealAccount) return { content: [], pageNum: 1, totalPages: 0, totalCount: 0 };
    return env.api.call('depositReport', { pageNo: 1, pageSize: p.pageSize });
  },
});
