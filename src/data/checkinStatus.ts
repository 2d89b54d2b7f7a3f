import { defineDataSource } from '../renderer/dataSource.ts';

/** The member's daily check-in calendar (real accounts; the screen sends trial accounts away before this runs). */
export const checkinStatus = defineDataSource<'checkinStatus'>({
  needsSession: true,
  fetch: (_p, env) => env.api.call('checkinStatus'),
});
