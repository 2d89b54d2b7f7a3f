import { defineDataSource } from '../renderer/dataSource.ts';

/** The invitation code, rules and figures; the referral dialog and /m/inviteFriends build the same link from it. */
export const inviteStats = defineDataSource<'inviteStats'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('inviteStats'),
});
