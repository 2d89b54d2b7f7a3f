import { defineDataSource } from '../renderer/dataSource.ts';
import { fetchStatusInfo } from './siteLinks.ts';

/** The mobile template's app description and background, and the download links, for /m/app. */
export const appPage = defineDataSource<'appPage'>({
  async fetch(_p, env) {
    const info = await fetchStatusInfo(env);
    const tpl = info.mobileTemplate;
    return {
      description: tpl?.app_desc ?? '',
      color: tpl?.app_desc_font_color ?? '',
      background: tpl?.app_background ?? '',
      links: (info.resources ?? []).filter((r) => r.url).map((r) => ({ type: r.resourceType, url: r.url, label: r.labelNameEn })),
    };
  },
});
