import { defineDataSource } from '../renderer/dataSource.ts';
import { fetchStatusInfo } from './siteLinks.ts';

/** Customer-service items titled 'CS' or 'whatsapp' carry encrypted paths (key = last 8 characters). */
const ENCRYPTED_TITLES = ['cs', 'whatsapp'];

export const customerService = defineDataSource<'customerService'>({
  async fetch(_p, env) {
    // The DES decoder (crypto-js) loads with this source, not with the first screen's JS.
    const [info, { decodeCsPath }] = await Promise.all([fetchStatusInfo(env), import('../api/encryption/csPath.ts')]);
    return (info.customerService ?? []).map((c) => ({
      type: c.title,
      url: ENCRYPTED_TITLES.includes(c.title.toLowerCase()) ? decodeCsPath(c.path) : c.path,
      label: c.title,
    }));
  },
});
