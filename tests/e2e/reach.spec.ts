import { expect, test } from './fixtures.ts';
import { brandUrl, callGlob, waitForScreen } from './support.ts';

/**
 * Nothing moving, at 390x844 on both brands in their default language: the login's form holds still while its
 * banner arrives late (it moved by a third of the screen: CLS 0.26-0.43 in Lighthouse).
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88', lang: 'en' },
  { id: 'royal', merchant: 'ROYALPH', lang: 'ty' },
] as const;

for (const brand of BRANDS) {
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
