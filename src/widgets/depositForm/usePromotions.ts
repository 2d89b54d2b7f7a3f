import { useEffect, useMemo } from 'react';
import type { DepositPromotionsResponse } from '../../generated/api/depositPromotions.response.ts';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useCallRead } from '../../renderer/useCallRead.ts';

export type DepositPromotion = DepositPromotionsResponse['list'][number];

export interface DepositPromotions {
  list: DepositPromotion[];
  /** The first read has answered or failed (or there is nothing to read): the form can be drawn at its height. */
  known: boolean;
  /** Reads the list again (after a deposit settles: a promotion it claimed is no longer offered). */
  again(): void;
}

const NONE: DepositPromotion[] = [];

/**
 * The promotions this member may claim with a deposit now (those already claimed are left out). A failed read
 * leaves the list empty: the member can still deposit, only without a bonus.
 */
export function usePromotions(enabled: boolean): DepositPromotions {
  const { env } = useRenderer();
  const { data, error, retry } = useCallRead('depositPromotions', enabled ? {} : null);
  useEffect(() => {
    if (error !== undefined) env.report('deposit promotions could not be read', error);
  }, [env, error]);
  const list = useMemo(() => data?.list.filter((p) => p.eligible) ?? NONE, [data]);
  return { list, known: !enabled || data !== undefined || error !== undefined, again: retry };
}
