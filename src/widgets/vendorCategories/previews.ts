import { startTransition, useEffect, useMemo, useState } from 'react';
import type { AppEnv } from '../../renderer/env.ts';
import { useCallRead } from '../../renderer/useCallRead.ts';
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
 * Calls `done` once env.clock has moved on by `ms` (checked on a timer); the function returned cancels it. A fixed
 * clock (the screen matrix) never gets there: only the first preview loads, the same way on every run, and nothing
 * is left checking it (a check re-armed for ever outlived its widget and filled the timers of later pages).
 */
export function afterClock(clock: AppEnv['clock'], ms: number, done: () => void): () => void {
  const start = clock.now();
  const check = () => {
    const now = clock.now();
    if (now === start) return;
    if (now - start >= ms) done();
    else timer = setTimeout(check, ms - (now - start));
  };
  let timer = setTimeout(check, ms);
  return () => clearTimeout(timer);
}

/** How far a round of previews got: the request being asked, whether it answered, the games so far per category. */
interface Progress {
  /** The round: the plan and the language its previews are asked in. */
  round: string;
  index: number;
  answered: boolean;
  got: Readonly<Record<string, Game[]>>;
}

const NONE: Readonly<Record<string, Game[]>> = {};

/**
 * Loads the previews one after another, gapMs apart (the platform is not hit with a burst on page load), each a
 * gameList read. A language change waits debounceMs (a quick series of changes loads once) and reloads them the
 * same way; the games shown stay until their category's new answer. Answers the games per category; a category
 * whose requests have not come back yet is missing.
 */
export function usePreviews(env: AppEnv, plan: readonly PreviewRequest[], language: string, o: PreviewOptions): Record<string, Game[]> {
  const [games, setGames] = useState<Record<string, Game[]>>({});
  // The round wanted now, and the round asked for: the first at once, a later one after the debounce.
  const wanted = JSON.stringify([plan, language]);
  const hasPlan = plan.length > 0;
  const [asked, setAsked] = useState<string | null>(hasPlan ? wanted : null);
  useEffect(() => {
    if (!hasPlan || asked === wanted) return;
    if (asked === null) {
      setAsked(wanted);
      return;
    }
    const timer = setTimeout(() => setAsked(wanted), o.debounceMs);
    return () => clearTimeout(timer);
  }, [hasPlan, asked, wanted, o.debounceMs]);

  const requests = useMemo(() => (asked === null ? [] : (JSON.parse(asked) as [PreviewRequest[], string])[0]), [asked]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const p = useMemo((): Progress | null => {
    if (asked === null) return null;
    return progress?.round === asked ? progress : { round: asked, index: 0, answered: false, got: NONE };
  }, [asked, progress]);
  // Nothing is asked while a change waits for its debounce.
  const current = p && asked === wanted && !p.answered ? requests[p.index] : undefined;
  const read = useCallRead('gameList', current ? { gameType: current.gameType, vassalage: current.vassalage, pageNo: 1, pageSize: o.pageSize } : null);

  // An answer (a failure: no games) is shown as soon as it is drawn, with the games its category got before in this round.
  useEffect(() => {
    if (!p || !current || read.status === 'loading') return;
    if (read.status === 'error') env.report(`Home preview of ${current.category}/${current.vassalage} failed`, read.error);
    const category = current.category;
    const got = { ...p.got, [category]: [...(p.got[category] ?? []), ...(read.data?.games ?? [])] };
    // A transition: the category's carousel is drawn in slices that yield to input, not in one task.
    startTransition(() => {
      setGames((prev) => ({ ...prev, [category]: got[category] }));
      setProgress({ ...p, answered: true, got });
    });
  }, [env, p, current, read.status, read.data, read.error]);

  // The next request, gapMs after the answer.
  useEffect(() => {
    if (!p?.answered || p.index + 1 >= requests.length) return;
    return afterClock(env.clock, o.gapMs, () => setProgress({ ...p, index: p.index + 1, answered: false }));
  }, [env.clock, p, requests.length, o.gapMs]);
  return games;
}
