import type { Page } from '@playwright/test';
import { LOCALE_DOCUMENT_PREFIX } from '../../src/core/brand/brandDocumentPath.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The brand document carries its default language's strings only (a visit shows one language); another language's
 * strings load when a person picks it, or beside the brand document when it was saved. Lucky: EN, TY and CN.
 */
function localeRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith(LOCALE_DOCUMENT_PREFIX)) asked.push(path.slice(LOCALE_DOCUMENT_PREFIX.length));
  });
  return asked;
}

const openMenu = (page: Page, name: string) => page.getByTestId('bottombar').getByRole('button', { name }).click();

test("a visit in the default language downloads no other language's strings; picking one loads them once and shows them", async ({ page }) => {
  const problems = watchPageProblems(page);
  const asked = localeRequests(page);
  await page.goto(brandUrl('lucky', '/m/home'));
  await waitForScreen(page);
  await openMenu(page, 'Menu');
  const menu = page.getByTestId('left-menu');
  await menu.getByRole('list', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
  // The menu now reads in Chinese, and the page says so to assistive technology.
  await expect(menu.getByRole('list', { name: '语言' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  expect(asked).toEqual(['CN.json']);
  // Back to English: its strings came with the brand document.
  await menu.getByRole('button', { name: 'English' }).click();
  await expect(menu.getByRole('list', { name: 'Language' })).toBeVisible();
  expect(asked).toEqual(['CN.json']);
  expect(problems).toEqual([]);
});

test("a saved language's strings load beside the brand document; when they cannot, the page opens in the default language", async ({ page }) => {
  const problems = watchPageProblems(page);
  const asked = localeRequests(page);
  await page.addInitScript(() => window.localStorage.setItem('language', 'TY'));
  await page.goto(brandUrl('lucky', '/m/home'));
  await waitForScreen(page);
  await expect(page.locator('html')).toHaveAttribute('lang', /^(tl|fil)/);
  await openMenu(page, 'Menu');
  await expect(page.getByTestId('left-menu').getByRole('list', { name: 'Wika' })).toBeVisible();
  expect(asked).toEqual(['TY.json']);
  await page.keyboard.press('Escape');

  // The strings unreachable (a broken or offline network on this first visit): English, and nothing breaks.
  await page.route(`**${LOCALE_DOCUMENT_PREFIX}**`, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await waitForScreen(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await openMenu(page, 'Menu');
  await expect(page.getByTestId('left-menu').getByRole('list', { name: 'Language' })).toBeVisible();
  expect(problems).toEqual([]);
});
