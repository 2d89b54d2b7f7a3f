/**
 * The demo vendors (vassalages) and the lanes (categories) they appear in. Game counts per vendor and type
 * are fixed here so the seeded catalogue has a known shape (about 5,400 games).
 */

/** Lanes of the vendor menu; SPORTS, ESPORTS and COCKFIGHT games all carry the platform gameType SPORTS. */
export type Category = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT' | 'INHOUSE' | 'JILI';

/** The platform gameType stored on each game. */
export type GameType = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'LOTT' | 'ELOTT';

export interface VendorOffer {
  category: Category;
  gameType: GameType;
  count: number;
  /** Classify codes this vendor uses in this category, first = most common. */
  classifies: string[];
}

export interface VendorDef {
  vassalage: string;
  displayName: string;
  offers: VendorOffer[];
}

export const CATEGORY_ORDER: readonly Category[] = ['RNG', 'JILI', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'];

/** Game type of each category (JILI and INHOUSE games are slots; e-sports and cockfight are SPORTS). */
const CATEGORY_GAME_TYPE: Readonly<Record<Category, GameType>> = {
  RNG: 'RNG',
  JILI: 'RNG',
  INHOUSE: 'RNG',
  LIVE: 'LIVE',
  FISH: 'FISH',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  COCKFIGHT: 'SPORTS',
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
};

const SLOT = ['SLOT', 'FEATURE', 'JACKPOT', 'MEGAWAYS', 'CLASSIC'];
const SLOT_ARCADE = ['SLOT', 'FEATURE', 'JACKPOT', 'CLASSIC', 'ARCADE', 'TABLE'];
const LIVE_ALL = ['BAC', 'ROU', 'DT', 'SB', 'BJ', 'SHOW', 'POKER'];
const LIVE_ASIA = ['BAC', 'ROU', 'DT', 'SB', 'NIU', 'FT'];
const FISH = ['FISH', 'ARCADE'];
const CARDS = ['POKER', 'MAHJONG', 'CARD', 'NIU', 'TEENPATTI', 'RUMMY'];

const rng = (count: number, classifies: string[] = SLOT): VendorOffer => ({ category: 'RNG', gameType: 'RNG', count, classifies });
const fish = (count: number): VendorOffer => ({ category: 'FISH', gameType: 'FISH', count, classifies: FISH });
const live = (count: number, classifies: string[] = LIVE_ALL): VendorOffer => ({ category: 'LIVE', gameType: 'LIVE', count, classifies });
const pvp = (count: number): VendorOffer => ({ category: 'PVP', gameType: 'PVP', count, classifies: CARDS });
const lobby = (category: Category, count: number, classifies: string[]): VendorOffer => ({
  category,
  gameType: CATEGORY_GAME_TYPE[category],
  count,
  classifies,
});

export const VENDORS: readonly VendorDef[] = [
  { vassalage: 'PG', displayName: 'PG Soft', offers: [rng(400)] },
  { vassalage: 'PP', displayName: 'Pragmatic Play', offers: [rng(480)] },
  { vassalage: 'JDB', displayName: 'JDB Gaming', offers: [rng(260, SLOT_ARCADE), fish(30)] },
  { vassalage: 'CQ9', displayName: 'CQ9 Gaming', offers: [rng(280, SLOT_ARCADE), fish(24)] },
  { vassalage: 'FC', displayName: 'Fa Chai', offers: [rng(180, SLOT_ARCADE), fish(22)] },
  { vassalage: 'MG', displayName: 'Microgaming', offers: [rng(340)] },
  { vassalage: 'HB', displayName: 'Habanero', offers: [rng(220)] },
  { vassalage: 'RT', displayName: 'Red Tiger', offers: [rng(200)] },
  { vassalage: 'NLC', displayName: 'Nolimit City', offers: [rng(120)] },
  { vassalage: 'PNG', displayName: "Play'n GO", offers: [rng(280)] },
  { vassalage: 'BNG', displayName: 'Booongo', offers: [rng(140)] },
  { vassalage: 'KA', displayName: 'KA Gaming', offers: [rng(260, SLOT_ARCADE), fish(20)] },
  { vassalage: 'YGG', displayName: 'Yggdrasil', offers: [rng(150)] },
  { vassalage: 'RSG', displayName: 'Royal Slot Gaming', offers: [rng(110, SLOT_ARCADE), fish(16)] },
  { vassalage: 'JFF', displayName: 'JFF Gaming', offers: [rng(90, SLOT_ARCADE)] },
  { vassalage: 'JL', displayName: 'JILI', offers: [lobby('JILI', 200, SLOT_ARCADE), fish(40), pvp(60)] },
  { vassalage: 'EVO', displayName: 'Evolution', offers: [live(240)] },
  { vassalage: 'SEXY', displayName: 'AE Sexy', offers: [live(90, LIVE_ASIA)] },
  { vassalage: 'DG', displayName: 'Dream Gaming', offers: [live(80, LIVE_ASIA)] },
  { vassalage: 'SA', displayName: 'SA Gaming', offers: [live(90, LIVE_ASIA)] },
  { vassalage: 'WM', displayName: 'WM Casino', offers: [live(70, LIVE_ASIA)] },
  { vassalage: 'PPL', displayName: 'Pragmatic Live', offers: [live(110)] },
  { vassalage: 'EZ', displayName: 'Ezugi', offers: [live(60)] },
  { vassalage: 'KY', displayName: 'KY Gaming', offers: [pvp(120)] },
  { vassalage: 'V8', displayName: 'V8 Poker', offers: [pvp(90)] },
  { vassalage: 'MT', displayName: 'MT Cards', offers: [pvp(70)] },
  { vassalage: 'SABA', displayName: 'SABA Sports', offers: [lobby('SPORTS', 3, ['SPORTS', 'VIRTUAL'])] },
  { vassalage: 'SBO', displayName: 'SBOBET', offers: [lobby('SPORTS', 2, ['SPORTS', 'VIRTUAL'])] },
  { vassalage: 'BTI', displayName: 'BTi Sports', offers: [lobby('SPORTS', 2, ['SPORTS'])] },
  { vassalage: 'CMD', displayName: 'CMD368', offers: [lobby('SPORTS', 2, ['SPORTS'])] },
  { vassalage: 'IMES', displayName: 'IM eSports', offers: [lobby('ESPORTS', 3, ['ESPORTS'])] },
  { vassalage: 'DS88', displayName: 'DS88 eSports', offers: [lobby('ESPORTS', 2, ['ESPORTS'])] },
  { vassalage: 'TF', displayName: 'TF Gaming', offers: [lobby('ESPORTS', 2, ['ESPORTS'])] },
  { vassalage: 'SV388', displayName: 'SV388', offers: [lobby('COCKFIGHT', 2, ['COCKFIGHT'])] },
  { vassalage: 'WS168', displayName: 'WS168 Sabong', offers: [lobby('COCKFIGHT', 2, ['COCKFIGHT'])] },
  { vassalage: 'TCG', displayName: 'TCG Lotto', offers: [lobby('LOTT', 36, ['LOTTO', 'PICK', 'VN'])] },
  { vassalage: 'GW', displayName: 'GW Lottery', offers: [lobby('LOTT', 24, ['LOTTO', 'PICK'])] },
  { vassalage: 'SGW', displayName: 'SG Win', offers: [lobby('ELOTT', 30, ['KENO', 'FAST3', 'PK10'])] },
  { vassalage: 'ELT', displayName: 'E-Lotto', offers: [lobby('ELOTT', 20, ['KENO', 'FAST3'])] },
  { vassalage: 'IH', displayName: 'House Originals', offers: [lobby('INHOUSE', 40, ['CRASH', 'DICE', 'MINES', 'PLINKO'])] },
  { vassalage: 'MINI', displayName: 'Mini Games', offers: [lobby('INHOUSE', 30, ['CRASH', 'DICE', 'KENO', 'WHEEL'])] },
];

/** Wallet account name shown for a vendor (one seamless main wallet backs all of them). */
export function accountTypeName(vendor: VendorDef): string {
  return vendor.displayName.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}
