import { formatNumber } from '../../../core/formatNumber.ts';
import { useConditionContext } from '../../../renderer/ConditionScope.tsx';
import { useAppState } from '../../../state/StoreProvider.tsx';

/** The bonus line's amount: the APP_DOWNLOAD promotion's bonus from the platform, only while the promotion runs. */
export function downloadBonus(promotionOn: boolean, bonus: number | undefined): number | null {
  return promotionOn && bonus !== undefined && bonus > 0 ? bonus : null;
}

/**
 * The app's bonus as a person reads it ("₱88"), or null when the merchant runs no APP_DOWNLOAD promotion: the
 * platform's promotion data (status info), not a document constant, so the download bar and the app page promise
 * the same amount.
 */
export function useAppBonus(): string | null {
  const { promotions, settings } = useConditionContext();
  const value = useAppState((s) => s.statusInfo?.promotionBonus?.APP_DOWNLOAD);
  const bonus = downloadBonus(promotions.APP_DOWNLOAD === true, value);
  return bonus === null ? null : `${settings.currencySymbol}${formatNumber(bonus, Number.isInteger(bonus) ? 0 : 2)}`;
}
