import type { Page } from '@playwright/test';
import { freshMember, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The catalogue calls no screen asked before (issue 41), read by real screens on both brands in their default
 * language and checked against the reference API's answers: the search overlay's "Popular now" (popularGames)
 * and its paged results (mobileGames), and a vendor lobby's game-type chips (vassGameType).
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88', language: 'EN', popular: 'Popular now', search: 'Search games', more: 'Load more', filter: 'Filter', type: 'Game type' },
  {
    id: 'royal',
    merchant: 'ROYALPH',
    language: 'TY',
    popular: 'Sikat ngayon',
    search: 'Maghanap ng Laro',
    more: 'Mag-load pa',
    filter: 'Salain',
    type: 'Uri ng laro',
  },
] as const;
type Brand = (typeof BRANDS)[number];

const api = (page: Page, brand: Brand) => platformClient(page.request, brand.merchant, () => null, brand.language);

async function openSearch(page: Page, brand: Brand) {
  await page.goto(brandUrl(brand.id, '/m/home'));
  await waitForScreen(page);
  await page.getByTestId('home.search').getByRole('button', { name: brand.search }).click();
  return page.getByRole('dialog');
}

for (const brand of BRANDS) {
  test.describe(`${brand.id}`, () => {
    test('an empty search box shows the popular games, hottest first; a tap opens the game', async ({ page }) => {
      const problems = watchPageProblems(page);
      await startSignedIn(page, (await freshMember(page, { merchant: brand.merchant })).session);
      const popular = (await api(page, brand).call('popularGames', { limit: 10 })).list;
      expect(popular.length, 'the demo has popular games').toBeGreaterThan(1);
      const dialog = await openSearch(page, brand);
      const list = dialog.getByRole('list', { name: brand.popular });
      await expect(list.getByRole('listitem')).toHaveCount(popular.length);
      await expect(list.locator('.game-tile-name')).toHaveText(popular.map((g) => g.gameName));
      await expectNoAxeViolations(page, `popular games (${brand.id})`);
      const game = popular[1];
      await list.getByRole('button', { name: game.gameName, exact: true }).first().click();
      await expect(page).toHaveURL(/\/m\/game$/);
      await expect(page.locator('iframe')).toHaveAttribute('title', game.gameName);
      expect(problems).toEqual([]);
    });

    test('the search pages through every match of mobileGames by name', async ({ page }) => {
      const total = (await api(page, brand).call('mobileGames', { gameName: 'a', pageNo: 1, pageSize: 10 })).totalCount;
      expect(total).toBeGreaterThan(20);
      const dialog = await openSearch(page, brand);
      const asked = page.waitForRequest((r) => isCallTo('mobileGames')(r) && new URL(r.url()).searchParams.get('gameName') === 'a');
      await dialog.getByRole('searchbox').fill('a');
      expect(new URL((await asked).url()).searchParams.get('pageNo')).toBe('1');
      await expect(dialog.getByRole('status')).toContainText(String(total));
      // The results take the popular games' place.
      await expect(dialog.getByRole('list', { name: brand.popular })).toHaveCount(0);
      const tiles = dialog.getByRole('list').getByRole('listitem');
      await expect(tiles).toHaveCount(10);
      const second = page.waitForRequest((r) => isCallTo('mobileGames')(r) && new URL(r.url()).searchParams.get('pageNo') === '2');
      await dialog.getByRole('button', { name: brand.more }).click();
      await second;
      await expect(tiles).toHaveCount(20);
      await expectNoAxeViolations(page, `search results (${brand.id})`);
    });

    test("a vendor lobby's game-type chips are the codes that vendor has in the category", async ({ page }) => {
      const content = (await api(page, brand).call('vassGameType', { typeId: 'RNG' })).content.RNG ?? {};
      const own = content.JDB ?? [];
      const lacked = [...new Set(Object.values(content).flat())].filter((c) => !own.includes(c) && c !== 'NEW' && c !== 'ALL');
      expect(own.length, 'JDB has slot codes').toBeGreaterThan(0);
      expect(lacked.length, 'another slots vendor has a code JDB lacks').toBeGreaterThan(0);
      await page.goto(brandUrl(brand.id, '/m/slot-games?vassalage=JDB'));
      await waitForScreen(page);
      const asked = page.waitForResponse(isCallTo('vassGameType'));
      await page.getByRole('button', { name: brand.filter, exact: true }).click();
      expect(new URL((await asked).url()).searchParams.get('typeId')).toBe('RNG');
      const chips = page.getByRole('group', { name: brand.type }).locator('button[data-classify]');
      await expect(chips).toHaveCount(2 + own.filter((c) => c !== 'NEW' && c !== 'ALL').length);
      const codes = await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-classify')));
      expect(codes).toEqual(['NEW', 'ALL', ...own.filter((c) => c !== 'NEW' && c !== 'ALL')]);
      for (const code of lacked) expect(codes, `${code} is not JDB's`).not.toContain(code);
      await expectNoAxeViolations(page, `lobby game types (${brand.id})`);
    });
  });
}
