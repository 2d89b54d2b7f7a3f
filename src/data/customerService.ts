import { decodeCsPath } from '../api/encryption/csPath.ts';
import { defineDataSource } from '../core/data/types.ts';
import type { CustomerServiceParams } from '../generated/data/customerService.ts';
import { fetchStatusInfo, type SiteLink } from './siteLinks.ts';

/** Customer-service items titled 'CS' or 'whatsapp' carry encrypted paths (key = last 8 characters). */
const ENCRYPTED_TITLES = ['cs', 'whatsapp'];

export const customerService = defineDataSource<CustomerServiceParams, SiteLink[]>({
  name: 'customerService',
  async fetch(_p, env) {
    const info = await fetchStatusInfo(env);
    return (info.customerService ?? []).map((c) => ({
      type: c.title,
      url: ENCRYPTED_TITLES.includes(c.title.toLowerCase()) ? decodeCsPath(c.path) : c.path,
      label: c.title,
    }));
  },
});
