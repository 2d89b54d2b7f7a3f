import { defineDataSource } from '../renderer/dataSource.ts';

/** The manual rebate claimable per game category (real accounts of a site with MANPLAYREB3). */
export const rebateClaimable = defineDataSource<'rebateClaimable'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('rebateClaimable'),
});
