import type { Page } from '@playwright/test';
import { freshMember, MERCHANT, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

interface Game {
  gameName: string;
  nodeId: string;
  supportPlay: number;
}

/** A member of the test's own (a game it opens becomes that member's recently played). */
async function asMember(page: Page): Promise<void> {
  await startSignedIn(page, (await freshMember(page)).session);
}

/** The hot list as the API answers it (the home's hot row shows its first nine). */
async function hotGames(page: Page): Promise<Game[]> {
  return (await platformClient(page.request, MERCHANT).call('hotGames')).list;
}

async function openHome(page: Page, brand = 'lucky'): Promise<void> {
  await page.goto(brandUrl(brand, '/m/home'));
  await waitForScreen(page);
  await expect(page.getByTestId('home.banners').locator('img').first()).toBeVisible();
}

/**
 * Opens the home and answers the hot games as its own hotGames call got them: plays in other tests' workers
 * reorder the list, so one read before the page may not be what its row shows.
 */
async function openHomeWithHotGames(page: Page): Promise<Game[]> {
  const answer = page.waitForResponse(isCallTo('hotGames'));
  await openHome(page);
  return ((await (await answer).json()) as { value: { list: Game[] } }).value.list;
}

/** Scrolls a `defer` block into view, as a user would: deferred blocks far below the fold load on approach. */
async function reveal(page: Page, testId: string): Promise<void> {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
}

/** Every block of the spec's home section, filled from the reference API. */
async function expectHomeBlocks(page: Page): Promise<void> {
  await expect(page.getByTestId('home.banners').getByRole('img')).not.toHaveCount(0);
  await expect(page.getByTestId('home.notices').locator('.notice-marquee-item').first()).toContainText(/\S/);
  const tabs = page.getByTestId('home.categories').getByRole('tab');
  await expect(tabs.first()).toHaveText('Home');
  await expect(tabs.nth(2)).toHaveAttribute('data-tab', 'FAV');
  await expect(tabs.nth(4)).toHaveAttribute('data-tab', 'RNG');
  await expect(page.getByTestId('home.hotRow').locator('.game-tile')).toHaveCount(9);
  await reveal(page, 'home.winners');
  await expect(page.getByTestId('home.winners').locator('.winner').first()).toBeVisible();
  await reveal(page, 'home.help');
  await expect(page.getByTestId('home.help').getByRole('button').first()).toBeVisible();
  await reveal(page, 'home.footer');
  await expect(page.getByTestId('home.footer').locator('footer')).toContainText('2025');
}

/**
 * axe on a still page: the winners board, when it scrolls, is paused with its own button (as a reader who wants
 * it still would) and its last step allowed to finish; a row sliding in is clipped mid-step, too small a target.
 * axe runs at the page's end, where the page keeps room for the bars fixed over it. Anywhere else a block
 * straddles a fixed bar (a vendor button half under the download bar's button is a smaller target), and which
 * block that is depended on how far the reveals above had scrolled.
 */
async function expectStillHomeAccessible(page: Page, context: string): Promise<void> {
  const winners = page.getByTestId('home.winners').locator('section');
  if ((await winners.getAttribute('data-scrolling')) === 'true') {
    await winners.getByRole('button', { name: 'Pause' }).click();
    await expect(winners).toHaveAttribute('data-running', 'false');
    await expect.poll(() => winners.locator('ol').evaluate((list) => list.getAnimations().length)).toBe(0);
  }
  // At the end and staying there: blocks still arriving below grow the page, and the reader scrolls on.
  const atEnd = () =>
    page.evaluate(() => {
      const end = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      if (!end) window.scrollTo(0, document.documentElement.scrollHeight);
      return end;
    });
  await expect.poll(atEnd).toBe(true);
  await expectNoAxeViolations(page, context);
}

test.describe('home', () => {
  test('guest sees every block from the API; a game tap leads to login; no axe violations', async ({ page }) => {
    const problems = watchPageProblems(page);
    const game = (await openHomeWithHotGames(page)).slice(0, 9).find((g) => g.supportPlay !== 0)!;
    await expectHomeBlocks(page);
    await expectStillHomeAccessible(page, 'home (lucky, guest)');
    await page.getByTestId('home.hotRow').getByRole('button', { name: game.gameName, exact: true }).first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(problems).toEqual([]);
  });

  test('member sees every block; a game tap launches it', async ({ page }) => {
    await asMember(page);
    const game = (await openHomeWithHotGames(page))[0];
    await expectHomeBlocks(page);
    await expect(page.getByTestId('header.balance')).toBeVisible();
    await expectStillHomeAccessible(page, 'home (lucky, member)');
    await page.getByTestId('home.hotRow').getByRole('button', { name: game.gameName, exact: true }).first().click();
    await expect(page).toHaveURL(/\/m\/game$/);
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('the search overlay finds a seeded game by part of its name', async ({ page }) => {
    const game = (await hotGames(page))[0];
    const part = game.gameName.split(' ')[0].slice(0, Math.max(3, game.gameName.split(' ')[0].length - 1));
    await openHome(page);
    await page.getByTestId('home.search').getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox').fill(`  ${part} `);
    await expect(dialog.getByRole('status')).toHaveText(/Games found: \d+/);
    await expect(dialog.getByRole('button', { name: game.gameName, exact: true }).first()).toBeVisible();
    await dialog.getByRole('searchbox').fill('   ');
    await expect(dialog.getByRole('status')).toHaveText('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('search pages through all it found, and its Cancel keeps its whole word in every language at 390 px', async ({ page }) => {
    // Three languages, a page and a half of games each: on a loaded machine that is more than the default 30 s.
    test.slow();
    for (const [language, cancel, more] of [
      ['TY', 'Kanselahin', 'Mag-load pa'],
      ['EN', 'Cancel', 'Load more'],
      ['CN', '取消', '加载更多'],
    ] as const) {
      await page.addInitScript((l) => window.localStorage.setItem('language', l), language);
      await openHome(page);
      await page.getByTestId('home.search').getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      // A name that most seeded games have: many more than one page.
      await dialog.getByRole('searchbox').fill('a');
      await expect(dialog.getByRole('status')).toHaveText(/\d{2,}/);
      const tiles = dialog.getByRole('list').getByRole('listitem');
      await expect(tiles).toHaveCount(10);
      await dialog.getByRole('button', { name: more }).click();
      await expect(tiles).toHaveCount(20);
      const label = dialog.getByRole('button', { name: cancel }).locator('.btn-label');
      await expect(label).toHaveText(cancel);
      // Drawn whole: no ellipsis ("C…"), the label's text fits its box.
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      // And on the screen, beside a typed name's clear button (the box gives way; it pushed Cancel off the edge).
      const cancelBox = await dialog.getByRole('button', { name: cancel }).boundingBox();
      expect(cancelBox && cancelBox.x + cancelBox.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
      await expectNoAxeViolations(page, `game search ${language}`);
    }
  });

  test('carousels, the marquee and the winners board can be paused', async ({ page }) => {
    // The page's clock is the test's: the board's next steps are run at once instead of waited for.
    await page.clock.install();
    await openHome(page);
    const banners = page.getByTestId('home.banners').locator('section');
    await banners.getByRole('button', { name: 'Pause' }).click();
    await expect(banners).toHaveAttribute('data-running', 'false');
    await expect(banners.getByRole('button', { name: 'Play' })).toBeVisible();
    const marquee = page.getByTestId('home.notices').locator('.notice-marquee');
    await marquee.getByRole('button', { name: 'Pause' }).click();
    await expect(marquee).toHaveAttribute('data-running', 'false');
    await reveal(page, 'home.winners');
    const winners = page.getByTestId('home.winners').locator('section');
    await expect(winners).toHaveAttribute('data-scrolling', 'true');
    await winners.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    await expect(winners).toHaveAttribute('data-running', 'false');
    const list = winners.locator('.winners-list');
    const at = await list.getAttribute('style');
    // Paused, ten seconds of the board's timers (several of its steps) move nothing.
    await page.clock.runFor(10_000);
    await expect(list).toHaveAttribute('style', at ?? '');
  });

  test('the banner carousel turns by itself after its delay', async ({ page }) => {
    await openHome(page);
    const active = page.getByTestId('home.banners').locator('.swiper-slide-active');
    // Nobody touches it: swiper starts a moment before the first turn (5 s after the page has settled). On a busy
    // machine the page can settle before the test looks: whichever slide shows then, the next one follows.
    await expect(active).toHaveAttribute('aria-label', /^\d+ \/ \d+$/, { timeout: 10_000 });
    const [shown, count] = ((await active.getAttribute('aria-label')) ?? '').split(' / ').map(Number);
    const next = (shown % count) + 1;
    await expect(active).toHaveAttribute('aria-label', new RegExp(`^${next} /`), { timeout: 10_000 });
  });

  test('the other banners get their images only after the first screen has drawn and settled', async ({ page }) => {
    // What the second slide's image was when the slides first reached the page.
    await page.addInitScript(() => {
      const w = window as unknown as { secondAtFirstDraw?: string | null };
      new MutationObserver((_, observer) => {
        const imgs = document.querySelectorAll('.swiper-slide img');
        if (imgs.length < 2) return;
        w.secondAtFirstDraw = imgs[1].getAttribute('src');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await openHome(page);
    expect(await page.evaluate(() => (window as unknown as { secondAtFirstDraw?: string | null }).secondAtFirstDraw)).toBeNull();
    const second = page.getByTestId('home.banners').locator('.swiper-slide img').nth(1);
    await expect(second).toHaveAttribute('src', /\/media\/banners\//, { timeout: 10_000 });
  });

  test('a swipe on the banners moves them from the very first touch', async ({ page }) => {
    await openHome(page);
    // The carousel's code loads once the page has settled; from then on a touch starts it.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/swiper-[\w-]+\.js$/.test(e.name))), { timeout: 10_000 })
      .toBe(true);
    await expect(page.getByTestId('home.banners').locator('.swiper')).toHaveClass(/swiper-initialized/);
    const box = (await page.getByTestId('home.banners').locator('.swiper').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    // Well before the first turn by itself (which swiper would only start for 4 s from now).
    await expect(page.getByTestId('home.banners').locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 \//, { timeout: 2_500 });
  });

  test('a block far below the fold is not laid out until it nears the viewport, then shows its games', async ({ page }) => {
    await openHome(page);
    // The last game carousel of the vendor blocks, three screens down: drawn in the DOM, skipped by layout.
    const block = page.getByTestId('home.vendorBlocks').locator('section:has(.game-carousel)').last();
    const tile = block.locator('.game-tile').first();
    await expect(tile).toBeAttached({ timeout: 10_000 });
    // (Polled: while the blocks above still load, the page is shorter and the block can be near for a moment.)
    await expect.poll(() => tile.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  });

  test('royal: its own order and blocks, no axe violations', async ({ page }) => {
    await openHome(page, 'royal');
    // Blocks draw as their data arrives: the order is checked once both are there.
    const ids = () => page.locator('[data-screen="home"] > [data-testid]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')).slice(0, 2));
    await expect.poll(ids).toEqual(['home.banners', 'home.notices']);
    await expect(page.getByTestId('home.counters')).toHaveCount(0);
    await reveal(page, 'home.winners');
    await expect(page.getByTestId('home.winners').locator('.winner').first()).toBeVisible();
    await expectStillHomeAccessible(page, 'home (royal, guest)');
  });
});
