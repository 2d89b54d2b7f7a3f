/**
 * Deterministic demo game catalogue: every vendor offer of vendors.ts expanded into games with names,
 * classifies, NEW flags, minimum bets and lines, free-play support and (for some live tables) room ids.
 * The same seed always yields the same catalogue, so node ids are stable across restarts.
 */
import { createRng, type Rng } from './prng.ts';
import { drawName, toChinese } from './names.ts';
import { VENDORS, CATEGORY_ORDER, type Category, type GameType, type VendorDef, type VendorOffer } from './vendors.ts';

export interface SeedGame {
  gameId: string;
  nodeId: number;
  gameCode: string;
  nameEn: string;
  nameCn: string;
  gameType: GameType;
  category: Category;
  vassalage: string;
  gameClassify: string;
  isNew: boolean;
  minBet: number;
  minLine: number;
  supportPlay: 0 | 1;
  roomId: string | null;
  lottoMode: string | null;
  /** Popularity weight; drives hot lists and the default order. */
  popularity: number;
  sort: number;
}

const CATALOGUE_SEED = 20250101;
const FIRST_NODE_ID = 100001;

/** Minimum bets are drawn from the filter options of the spec (all, 0.01, 0.05, 0.1, 0.5, 0.75, 1). */
const MIN_BETS: readonly (readonly [number, number])[] = [
  [0.01, 30],
  [0.05, 20],
  [0.1, 20],
  [0.5, 14],
  [0.75, 6],
  [1, 10],
];
const SLOT_LINES: readonly (readonly [number, number])[] = [
  [1, 6],
  [5, 8],
  [9, 10],
  [10, 12],
  [20, 16],
  [25, 14],
  [30, 8],
  [40, 8],
  [50, 8],
  [243, 6],
  [1024, 4],
];

export function generateCatalogue(seed: number = CATALOGUE_SEED): SeedGame[] {
  const rng = createRng(seed);
  const games: SeedGame[] = [];
  // Expanding in lane order keeps node ids grouped by category, like the real platform's node tree.
  for (const category of CATEGORY_ORDER) {
    for (const vendor of VENDORS) {
      for (const offer of vendor.offers) {
        if (offer.category === category) expandOffer(rng, vendor, offer, games);
      }
    }
  }
  return games;
}

function expandOffer(rng: Rng, vendor: VendorDef, offer: VendorOffer, out: SeedGame[]): void {
  const taken = new Set<string>();
  for (let i = 0; i < offer.count; i++) {
    const nodeId = FIRST_NODE_ID + out.length;
    // The first classify dominates, the rest share the remainder (like real vendor catalogues).
    const classify = rng.chance(0.5) ? offer.classifies[0] : rng.pick(offer.classifies);
    const nameEn = drawName(rng, offer.category, classify, vendor.displayName, taken);
    const seq = String(i + 1).padStart(4, '0');
    const typeTag = offer.gameType === 'RNG' ? '' : `${offer.gameType}_`;
    out.push({
      gameId: `${vendor.vassalage}_${typeTag}${seq}`,
      nodeId,
      gameCode: `${vendor.vassalage.toLowerCase()}-${slug(nameEn)}`,
      nameEn,
      nameCn: toChinese(nameEn),
      gameType: offer.gameType,
      category: offer.category,
      vassalage: vendor.vassalage,
      gameClassify: classify,
      isNew: rng.chance(offer.gameType === 'RNG' ? 0.08 : 0.05),
      minBet: offer.gameType === 'LOTT' || offer.gameType === 'ELOTT' ? 1 : rng.weighted(MIN_BETS),
      minLine: offer.gameType === 'RNG' && classify !== 'TABLE' ? rng.weighted(SLOT_LINES) : 1,
      supportPlay: supportsFreePlay(offer.category) ? 0 : 1,
      roomId: offer.category === 'LIVE' && rng.chance(0.4) ? `${vendor.vassalage}-T${rng.int(100, 999)}` : null,
      lottoMode: lottoMode(offer.category),
      popularity: Math.round(1000 * rng.next() ** 3),
      sort: i + 1,
    });
  }
}

/** supportPlay 0 = free play available; live dealers, sports and lottery need real money. */
function supportsFreePlay(category: Category): boolean {
  return category === 'RNG' || category === 'JILI' || category === 'FISH' || category === 'INHOUSE' || category === 'PVP';
}

function lottoMode(category: Category): string | null {
  if (category === 'LOTT') return 'Lott';
  if (category === 'ELOTT') return 'Elott';
  return null;
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
