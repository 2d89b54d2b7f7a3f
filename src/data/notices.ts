import { defineDataSource } from '../renderer/dataSource.ts';
import { listAnnouncements } from './announcements.ts';

/** The types param's form: what a route query bound to it must look like to be sent. */
const TYPES = /^(B|PL|PU|PR|H|A)(,(B|PL|PU|PR|H|A))*$/;

/** The answer's lists (banners, player, popup, ...) flattened in the server's order; the marquee reads these. */
export const notices = defineDataSource<'notices'>({
  offlineCopy: true,
  async fetch(p, env) {
    const types = p.types && TYPES.test(p.types) ? p.types : p.defaultTypes;
    const value = await listAnnouncements(env, p.groupName ? { types, groupName: p.groupName } : { types });
    return Object.values(value).flatMap((list) => list ?? []);
  },
});
