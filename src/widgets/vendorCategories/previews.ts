import { useEffect, useRef, useState } from 'react';
import type { AppEnv } from '../../renderer/env.ts';
import type { Game } from '../../domain/games/gameRef.ts';
import type { VendorCategory } from '../shared/home/vendorGroups.ts';

/** One preview request: a page of one vendor's games for a category's carousel. */
export interface PreviewRequest {
  category: string;
  gameType: string;
  vassalage: string;
}

/** The spec's preview counts: up to 3 slot vendors, 2 fishing and 1 live (others 1 unless configured). */
export const DEFAULT_PREVIEW_VENDORS: Readonly<Record<string, number>> = { RNG: 3, FISH: 2, LIVE: 1 };

/** The requests for the carousel categories, in block order. */
export function previewPlan(categories: readonly VendorCategory[], counts: Readonly<Record<string, number>>): PreviewRequest[] {
  return categories.flatMap(({ category, vendors }) =>
    vendors.slice(0, counts[category] ?? 1).map((v) => ({ category, gameType: v.gameType || category, vassalage: v.vassalage })),
  );
}

export interface PreviewOptions {
  pageSize: number;
  gapMs: number;
  debounceMs: number;
}

/**
 * Waits until env.clock has moved on by `ms` (checked on a timer). A fixed clock (the screen matrix) never gets
 * there: only the first preview loads, the same way on every run.
 */
function clockSleep(clock: AppEnv['clock'], ms: number): Promise<void> {
  const start = clock.now();
  return new Promise((resolve) => {
    const check = () => (clock.now() - start >= ms ? resolve() : setTimeout(check, Math.max(1, ms - (clock.now() - start))));
    setTimeout(check, ms);
  });
}

/**
 * Loads the previews one after another, gapMs apart (the platform is not hit with a burst on page load). A
 * language change waits debounceMs (a quick series of changes loads once) and reloads them the same way.
 * Answers the games per category; a category whose requests have not come back yet is missing.
 */
export function usePreviews(env: AppEnv, plan: readonly PreviewRequest[], language: string, o: PreviewOptions): Record<string, Game[]> {
  const [games, setGames] = useState<Record<string, Game[]>>({});
  const planKey = JSON.stringify(plan);
  const loadedOnce = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the client sends the current language; a change reloads the previews (after the debounce).
  useEffect(() => {
    const requests = JSON.parse(planKey) as PreviewRequest[];
    if (requests.length === 0) return;
    let cancelled = false;
    const run = async () => {
      const next: Record<string, Game[]> = {};
      for (const [i, r] of requests.entries()) {
        if (i > 0) await clockSleep(env.clock, o.gapMs);
        if (cancelled) return;
        try {
          const page = await env.api.call('gameList', { gameType: r.gameType, vassalage: r.vassalage, pageNo: 1, pageSize: o.pageSize });
          next[r.category] = [...(next[r.category] ?? []), ...(page.games ?? [])];
        } catch (err) {
          env.report(`Home preview of ${r.category}/${r.vassalage} failed`, err);
          next[r.category] ??= [];
        }
        if (cancelled) return;
        setGames((prev) => ({ ...prev, [r.category]: next[r.category] }));
      }
    };
    const first = !loadedOnce.current;
    loadedOnce.current = true;
    const timer = first ? undefined : setTimeout(() => void run(), o.debounceMs);
    if (first) void run();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [env, planKey, language, o.gapMs, o.debounceMs, o.pageSize]);
  return games;
}
