import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPreviewToken } from '../../server/src/http/previewLink.ts';
import { readHosts } from '../../tools/brands/loadDocuments.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, waitForScreen } from './support.ts';

/**
 * A white-label operator's brands do not see or reach each other in the production build: the page, its
 * scripts and its brand document belong to the host's brand; ?brand= is a development switch only; private
 * build files are not served; only a signed, expiring preview link (the e2e server's PREVIEW_SECRET) shows
 * another brand.
 */
const PREVIEW_SECRET = 'e2e-preview-secret-of-32-bytes-or-more';
const DIST = join(process.cwd(), 'dist');

const brandOfPage = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => ((await (await fetch('/brands/current.json')).json()) as { brand: { id: string } }).brand.id);

test('?brand= on the lucky host shows lucky; the royal host shows royal', async ({ page }) => {
  await page.goto('/m/home?brand=royal');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/· Lucky88$/);
  expect(await brandOfPage(page)).toBe('lucky');
  await page.goto(brandUrl('royal', '/m/home'));
  await waitForScreen(page);
  await expect(page).toHaveTitle(/· Royal PH$/);
  expect(await brandOfPage(page)).toBe('royal');
});

test("the built JS names no brand's host; source maps, the build manifest, the host map and other brands' documents answer 404", async ({ request }) => {
  const hosts = Object.keys(readHosts(join(process.cwd(), 'screens')).hosts).filter((h) => h.includes('.'));
  const js = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  expect(js.length).toBeGreaterThan(3);
  for (const file of js) {
    const text = readFileSync(join(DIST, 'assets', file), 'utf8');
    for (const host of hosts) expect(text.includes(host), `${file} names ${host}`).toBe(false);
  }
  const map = readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.js.map'));
  expect(map, 'hidden source maps are built').toBeDefined();
  for (const url of [`/assets/${map}`, '/.vite/manifest.json', '/brands/hosts.json', '/brands/royal.json', '/brands/lucky.json']) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
  expect(readFileSync(join(DIST, 'index.html'), 'utf8')).not.toMatch(/sourceMappingURL/);
  for (const file of js) expect(readFileSync(join(DIST, 'assets', file), 'utf8')).not.toContain('sourceMappingURL');
});

test('a signed preview link shows royal on the lucky host until it is ended; a forged one does not', async ({ page }) => {
  const token = createPreviewToken({ brand: 'royal', expiresAt: Date.now() + 10 * 60_000 }, PREVIEW_SECRET);
  const forged = createPreviewToken({ brand: 'royal', expiresAt: Date.now() + 10 * 60_000 }, 'not-the-secret');
  await page.goto(`/m/home?preview=${forged}`);
  await waitForScreen(page);
  await expect(page).toHaveTitle(/· Lucky88$/);

  await page.goto(`/m/home?preview=${token}`);
  await waitForScreen(page);
  await expect(page).toHaveTitle(/· Royal PH$/);
  expect(await brandOfPage(page)).toBe('royal');
  // The preview follows the visitor to other pages of the site.
  await page.goto('/m/activity');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/Royal PH$/);
  await page.goto('/m/home?preview=end');
  await waitForScreen(page);
  await expect(page).toHaveTitle(/· Lucky88$/);
  expect(await brandOfPage(page)).toBe('lucky');
});
