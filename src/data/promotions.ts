import { defineDataSource } from '../core/data/types.ts';
import type { PromotionsParams } from '../generated/data/promotions.ts';
import { listAnnouncements, type Announcement } from './announcements.ts';

/** The promotion activities (the left menu shows the first three, /m/activity all of them). */
export const promotions = defineDataSource<PromotionsParams, Announcement[]>({
  name: 'promotions',
  async fetch(p, env) {
    const list = (await listAnnouncements(env, { types: 'promotion' })).promotion ?? [];
    return p.limit ? list.slice(0, p.limit) : list;
  },
});
