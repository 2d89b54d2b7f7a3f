/** Announcement and promotion seed data (deterministic; fixed dates so runs are repeatable), in EN, TY and CN. */

export const D = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The languages every seeded text a player reads is written in. */
export const LANGS = ['EN', 'TY', 'CN'] as const;
export type Lang = (typeof LANGS)[number];
/** One text in every language. */
export type InLanguages = Record<Lang, string>;
export const tr = (EN: string, TY: string, CN: string): InLanguages => ({ EN, TY, CN });

/** A row's `texts` column: each language's fields ({EN: {title, content}, TY: ...}). */
export function textsOf(fields: Record<string, InLanguages>): Record<Lang, Record<string, string>> {
  const out = { EN: {}, TY: {}, CN: {} } as Record<Lang, Record<string, string>>;
  for (const [field, texts] of Object.entries(fields)) for (const lang of LANGS) out[lang][field] = texts[lang];
  return out;
}

export interface AnnouncementSeed {
  type: 'PL' | 'PU' | 'PR' | 'H' | 'A';
  title: InLanguages;
  content: InLanguages;
  groupName?: string;
  start: string;
  end?: string;
  noExpiry?: boolean;
  categories?: number[];
  images?: number;
  link?: string;
}

/** Category ids are merchant id * 100 + n; `categories` of a promotion name n. A merchant gets those its promotions use. */
export const CATEGORIES: { n: number; EN: string; TY: string; CN: string }[] = [
  { n: 1, EN: 'Welcome', TY: 'Maligayang Pagdating', CN: '新人' },
  { n: 2, EN: 'Slots', TY: 'Slots', CN: '老虎机' },
  { n: 3, EN: 'Live Casino', TY: 'Live Casino', CN: '真人' },
  { n: 4, EN: 'Sports', TY: 'Palakasan', CN: '体育' },
  { n: 5, EN: 'Rebate', TY: 'Rebate', CN: '返水' },
];

export const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/** A deposit promotion's terms (currency units). */
export interface DepositOffer {
  code: string;
  bonusPercent: number;
  maxBonus: number;
  minDeposit: number;
  turnover: number;
}

/** The offers whose promotions the seed announces: their texts are worded from these rows, never typed apart. */
export interface AnnouncedOffers {
  /** The merchant's once-per-member deposit promotion ('' code: none). */
  firstDeposit: DepositOffer;
  /** Its once-a-day deposit promotion, or null. */
  dailyReload: DepositOffer | null;
  /** The REFERRAL promotion's terms (currency units). */
  referral: { reward: number; minDeposit: number; turnover: number };
  /** The check-in reward of each day of a streak (currency units; empty: no check-in). */
  checkinRewards: number[];
  /** The APP_DOWNLOAD promotion's bonus (currency units), or null when the merchant does not run it. */
  appBonus: number | null;
  /** The manual rebate: its highest rate (percent) and the turnover its credit carries, or null (no rates). */
  rebate: { maxRate: number; turnover: number } | null;
  /** The red envelope rain: envelopes a member opens per rain, their range, the cap per rain, rains a day; or null. */
  rain: { envelopes: number; min: number; max: number; cap: number; perDay: number } | null;
  /** Whether agents are paid dividends (merchant setting `agentDividends`): the notice of dividend contracts. */
  agentDividends: boolean;
}

export const amount = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** Money as the app writes it: the currency symbol against the figure ("₱180", never "₱ 180"). */
export const money = (symbol: string, n: number): string => `${symbol}${amount(n)}`;
