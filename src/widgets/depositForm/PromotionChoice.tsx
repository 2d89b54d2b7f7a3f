import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../core/formatNumber.ts';
import { Choices } from '../../ui/Choices.tsx';
import type { DepositPromotion } from './usePromotions.ts';

/** "No promotion" first, then each claimable promotion with its bonus, cap, minimum deposit and turnover. */
export function PromotionChoice({
  name,
  promotions,
  value,
  onChange,
}: {
  name: string;
  promotions: readonly DepositPromotion[];
  value: number | null;
  onChange(promoId: number | null): void;
}) {
  const { t } = useTranslation();
  if (promotions.length === 0) return null;
  return (
    <Choices
      legend={t('deposit_promotion')}
      name={name}
      value={value === null ? 'none' : String(value)}
      onChange={(v) => onChange(v === 'none' ? null : Number(v))}
      choices={[
        { value: 'none', title: t('deposit_no_promotion') },
        ...promotions.map((p) => ({
          value: String(p.promoId),
          title: p.title,
          detail: t('deposit_promotion_terms', {
            percent: formatNumber(p.bonusPercent, 0),
            max: formatNumber(p.maxBonus, 2),
            min: formatNumber(p.minDeposit, 2),
            turnover: formatNumber(p.turnover, 0),
          }),
        })),
      ]}
    />
  );
}
