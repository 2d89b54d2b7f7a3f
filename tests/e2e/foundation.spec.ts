import { expect, test } from './fixtures.ts';
import { brandUrl, callGlob, expectNoAxeViolations, waitForScreen, watchPageProblems } from './support.ts';

test('home renders from the brand documents with chrome test ids and no CSP problem', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/m/home');
  await waitForScreen(page);
  await expect(page.getByTestId('topbar')).toBeVisible();
  await expect(page.getByTestId('bottombar')).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown path lands on /m/home', async ({ page }) => {
  await page.goto('/m/no-such-page');
  await waitForScreen(page);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("royal's host (royal.localhost in screens/hosts.json) selects the second brand: its theme, language and home layout", async ({ page }) => {
  await page.goto(brandUrl('royal', '/m/home'));
  await waitForScreen(page);
  // Royal's home document puts the banners first and leaves out the counters (lucky starts with the invite bar).
  await expect(page.getByTestId('home.banners')).toBeVisible();
  await expect(page.getByTestId('home.counters')).toHaveCount(0);
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim());
  expect(bg).toBe('#120c1c');
  // TY is Tagalog: the html lang attribute carries its BCP 47 code.
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('tl');
});

test('the shell has no axe violations on both brands', async ({ page }) => {
  for (const url of [brandUrl('lucky', '/m/home'), brandUrl('royal', '/m/home')]) {
    await page.goto(url);
    await waitForScreen(page);
    await expectNoAxeViolations(page, url);
  }
});

test('while the app loads the page shows a splash (not a blank page), and the first render replaces it', async ({ page }) => {
  // Hold the status call: the first render waits for it (the spec's boot order).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(callGlob('systemStatus'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/m/home');
  await expect(page.locator('.boot-splash svg')).toBeVisible();
  release();
  await waitForScreen(page);
  await expect(page.locator('.boot-splash')).toHaveCount(0);
});
