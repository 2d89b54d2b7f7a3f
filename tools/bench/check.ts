/**
 * The budget check of `npm run bench`: each measured route against its budgets in budgets.json (Lighthouse score,
 * median of the runs, and the brotli JS its first screen needs) and no layout shift in any run (CLS 0 in every
 * run: a form that jumps in one load of three jumps for a third of the players). Pure, so the pass/fail rules are unit-tested
 * (tests/tools/benchCheck.test.ts); `npm run bench -- --check` exits non-zero when `misses` is not empty.
 */

/** Who a route is measured as: a guest (default), the demo member, or the demo agent. */
export type SessionKind = 'guest' | 'member' | 'agent';

export interface RouteBudget {
  /** The route, e.g. /m/login; `{promotion}` stands for the id of the brand's first promotion with a cover. */
  path: string;
  /** Lighthouse performance score (0-100), median of the runs: at least this. */
  score: number;
  /** Brotli KB of JS the route's first screen needs: at most this. */
  firstScreenJsKb: number;
  session?: Exclude<SessionKind, 'guest'>;
}

/** One route's figures, measured for one brand. A missing score means Lighthouse did not run. */
export interface RouteMeasure {
  brand: string;
  budget: RouteBudget;
  /** Bytes (brotli) of first-screen JS; NaN when the route's screen was not found. */
  jsBytes: number;
  score?: number;
  /** Every Lighthouse run's cumulative layout shift, in run order (absent when Lighthouse did not run). */
  clsRuns?: readonly number[];
}

export interface RouteVerdict extends RouteMeasure {
  /** What is over budget, in words ('' when within). */
  misses: string[];
}

export const sessionOf = (b: RouteBudget): SessionKind => b.session ?? 'guest';

/** Whether two budget entries name the same route: path and session (budgets.json is read more than once). */
export const sameRoute = (a: RouteBudget, b: RouteBudget): boolean => a.path === b.path && sessionOf(a) === sessionOf(b);
export const routeLabel = (b: RouteBudget): string => `${b.path}${b.session ? ` (${b.session})` : ''}`;

/** Each route's misses: a score under budget, JS over budget, a run that shifted, or a figure that could not be measured. */
export function checkRoutes(measures: readonly RouteMeasure[], options: { scores: boolean }): RouteVerdict[] {
  return measures.map((m) => {
    const misses: string[] = [];
    if (Number.isNaN(m.jsBytes)) misses.push('first-screen JS not measured (no screen at this path)');
    else if (m.jsBytes > m.budget.firstScreenJsKb * 1024) misses.push(`JS ${(m.jsBytes / 1024).toFixed(1)} KB > ${m.budget.firstScreenJsKb} KB`);
    if (options.scores) {
      if (m.score === undefined) misses.push('no Lighthouse score');
      else if (m.score < m.budget.score) misses.push(`score ${m.score} < ${m.budget.score}`);
      const shifted = (m.clsRuns ?? []).map((cls, i) => ({ cls, run: i + 1 })).filter((r) => r.cls > 0);
      if (shifted.length) misses.push(`layout shift in run ${shifted.map((r) => `${r.run} (CLS ${r.cls})`).join(', ')}`);
    }
    return { ...m, misses };
  });
}

/** The exit code of `--check`: 1 when any route misses a budget or nothing was measured, else 0. */
export const exitCodeOf = (verdicts: readonly RouteVerdict[]): number => (verdicts.length === 0 || verdicts.some((v) => v.misses.length > 0) ? 1 : 0);
