import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiLogin } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, callGlob, startSignedIn, waitForScreen } from './support.ts';

/**
 * The main actions in reach, and nothing moving, at 390x844 on both brands in their default language: a form's
 * primary button shows above the bottom bar on arrival (the deposit centre's sat under it); the login's form holds
 * still while its banner arrives late (it moved by a third of the screen: CLS 0.26-0.43 in Lighthouse).
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88', lang: 'en' },
  { id: 'royal', merchant: 'ROYALPH', lang: 'ty' },
] as const;

/** A string of the base locale, its `$t(key)` references resolved (the names the app gives its buttons). */
function say(lang: string, key: string): string {
  const strings = JSON.parse(readFileSync(join(process.cwd(), 'screens', '_base', 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;
  const resolve = (k: string): string => (strings[k] ?? k).replace(/\$t\(([^)]+)\)/g, (_, ref: string) => resolve(ref));
  return resolve(key);
}

/** The topmost edge of the bottom bar, its raised central item included. */
const bottomBarTop = (page: Page): Promise<number> =>
  page.getByTestId('bottombar').evaluate((bar) => Math.min(...[bar, ...bar.querySelectorAll('*')].map((e) => e.getBoundingClientRect().top)));

for (const brand of BRANDS) {
  test(`${brand.id}: the deposit centre's Deposit button shows above the bottom bar on arrival`, async ({ page }) => {
    await startSignedIn(page, await apiLogin(page, 'demo1', brand.merchant));
    await page.goto(brandUrl(brand.id, '/m/voucherCenter'));
    await waitForScreen(page);
    const submit = page.locator('[data-screen] form').getByRole('button', { name: say(brand.lang, 'deposit_submit'), exact: true });
    await expect(submit).toBeInViewport({ ratio: 1 });
    const box = await submit.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(await bottomBarTop(page));
  });

  test(`${brand.id}: the login's form holds still while a late banner arrives`, async ({ page }) => {
    // The banners' answer held back, as a slow network delivers it after the screen is drawn.
    await page.route(callGlob('announcements'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Every layout shift of the page, with what moved (a failure says which block it was), in the page's order.
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const w = window as Window & { shifts?: string[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          if (e.hadRecentInput) continue;
          const moved = e.sources.map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const name = el?.closest('[data-testid]')?.getAttribute('data-testid') ?? s.node?.nodeName;
            return `${name} ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)}`;
          });
          w.shifts?.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (let run = 0; run < 3; run++) {
      await page.goto(brandUrl(brand.id, '/m/login'));
      await waitForScreen(page);
      const banner = page.getByTestId('login.banners').locator('img').first();
      await expect(banner).toBeVisible();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // One more frame, so a shift from the image's own layout is reported too.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as Window & { shifts?: string[] }).shifts), `run ${run + 1}: CLS 0`).toEqual([]);
    }
  });
}
