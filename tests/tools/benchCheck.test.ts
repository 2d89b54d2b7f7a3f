/**
 * `npm run bench -- --check` must fail when a route misses a budget, so a later change cannot quietly undo the
 * performance work: the verdicts and the exit code, and that budgets.json covers every route kind issue 21 names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBundle, listBrands } from '../../tools/brands/loadDocuments.ts';
import { screenAt } from '../../src/core/brand/screenAt.ts';
import { checkRoutes, exitCodeOf, sameRoute, type RouteBudget, type RouteMeasure } from '../../tools/bench/check.ts';

const budget: RouteBudget = { path: '/m/login', score: 95, firstScreenJsKb: 130 };
const measure = (over: Partial<RouteMeasure>): RouteMeasure => ({ brand: 'lucky', budget, jsBytes: 120 * 1024, score: 97, ...over });

describe('bench budget check', () => {
  it("finds a route's Lighthouse figures by path and session, not by which read of budgets.json made the entry", () => {
    expect(sameRoute(budget, { ...budget })).toBe(true);
    expect(sameRoute({ ...budget, session: 'member' }, { ...budget, session: 'member', score: 90 })).toBe(true);
    expect(sameRoute(budget, { ...budget, session: 'member' })).toBe(false);
    expect(sameRoute(budget, { ...budget, path: '/m/register' })).toBe(false);
  });

  it('passes routes within both budgets, a score exactly at the budget and JS exactly at it included', () => {
    const v = checkRoutes([measure({}), measure({ score: 95, jsBytes: 130 * 1024 })], { scores: true });
    expect(v.map((r) => r.misses)).toEqual([[], []]);
    expect(exitCodeOf(v)).toBe(0);
  });

  it('fails a score under budget, JS over budget, and says which', () => {
    const v = checkRoutes([measure({ score: 94 }), measure({ jsBytes: 130 * 1024 + 1 }), measure({})], { scores: true });
    expect(v[0].misses).toEqual(['score 94 < 95']);
    expect(v[1].misses).toEqual(['JS 130.0 KB > 130 KB']);
    expect(exitCodeOf(v)).toBe(1);
  });

  it('fails a layout shift in any run, not only in the median one, and says which runs', () => {
    const v = checkRoutes([measure({ clsRuns: [0, 0.26, 0] }), measure({ clsRuns: [0, 0, 0] })], { scores: true });
    expect(v[0].misses).toEqual(['layout shift in run 2 (CLS 0.26)']);
    expect(v[1].misses).toEqual([]);
    expect(exitCodeOf(v)).toBe(1);
  });

  it('fails a route it could not measure: no Lighthouse score, or no screen at the path', () => {
    expect(checkRoutes([measure({ score: undefined })], { scores: true })[0].misses).toEqual(['no Lighthouse score']);
    expect(checkRoutes([measure({ jsBytes: Number.NaN })], { scores: true })[0].misses).toHaveLength(1);
    expect(exitCodeOf([])).toBe(1);
  });

  it('checks JS alone when Lighthouse was skipped on purpose', () => {
    const v = checkRoutes([measure({ score: undefined })], { scores: false });
    expect(v[0].misses).toEqual([]);
    expect(exitCodeOf(v)).toBe(0);
  });
});

describe('budgets.json', () => {
  const root = join(import.meta.dirname, '..', '..');
  const routes = (JSON.parse(readFileSync(join(root, 'tools', 'bench', 'budgets.json'), 'utf8')) as { routes: RouteBudget[] }).routes;

  it('holds every route kind at 95 or more, the form routes at 130 KB of JS at most', () => {
    const screens = listBrands(join(root, 'screens')).map((b) => buildBundle(join(root, 'screens'), b));
    const ids = routes.map((r) => screenAt(screens[0], new URL(r.path, 'http://x').pathname)?.id);
    for (const id of [
      'home',
      'login',
      'register',
      'slotGames',
      'activity',
      'activityDetail',
      'notice',
      'help',
      'memberHome',
      'voucherCenter',
      'withdraw',
      'agent',
    ]) {
      expect(ids, id).toContain(id);
    }
    // Every path is a screen of every brand.
    for (const bundle of screens)
      for (const r of routes) expect(screenAt(bundle, new URL(r.path, 'http://x').pathname), `${bundle.brand.id} ${r.path}`).toBeDefined();
    expect(routes.every((r) => r.score >= 95)).toBe(true);
    for (const path of ['/m/login', '/m/register']) expect(routes.find((r) => r.path === path)?.firstScreenJsKb).toBeLessThanOrEqual(130);
    expect(routes.find((r) => r.path === '/m/agent')?.session).toBe('agent');
  });
});
