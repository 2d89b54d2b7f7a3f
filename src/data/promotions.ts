import { defineDataSource } from '../renderer/dataSource.ts';
import { listAnnouncements } from './announcements.ts';

/** The promotion activities (the left menu shows the first three, /m/activity all of them). */
export const promotions = defineDataSource<'promotions'>({
  offlineCopy: true,
  async fetch(p, env) {
    const list = (await listAnnouncements(env, { types: 'promotion' })).promotion ?? [];
    return p.limit ? list.slice(0, p.limit) : list;
  },
});
