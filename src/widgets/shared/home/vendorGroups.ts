import type { GameVendor } from '../../../generated/api/shapes/gameVendor.ts';
import type { GameVendorsResponse } from '../../../generated/api/gameVendors.response.ts';

/** The spec's e-sport vendors; cockfight vendors are the platform's sabong lanes. */
const ESPORTS_VENDORS: readonly string[] = ['IMES', 'DS88', 'TF'];
const COCKFIGHT_VENDORS: readonly string[] = ['SV388', 'WS168', 'S128'];

export interface VendorCategory {
  category: string;
  vendors: GameVendor[];
}

/**
 * The vendor categories in the order of the sorting data. A platform that answers one SPORTS lane gets it split
 * into SPORTS, ESPORTS and COCKFIGHT by the vendor lists (a platform that already splits is left as it is).
 */
export function vendorCategories(lanes: GameVendorsResponse | undefined, exclude: readonly string[] = []): VendorCategory[] {
  if (!lanes) return [];
  const byName = (category: string, names: readonly string[]): GameVendor[] => {
    const pool = lanes.mapping?.[category] ?? [];
    return names.map((n) => pool.find((v) => v.vassalage === n)).filter((v): v is GameVendor => Boolean(v));
  };
  const out: VendorCategory[] = [];
  const push = (category: string, vendors: GameVendor[]) => {
    if (vendors.length === 0 || exclude.includes(category)) return;
    const same = out.find((c) => c.category === category);
    if (same) same.vendors.push(...vendors.filter((v) => !same.vendors.some((s) => s.vassalage === v.vassalage)));
    else out.push({ category, vendors });
  };
  for (const { gameCategory, vendorNames } of lanes.sorting ?? []) {
    const vendors = byName(gameCategory, vendorNames);
    if (gameCategory !== 'SPORTS') {
      push(gameCategory, vendors);
      continue;
    }
    push(
      'SPORTS',
      vendors.filter((v) => !ESPORTS_VENDORS.includes(v.vassalage) && !COCKFIGHT_VENDORS.includes(v.vassalage)),
    );
    push(
      'ESPORTS',
      vendors.filter((v) => ESPORTS_VENDORS.includes(v.vassalage)),
    );
    push(
      'COCKFIGHT',
      vendors.filter((v) => COCKFIGHT_VENDORS.includes(v.vassalage)),
    );
  }
  return out;
}
