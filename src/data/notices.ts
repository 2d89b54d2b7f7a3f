import { defineDataSource } from '../renderer/dataSource.ts';
import { listAnnouncements } from './announcements.ts';

/** The answer's lists (banners, player, popup, ...) flattened in the server's order; the marquee reads these. */
export const notices = defineDataSource<'notices'>({
  async fetch(p, env) {
    const value = await listAnnouncements(env, { types: p.types ?? 'PL' });
    return Object.values(value).flatMap((list) => list ?? []);
  },
});
