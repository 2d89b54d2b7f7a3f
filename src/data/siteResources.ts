import { defineDataSource } from '../renderer/dataSource.ts';
import { fetchStatusInfo } from './siteLinks.ts';

/** Download-link resources: IOS, Android, MOBILECONFIG, AppDownloadIcon, TELEGRAM, FACEBOOK, WHATSAPP, VIBER. */
export const siteResources = defineDataSource<'siteResources'>({
  async fetch(_p, env) {
    const info = await fetchStatusInfo(env);
    return (info.resources ?? []).filter((r) => r.url).map((r) => ({ type: r.resourceType, url: r.url, label: r.labelNameEn }));
  },
});
