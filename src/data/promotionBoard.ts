import { defineDataSource } from '../renderer/dataSource.ts';
import { listAnnouncements } from './announcements.ts';

/** The promotions page's categories and promotions, asked for together (one skeleton, one retry). */
export const promotionBoard = defineDataSource<'promotionBoard'>({
  offlineCopy: true,
  async fetch(_p, env) {
    const [categories, announcements] = await Promise.all([env.api.call('promotionCategories'), listAnnouncements(env, { types: 'promotion' })]);
    return { categories: [...categories].sort((a, b) => a.sequence - b.sequence), promotions: announcements.promotion ?? [] };
  },
});
