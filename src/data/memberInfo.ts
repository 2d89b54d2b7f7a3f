import { defineDataSource } from '../renderer/dataSource.ts';

/** Who is signed in (nickname, type, club label, affiliate code). */
export const memberInfo = defineDataSource<'memberInfo'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('memberInfo'),
});
