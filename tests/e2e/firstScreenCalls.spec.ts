import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { sessionOf, type RouteBudget } from '../../tools/bench/check.ts';
import { apiCalls, type ApiCallName } from '../../src/generated/api/calls.ts';
import { firstScreenCalls } from '../../src/generated/api/firstScreenCalls.ts';
import { apiLogin, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, startSignedIn, waitForScreen } from './support.ts';

/**
 * How a call travels is in the app's entry chunk only for the calls the catalogue marks `firstScreen`; any other
 * call waits for the catalogue's later half to load. Every route the bench measures, on a first visit by the session
 * it is measured with, asks only marked calls until the network is quiet: a first screen never waits for that half.
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88' },
  { id: 'royal', merchant: 'ROYALPH' },
] as const;
const ACCOUNT = { member: 'demo0', agent: 'agent1' } as const;
const routes = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'tools', 'bench', 'budgets.json'), 'utf8')) as { routes: RouteBudget[] }).routes;

// A first visit: no worker answering from its caches, every request seen as the browser sends it.
test.use({ serviceWorkers: 'block' });

const callOf = (request: Request): ApiCallName | undefined => {
  const path = new URL(request.url()).pathname;
  return (Object.keys(apiCalls) as ApiCallName[]).find((n) => apiCalls[n].path === path && apiCalls[n].method === request.method());
};

for (const brand of BRANDS) {
  test(`${brand.id}: the bench routes' first screens ask only calls in the entry's catalogue`, async ({ page }) => {
    test.setTimeout(180_000);
    const asked = new Map<ApiCallName, Set<string>>();
    const promotions = await platformClient(page.request, brand.merchant).call('announcements', { types: 'promotion' });
    const promotion = (promotions.promotion ?? []).find((p) => p.announcementImages.length > 0);
    expect(promotion, `${brand.merchant} has a promotion with a cover`).toBeTruthy();
    for (const budget of routes) {
      const kind = sessionOf(budget);
      const route = `${budget.path} (${kind})`;
      const visit = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
      const tab = await visit.newPage();
      tab.on('request', (r) => {
        const name = callOf(r);
        if (name) asked.set(name, (asked.get(name) ?? new Set()).add(route));
      });
      if (kind !== 'guest') await startSignedIn(tab, await apiLogin(page, ACCOUNT[kind], brand.merchant));
      await tab.goto(brandUrl(brand.id, budget.path.replace('{promotion}', String(promotion!.id))));
      await waitForScreen(tab);
      await tab.waitForLoadState('networkidle');
      await visit.close();
    }
    const unmarked = [...asked].filter(([name]) => !firstScreenCalls[name]).map(([name, where]) => `${name}: ${[...where].join(', ')}`);
    expect(unmarked, 'calls a first screen asks, not marked firstScreen in schemas/api/catalog.json').toEqual([]);
  });
}
