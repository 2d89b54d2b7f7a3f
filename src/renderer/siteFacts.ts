import { useMemo } from 'react';
import { useAppState } from '../state/StoreProvider.tsx';

/** Facts of the merchant a brand's texts may name, as the platform's system status gives them. */
export type SiteFacts = {
  /** `{{minAge}}`: the youngest age the platform registers ("I confirm that I am 21 years of age or older"). */
  minAge: number;
};

/** The platform registers from 18 when its status names no age (its own default). */
const PLATFORM_MIN_AGE = 18;

/** The merchant's facts for interpolating texts, following the store (one object while they stay the same). */
export function useSiteFacts(): SiteFacts {
  const minAge = useAppState((s) => s.statusInfo?.register?.minAge);
  return useMemo(() => ({ minAge: typeof minAge === 'number' && minAge > 0 ? minAge : PLATFORM_MIN_AGE }), [minAge]);
}
