import { useEffect, useState } from 'react';
import type { DepositPromotionsResponse } from '../../generated/api/depositPromotions.response.ts';
import type { AppEnv } from '../../renderer/env.ts';

export type DepositPromotion = DepositPromotionsResponse['list'][number];

export interface DepositPromotions {
  list: DepositPromotion[];
  /** The first read has answered or failed (or there is nothing to read): the form can be drawn at its height. */
  known: boolean;
}

/**
 * The promotions this member may claim with a deposit now (those already claimed are left out), read again for
 * each new `round` (after a deposit settles). A failed read leaves the list empty: the member can still deposit,
 * only without a bonus.
 */
export function usePromotions(env: AppEnv, enabled: boolean, round: number): DepositPromotions {
  const [list, setList] = useState<DepositPromotion[]>([]);
  const [answered, setAnswered] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again after a deposit settles.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    env.api
      .call('depositPromotions')
      .then(
        (r) => live && setList(r.list.filter((p) => p.eligible)),
        (err: unknown) => env.report('deposit promotions could not be read', err),
      )
      .finally(() => live && setAnswered(true));
    return () => {
      live = false;
    };
  }, [env, enabled, round]);
  return { list, known: answered || !enabled };
}
