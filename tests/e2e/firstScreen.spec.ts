import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { waitForScreen, watchPageProblems } from './support.ts';

/**
 * Issue 21 in a real browser against the reference API: the first screen's largest image (the LCP element) is
 * not lazy, carries fetchpriority=high and arrives small in a modern format at the size drawn; and typing in the
 * login form stays under a frame per keystroke on a CPU slowed 4x. Lighthouse's mobile screen: 412 px wide at a
 * pixel ratio of 1.75, so the browser picks the srcset candidates it picks.
 */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

interface LcpImage {
  tag: string;
  loading: string | null;
  fetchPriority: string | null;
  url: string;
  /** Bytes over the wire (same origin: the Resource Timing entry has them). */
  transfer: number;
}

/** The page's LCP element once the page has settled, and the transfer of its image. */
async function lcpImage(page: Page): Promise<LcpImage | null> {
  return page.evaluate(
    () =>
      new Promise<LcpImage | null>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null; url: string }) | undefined;
          const el = last?.element;
          if (!last || !(el instanceof HTMLImageElement)) return resolve(null);
          const timing = performance.getEntriesByName(el.currentSrc)[0] as PerformanceResourceTiming | undefined;
          resolve({
            tag: el.tagName,
            loading: el.getAttribute('loading'),
            fetchPriority: el.getAttribute('fetchpriority'),
            url: el.currentSrc,
            transfer: timing?.transferSize ?? -1,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * Opens a page and waits until it and the images requested so far have loaded; answers each image URL's content
 * type. Network silence is no sign that the screen is drawn (a slow CPU is quiet while it parses the bundle): tests
 * wait for what they check to show.
 */
async function open(page: Page, path: string, problems: string[]): Promise<Map<string, string>> {
  problems.push(...watchPageProblems(page));
  const images: Promise<unknown>[] = [];
  const types = new Map<string, string>();
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'image') return;
    types.set(r.url(), r.headers()['content-type'] ?? '');
    images.push(r.finished());
  });
  await page.goto(path);
  await waitForScreen(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(images);
  return types;
}

test('the lobby: its LCP is a first-row tile, loaded at once, high priority, under 15 KB of AVIF', async ({ page }) => {
  const problems: string[] = [];
  const types = await open(page, '/m/slot-games', problems);
  // The first tile's picture, loaded; the browser reports the LCP once it has painted it.
  const firstTile = page.locator('.game-tile img').first();
  await expect.poll(() => firstTile.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => lcpImage(page).then((found) => found?.tag ?? null), { message: 'the LCP element is an image' }).toBe('IMG');
  const lcp = await lcpImage(page);
  expect(lcp!.loading).not.toBe('lazy');
  expect(lcp!.fetchPriority).toBe('high');
  expect(lcp!.url).toMatch(/\/media\/games\/[^/]+\.png\?w=200$/);
  expect(lcp!.transfer).toBeGreaterThan(0);
  expect(lcp!.transfer).toBeLessThan(15 * 1024);
  // Chromium's image requests accept AVIF: the media route answers it.
  expect(types.get(lcp!.url)).toBe('image/avif');
  expect(problems).toEqual([]);
});

test('the login: its banners load at once at the width drawn, the first with high priority', async ({ page }) => {
  const problems: string[] = [];
  await open(page, '/m/login', problems);
  const banners = page.getByTestId('login.banners').locator('img');
  await expect(banners.first()).toHaveAttribute('fetchpriority', 'high');
  for (const img of await banners.all()) {
    await expect(img).toHaveAttribute('loading', 'eager');
    // 388 CSS px at 1.75x: the 750 px candidate; loaded.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc.replace(/^.*\?/, ''))).toBe('w=750');
  }
  const lcp = await lcpImage(page);
  if (lcp) {
    expect(lcp.loading).not.toBe('lazy');
    expect(lcp.transfer).toBeLessThan(15 * 1024);
  }
  expect(problems).toEqual([]);
});

test("only the landing screen downloads the landing chunk; the login's first screen needs no RE2 engine", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname);
  });
  const has = (chunk: RegExp) => loaded.some((p) => chunk.test(p));
  const LANDING = /^\/assets\/landing-(?!shared-)/;
  const RE2 = /^\/assets\/linearPattern-/;
  await open(page, '/m/login', []);
  expect(has(LANDING), 'the landing chunk on /m/login').toBe(false);
  expect(has(RE2), 'the RE2 engine before anyone used the form').toBe(false);
  // The engine arrives once a person reaches into the form.
  await page.getByRole('textbox').first().focus();
  await expect.poll(() => has(RE2)).toBe(true);
  loaded.length = 0;
  await open(page, '/m/home', []);
  expect(has(LANDING), 'the landing chunk on /m/home').toBe(true);
});

test('typing in the login form takes under a frame per keystroke on a 4x slower CPU', async ({ page }) => {
  // A wall-clock figure: inside `npm test` (PW_ONLY set) four browser suites share two cores and a 4x throttle on a
  // busy core measured 30 ms. Run alone (`npx playwright test firstScreen`); valueStore.test.tsx guards the
  // mechanism (a keystroke re-renders only its field) in every run.
  test.skip(Boolean(process.env.PW_ONLY), 'a timing: run this file alone, not beside the other browser suites');
  const problems: string[] = [];
  await open(page, '/m/login', problems);
  const username = page.locator('#login-form_username');
  await username.click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The app's work per keystroke: from a window capture listener (before React's root listener) to a window bubble
  // listener (after it, React's synchronous render included). The browser's own text editing is not ours to count.
  await page.evaluate(() => {
    const w = window as Window & { __keystrokes?: number[] };
    w.__keystrokes = [];
    let start = 0;
    window.addEventListener('input', () => void (start = performance.now()), true);
    window.addEventListener('input', () => void w.__keystrokes!.push(performance.now() - start));
  });
  await username.pressSequentially('player0123abc', { delay: 120 });
  await page.locator('#login-form_password').pressSequentially('secret99xyz', { delay: 120 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const ms = (await page.evaluate(() => (window as Window & { __keystrokes?: number[] }).__keystrokes ?? [])).sort((a, b) => a - b);
  expect(ms).toHaveLength(24);
  // Nine keystrokes in ten within a frame (the rest share a 2-core machine with other work), none a long task.
  expect(ms[Math.floor(ms.length * 0.9)], ms.map(Math.round).join(' ')).toBeLessThan(16);
  expect(ms.at(-1), ms.map(Math.round).join(' ')).toBeLessThan(50);
  await expect(username).toHaveValue('player0123abc');
  expect(problems).toEqual([]);
});
