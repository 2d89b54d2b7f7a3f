import type { GameVendorsResponse } from '../generated/api/gameVendors.response.ts';
import type { ProviderPanelData } from '../generated/data/providerPanel.ts';
import { defineDataSource } from '../renderer/dataSource.ts';
import { fetchStatusInfo } from './siteLinks.ts';

/** Every vendor of the sorting list once, in sorting order, with the category (and its game type) it first appears in. */
export function sortedVendors(lanes: GameVendorsResponse): ProviderPanelData['vendors'] {
  const seen = new Set<string>();
  const out: ProviderPanelData['vendors'] = [];
  for (const { gameCategory, vendorNames } of lanes.sorting ?? []) {
    for (const name of vendorNames) {
      const v = lanes.mapping?.[gameCategory]?.find((x) => x.vassalage === name);
      if (!v || seen.has(name)) continue;
      seen.add(name);
      out.push({ vassalage: v.vassalage, displayName: v.displayName, iconUrl: v.iconUrl, gameType: v.gameType, category: gameCategory });
    }
  }
  return out;
}

/** The provider panel: the site's social links and the vendor logos of the sorting list. */
export const providerPanel = defineDataSource<'providerPanel'>({
  async fetch(_p, env) {
    const [info, lanes] = await Promise.all([fetchStatusInfo(env), env.api.call('gameVendors')]);
    const social = (info.resources ?? []).filter((r) => r.url).map((r) => ({ type: r.resourceType, url: r.url, label: r.labelNameEn }));
    return { social, vendors: sortedVendors(lanes) };
  },
});
