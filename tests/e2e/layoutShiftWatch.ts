import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';

/**
 * Records every layout shift of the page's documents not caused by input, with which block moved (the nearest
 * data-testid), the element (`<img>`) and from where to where, so a failure says what moved. Read them with `layoutShifts`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
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
          const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          return `${name} <${el?.tagName.toLowerCase() ?? s.node?.nodeName}> ${box(s.previousRect)} -> ${box(s.currentRect)}`;
        });
        w.shifts?.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far in the current document, after two more frames (a shift is reported a frame late). */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as Window & { shifts?: string[] }).shifts ?? []);
}

/**
 * Holds back every built script whose code contains `marker` (a widget's class name) by `ms`: its code comes late.
 * The scripts are the same on every brand's host, so they are fetched from the project's own (the test runner does
 * not resolve a brand's host name as the browser does).
 */
export async function delayScriptsWith(page: Page, marker: string, ms: number): Promise<void> {
  const base = test.info().project.use.baseURL;
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch({ url: new URL(new URL(route.request().url()).pathname, base).href });
    const body = await response.text();
    if (body.includes(marker)) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fulfill({ response, body });
  });
}
