import { useMemo } from 'react';
import { useAppState } from '../state/StoreProvider.tsx';

/** Facts of the merchant a brand's texts may name, as the platform's system status gives them. */
export type SiteFacts = {
  /** `{{minAge}}`: the youngest age the platform registers ("I confirm that I am 21 years of age or older"). */
  minAge: number;
  /** `{{firstDepositBonus}}`: the bonus percent of the running first-deposit promotion ("100% Bonus"), if any. */
  firstDepositBonus?: number;
};

/** The platform registers from 18 when its status names no age (its own default). */
const PLATFORM_MIN_AGE = 18;

/** The merchant's facts for interpolating texts, following the store (one object while they stay the same). */
export function useSiteFacts(): SiteFacts {
  const minAge = useAppState((s) => s.statusInfo?.register?.minAge);
  const firstDeposit = useAppState((s) => s.statusInfo?.promotionBonus?.FIRST_DEPOSIT);
  return useMemo(
    () => ({
      minAge: typeof minAge === 'number' && minAge > 0 ? minAge : PLATFORM_MIN_AGE,
      ...(typeof firstDeposit === 'number' && firstDeposit > 0 ? { firstDepositBonus: firstDeposit } : {}),
    }),
    [minAge, firstDeposit],
  );
}

/** `{{name}}` in a text: a bounded class and fixed braces, so matching never backtracks. */
const NAMED = /\{\{\s*([A-Za-z]\w{0,40})\s*\}\}/g;

/**
 * Whether a text (its template, uninterpolated) names a fact of the merchant the platform did not give: such a
 * text promises what is not there ("% Bonus" with no promotion running) and is not drawn.
 */
export function namesMissingFact(template: string, facts: SiteFacts): boolean {
  for (const [, name] of template.matchAll(NAMED)) if (facts[name as keyof SiteFacts] === undefined) return true;
  return false;
}
