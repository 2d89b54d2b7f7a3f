/**
 * Vendor lanes: which vendors each category (lane) shows and in what order, with their classify lists. The
 * platform answers lanes and the front end builds {sorting, mapping}; the built form is included too so a
 * client may use it directly. Lanes are already split (SPORTS, ESPORTS, COCKFIGHT, JILI, INHOUSE apart).
 */
import type { GameVendorsResponse } from '../../../src/generated/api/gameVendors.response.ts';
import type { GameVendor } from '../../../src/generated/api/shapes/gameVendor.ts';
import type { Queryable } from '../db/index.ts';
import { mediaPath } from '../routes/paths.ts';
import { CATEGORY_ORDER } from '../seed/vendors.ts';
import { TtlCache } from './ttlCache.ts';

type VendorLanes = GameVendorsResponse;

interface LaneRow {
  category: string;
  vassalage: string;
  game_type: string;
  classifies: string[];
  display_name: string;
  account_type_id: number;
  account_type_name: string;
  game_count: number;
}

const caches = new WeakMap<Queryable, TtlCache<VendorLanes>>();

export async function vendorLanes(db: Queryable): Promise<VendorLanes> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache<VendorLanes>(1, 60_000)));
  const hit = cache.get('all');
  if (hit) return hit;
  const rows = await db.query<LaneRow>(
    `SELECT l.category, l.vassalage, l.game_type, l.classifies, v.display_name, v.account_type_id, v.account_type_name,
            (SELECT count(*)::int FROM games g WHERE g.category = l.category AND g.vassalage = l.vassalage AND g.enabled) AS game_count
       FROM game_vendor_lanes l JOIN game_vendors v ON v.vassalage = l.vassalage
      ORDER BY l.sort, l.vassalage`,
  );
  const mapping: Record<string, GameVendor[]> = {};
  for (const r of rows) {
    (mapping[r.category] ??= []).push({
      vassalage: r.vassalage,
      displayName: r.display_name,
      gameType: r.game_type,
      gameClassify: r.classifies,
      accountTypeId: r.account_type_id,
      accountTypeName: r.account_type_name,
      iconUrl: mediaPath('vendors', r.vassalage),
      gameCount: r.game_count,
    });
  }
  const categories = CATEGORY_ORDER.filter((c) => mapping[c]);
  const value: VendorLanes = {
    lanes: categories.map((c) => ({ gameCategory: c, vendors: mapping[c] })),
    sorting: categories.map((c) => ({ gameCategory: c, vendorNames: mapping[c].map((v) => v.vassalage) })),
    mapping,
  };
  cache.set('all', value);
  return value;
}

/** GCSGAME_getVassGameType's content: category -> vendor -> classify codes (optionally one category). */
export async function vassGameTypes(db: Queryable, typeId?: string): Promise<Record<string, Record<string, string[]>>> {
  const { mapping } = await vendorLanes(db);
  const out: Record<string, Record<string, string[]>> = {};
  for (const [category, vendors] of Object.entries(mapping)) {
    if (typeId && typeId !== category) continue;
    out[category] = Object.fromEntries(vendors.map((v) => [v.vassalage, v.gameClassify]));
  }
  return out;
}
