/** The bonus line's amount: the APP_DOWNLOAD promotion's bonus from the platform, only while the promotion runs. */
export function downloadBonus(promotionOn: boolean, bonus: number | undefined): number | null {
  return promotionOn && bonus !== undefined && bonus > 0 ? bonus : null;
}
