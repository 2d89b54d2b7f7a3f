import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { buildBundle } from '../../tools/brands/loadDocuments.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The installable app in Chromium at 390x844, on the built app and its server: each brand's manifest and its
 * installability (as Chromium itself judges it: Lighthouse 12 no longer has the PWA audits), the offline start,
 * recovery without a reload, the update notice for a new deployment, the install button, all under the CSP.
 */
test.use({ serviceWorkers: 'allow' });
// One test at a time, in order: the update test changes the built worker (dist/sw.js) that the others install.
test.describe.configure({ mode: 'default' });

const SCREENS = join(process.cwd(), 'screens');
const SW_FILE = join(process.cwd(), 'dist', 'sw.js');

/** Waits until a service worker controls the page (the app registers it after the first screen has settled). */
async function controlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000, message: 'a service worker controls the page' })
    .toBe(true);
}

test.describe('installable per brand', () => {
  // Chromium judges a page in an incognito profile not installable, and Playwright's contexts are incognito: this
  // test runs in a persistent profile of its own.
  let dir: string;
  let context: BrowserContext;
  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
    const options = test.info().project.use;
    context = await chromium.launchPersistentContext(dir, { ...options.launchOptions, viewport: { width: 390, height: 844 } });
  });
  test.afterAll(async () => {
    await context?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const brand of ['lucky', 'royal']) {
    test(`${brand}: its own manifest, and Chromium finds nothing against installing it`, async () => {
      const { brand: doc } = buildBundle(SCREENS, brand);
      const page = await context.newPage();
      const base = test.info().project.use.baseURL ?? '';
      const url = brandUrl(brand, '/m/home');
      await page.goto(url.startsWith('http') ? url : `${base}${url}`);
      await waitForScreen(page);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
      expect(data).toMatchObject({
        name: doc.name,
        theme_color: doc.theme.tokens['color-bg'],
        background_color: doc.theme.tokens['color-bg'],
        start_url: '/m/home',
        scope: '/m/',
        display: 'standalone',
      });
      await expect
        .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 15_000 })
        .toEqual([]);
      await page.close();
    });
  }
});

/**
 * What the device says about its network, in a document loaded while offline. Chromium 150 no longer applies
 * Playwright's offline emulation to a document the service worker serves while it is on (navigator.onLine reads
 * true there, though every request fails), where a phone without a network says false: the page is told so.
 */
async function deviceSaysOffline(context: BrowserContext, page: Page, offline: boolean): Promise<void> {
  if (offline) {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => sessionStorage.getItem('e2e-device-offline') !== '1' });
    });
    await page.evaluate(() => sessionStorage.setItem('e2e-device-offline', '1'));
  } else {
    await page.evaluate(() => {
      sessionStorage.removeItem('e2e-device-offline');
      window.dispatchEvent(new Event('online'));
    });
  }
}

test('offline: the shell and the offline screen open, and back online the app carries on without a reload', async ({ page, context }) => {
  // A worker to install, an offline reload, axe and the way back: past 30 s beside the other lanes on two cores.
  test.setTimeout(90_000);
  const problems = watchPageProblems(page);
  await page.goto('/m/home');
  await waitForScreen(page);
  await controlled(page);
  await context.setOffline(true);
  await deviceSaysOffline(context, page, true);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker(), 'the page came from the service worker').toBe(true);
  await expect(page.locator('[data-screen="offline"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectNoAxeViolations(page, 'on the offline screen');
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => void document.documentElement.setAttribute('data-still', '1'));
  await context.setOffline(false);
  await deviceSaysOffline(context, page, false);
  await expect(page.locator('[data-screen="home"]')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('home.hotGames').locator('img').first()).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-still'))).toBe('1');
  expect(problems).toEqual([]);
});

test('offline in a running app: a form keeps what was typed, and lists seen show from their saved copy, marked', async ({ page, context }) => {
  // Three screens, two trips offline and an axe run: 11 s alone, over 30 s once in a full run beside other workers.
  test.setTimeout(60_000);
  const problems = watchPageProblems(page);
  await page.goto('/m/activity');
  await waitForScreen(page);
  await expect(page.locator('[data-screen="activity"] img').first()).toBeVisible();
  await controlled(page);
  // A guest's lists are saved once the first screen has settled.
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('saved-lists-v1')).keys()).length), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.goto('/m/login');
  await waitForScreen(page);
  const account = page.getByRole('textbox', { name: 'Username' });
  await account.fill('demo0');
  await context.setOffline(true);
  // No gate takes the running screen away: the banner says so, and the form keeps its value.
  await expect(page.getByText('You are offline.')).toBeVisible();
  // Once the app has handled going offline (two frames and an idle moment later), the screen and its value stay.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(r, { timeout: 2000 })))));
  await expect(page.locator('[data-screen="login"]')).toBeVisible();
  await expect(account).toHaveValue('demo0');
  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  await expect(account).toHaveValue('demo0');

  await context.setOffline(true);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/m/activity');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const note = page.getByTestId('saved-copy').first();
  await expect(note).toBeVisible({ timeout: 10_000 });
  await expect(note).toContainText(/Saved copy from \d\d:\d\d/);
  await expect(page.locator('[data-screen="activity"] img').first()).toBeVisible();
  await expectNoAxeViolations(page, 'a saved copy offline');
  // Back online the list reloads by itself and the mark goes.
  await context.setOffline(false);
  await expect(page.getByTestId('saved-copy')).toHaveCount(0, { timeout: 15_000 });
  expect(problems).toEqual([]);
});

test('a new deployment behind the running app leads to the update notice within the 60 s window, and its reload', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.clock.install();
  await page.goto('/m/home');
  await waitForScreen(page);
  await controlled(page);
  await expect(page.getByText('A new version is ready.')).toHaveCount(0);
  // A new build's worker behind the running app: the browser fetches the worker's script itself, beyond the reach
  // of page.route, so the built file changes (its compressed copies go: the server would answer those first).
  const original = readFileSync(SW_FILE);
  try {
    writeFileSync(SW_FILE, Buffer.concat([original, Buffer.from('\n// the next deployment\n')]));
    for (const ext of ['.br', '.gz']) rmSync(`${SW_FILE}${ext}`, { force: true });
    await page.clock.fastForward('01:01');
    await expect(page.getByText('A new version is ready.')).toBeVisible({ timeout: 20_000 });
    // The page still runs whole on the version it started with until the player reloads.
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await waitForScreen(page);
    await expect(page.getByText('A new version is ready.')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    writeFileSync(SW_FILE, original);
  }
  expect(problems).toEqual([]);
});

test("the browser's install offer is the download bar's button, and the bar shows the promotion's bonus", async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.addInitScript(() => {
    const w = window as Window & { __prompted?: number };
    w.__prompted = 0;
    window.addEventListener('load', () => {
      setTimeout(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => void (w.__prompted = (w.__prompted ?? 0) + 1),
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(offer);
      }, 500);
    });
  });
  await page.goto('/m/home');
  await waitForScreen(page);
  // One bar at a time: the invitation bar first; closed, the app bar has its turn (and the invitation stays closed).
  const bar = page.getByRole('complementary', { name: 'Get the app' });
  await expect(bar).toHaveCount(0);
  await page.locator('.invite-bar').getByRole('button', { name: 'Close' }).click();
  await expect(bar).toContainText('Download the app and get ₱18');
  await bar.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate(() => (window as Window & { __prompted?: number }).__prompted)).toBe(1);
  // Used once: the bar goes back to the download link.
  await expect(bar.getByRole('button', { name: 'Install' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
