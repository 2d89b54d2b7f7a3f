import { useEffect, useState } from 'react';
import type { DepositPromotionsResponse } from '../../generated/api/depositPromotions.response.ts';
import type { AppEnv } from '../../renderer/env.ts';

export type DepositPromotion = DepositPromotionsResponse['list'][number];

/**
 * The promotions this member may claim with a deposit now (those already claimed are left out), read again for
 * each new `round` (after a deposit settles). A failed read leaves the list empty: the member can still deposit,
 * only without a bonus.
 */
export function usePromotions(env: AppEnv, enabled: boolean, round: number): DepositPromotion[] {
  const [list, setList] = useState<DepositPromotion[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again after a deposit settles.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    env.api.call('depositPromotions').then(
      (r) => live && setList(r.list.filter((p) => p.eligible)),
      (err: unknown) => env.report('deposit promotions could not be read', err),
    );
    return () => {
      live = false;
    };
  }, [env, enabled, round]);
  return list;
}
