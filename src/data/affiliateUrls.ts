import { defineDataSource } from '../renderer/dataSource.ts';

/** The agent's registration links (at most 10), each with the members who registered through it. */
export const affiliateUrls = defineDataSource<'affiliateUrls'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('affiliateUrls'),
});
