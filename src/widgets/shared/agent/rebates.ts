import type { TFunction } from 'i18next';
import { formatNumber } from '../../../core/formatNumber.ts';

/** The game categories rebates are set per (the platform's member_rebate_rates), in the order screens list them. */
export const REBATE_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** A category's name as the game menus call it (Slots, Live casino...). */
export const categoryName = (t: TFunction, category: string): string => t(`game_type_${category}`, { defaultValue: category });

/** A rate, percent of valid bets: "1.20%". */
export const rateText = (rate: number): string => `${formatNumber(rate, 2)}%`;

/** The rate of `category` in a list of {category, rate} (0 when absent, as the platform counts a missing row). */
export const rateOf = (list: readonly { category: string; rate: number }[] | undefined, category: string): number =>
  list?.find((r) => r.category === category)?.rate ?? 0;

/** Money in the brand's currency: "₱1,234.50", "-₱20.00". */
export const moneyIn =
  (symbol: string) =>
  (n: number): string =>
    `${n < 0 ? '-' : ''}${symbol}${formatNumber(Math.abs(n), 2)}`;
