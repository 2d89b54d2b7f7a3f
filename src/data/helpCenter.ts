import { defineDataSource } from '../renderer/dataSource.ts';

/** The help centre in the current language: the home footer lists the titles, /m/help the contents. */
export const helpCenter = defineDataSource<'helpCenter'>({
  offlineCopy: true,
  fetch: (_p, env) => env.api.call('helpCenter'),
});
