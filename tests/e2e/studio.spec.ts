import type { FrameLocator, Page } from '@playwright/test';
import { DEMO_OPERATOR } from '../../server/src/seed/demoOperator.ts';
import { createOperatorClient } from '../../tools/operator/client.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, waitForScreen } from './support.ts';

/**
 * The operator studio as a new operator meets it with only the README: sign in at /studio, pick royal, change the
 * home carousel's speed in the inspector and watch the phone preview follow, reorder two home blocks by keyboard,
 * set a colour that fails contrast and see the error on its field, fix it, compare before | after, publish, see the
 * change as a player on royal.localhost, and roll back. Royal is shared with other specs: every change here is
 * undone by the rollback at the end (and by the `afterAll` below if the journey stops half way).
 */
test.describe.configure({ mode: 'serial' });

const port = () => new URL(test.info().project.use.baseURL ?? '').port;
let publishedBefore: number | null = null;

test.afterAll(async () => {
  if (publishedBefore === null) return;
  const operator = createOperatorClient(`http://127.0.0.1:${port()}`);
  await operator.login(DEMO_OPERATOR);
  const list = await operator.call('brandList', {});
  const royal = list.brands.find((b) => b.id === 'royal');
  if (royal?.published !== publishedBefore) await operator.call('brandRollback', { brand: 'royal', revision: publishedBefore });
});

/** Signs in at /studio as the demo operator and opens royal's home. */
async function openRoyalHome(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/studio/');
  await page.getByLabel('Operator name').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('royal');
  await page
    .getByRole('navigation', { name: 'Brand documents' })
    .getByRole('button', { name: /^home\b/ })
    .click();
  await expect(page.getByRole('tree').getByRole('treeitem', { name: 'bannerCarousel home.banners' })).toBeVisible({ timeout: 20_000 });
}

/** The preview frame of the studio (the real player app), at the phone size chosen. */
const previewOf = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Preview of royal"]');

/** The order of two home blocks in a page (the composed body's order is the DOM's). */
async function blockOrder(frame: Page | FrameLocator, first: string, second: string): Promise<string[]> {
  const body = 'owner' in frame ? (frame as FrameLocator).owner() : (frame as Page).locator('html');
  const ids = await body.evaluate(
    (_el, ids: string[]) => {
      const doc = _el instanceof HTMLIFrameElement ? _el.contentDocument : _el.ownerDocument;
      if (!doc) return [];
      return [...doc.querySelectorAll('[data-widget][data-testid]')].map((e) => e.getAttribute('data-testid') ?? '').filter((id) => ids.includes(id));
    },
    [first, second],
  );
  return ids;
}

test('a new operator edits royal in the studio, previews it, publishes it and rolls it back', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Sign in: /studio answers the sign-in page until a session exists.
  await page.goto('/studio/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'studio sign-in');
  await page.getByLabel('Operator name').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Pick royal, then its home screen.
  const brandPicker = page.getByRole('combobox', { name: 'Brand' });
  await expect(brandPicker).toBeVisible({ timeout: 20_000 });
  await brandPicker.selectOption('royal');
  const documents = page.getByRole('navigation', { name: 'Brand documents' });
  await documents.getByRole('button', { name: /^home\b/ }).click();
  const tree = page.getByRole('tree');
  const carousel = tree.getByRole('treeitem', { name: 'bannerCarousel home.banners' });
  await expect(carousel).toBeVisible();
  const preview = previewOf(page);
  await expect(preview.getByTestId('home.banners')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page.locator('body').page(), 'studio, royal home');

  // What is published now: the rollback at the end returns to it.
  const operator = createOperatorClient(`http://127.0.0.1:${port()}`);
  await operator.login(DEMO_OPERATOR);
  publishedBefore = (await operator.call('brandList', {})).brands.find((b) => b.id === 'royal')?.published ?? null;
  expect(publishedBefore).not.toBeNull();

  // The carousel's speed in the inspector: the preview follows without a reload.
  await carousel.click();
  const speed = page
    .getByRole('spinbutton', { name: /speed/i })
    .or(page.getByRole('textbox', { name: /speed/i }))
    .first();
  await expect(speed).toBeVisible({ timeout: 20_000 });
  await speed.fill('800');
  await expect
    .poll(
      () =>
        preview.owner().evaluate((frame) => {
          const doc = (frame as HTMLIFrameElement).contentDocument;
          const el = [...(doc?.querySelectorAll('[data-testid="home.banners"] *') ?? [])].find((e) => 'swiper' in e) as
            | (Element & { swiper?: { params: { speed: number } } })
            | undefined;
          return el?.swiper?.params.speed ?? null;
        }),
      { timeout: 20_000 },
    )
    .toBe(800);
  const roundTrip = Number(await page.locator('[data-edit-to-rendered-ms]').getAttribute('data-edit-to-rendered-ms'));
  expect(roundTrip).toBeGreaterThan(0);

  // Reorder two home blocks by keyboard: the game search goes below the category menu.
  await expect.poll(() => blockOrder(preview, 'home.search', 'home.categories')).toEqual(['home.search', 'home.categories']);
  const search = tree.getByRole('treeitem', { name: 'gameSearch home.search' });
  await search.click();
  await search.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByText(/Moved gameSearch home\.search to position \d+ of \d+/)).toBeVisible();
  await expect.poll(() => blockOrder(preview, 'home.search', 'home.categories'), { timeout: 10_000 }).toEqual(['home.categories', 'home.search']);

  // A text colour that fails contrast: the error is on the field; a good one clears it.
  await documents.getByRole('button', { name: 'Theme' }).click();
  const textColour = page.getByRole('textbox', { name: 'color-text', exact: true });
  await textColour.fill('#2a1f42');
  await expect(textColour).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Fails AA/).first()).toBeVisible();
  await textColour.fill('#ffffff');
  await expect(textColour).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'studio theme');

  // Compare before | after, then publish with a message.
  await documents.getByRole('button', { name: 'Compare and publish' }).click();
  // The review composes and compares both revisions: beside the other browser lanes it took over 20 s once.
  await expect(page.getByText(/home\.banners.*speed/).first()).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('iframe[title="Before: home"]')).toBeVisible();
  await expect(page.locator('iframe[title="After: home"]')).toBeVisible();
  await expect
    .poll(() => blockOrder(page.frameLocator('iframe[title="After: home"]'), 'home.search', 'home.categories'), { timeout: 20_000 })
    .toEqual(['home.categories', 'home.search']);
  await expect
    .poll(() => blockOrder(page.frameLocator('iframe[title="Before: home"]'), 'home.search', 'home.categories'), { timeout: 20_000 })
    .toEqual(['home.search', 'home.categories']);
  await expectNoAxeViolations(page, 'studio compare and publish');
  await page.getByLabel('What changed (required)').fill('Faster banner slides, the search below the categories, white text');
  await page.getByRole('button', { name: /^Publish/ }).click();
  await expect(page.getByText(/Published revision \d+: players see it on their next page/)).toBeVisible({ timeout: 30_000 });

  // A player on royal.localhost sees it.
  const player = await browser.newPage();
  const royal = `http://royal.localhost:${port()}/m/home`;
  await player.goto(royal);
  await waitForScreen(player);
  await expect.poll(() => blockOrder(player, 'home.search', 'home.categories')).toEqual(['home.categories', 'home.search']);
  expect(await player.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-text').trim())).toBe('#ffffff');

  // History: roll back to what was published before, in one click and a confirmation.
  await documents.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: `Roll back to revision ${publishedBefore}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: /Roll back/ }).click();
  await expect(page.getByText(new RegExp(`revision ${publishedBefore}`)).first()).toBeVisible();
  await expectNoAxeViolations(page, 'studio history');
  await player.goto(royal);
  await waitForScreen(player);
  await expect.poll(() => blockOrder(player, 'home.search', 'home.categories')).toEqual(['home.search', 'home.categories']);
  await player.close();
});

test('every studio view passes axe, and is reached by keyboard-operable controls', async ({ page }) => {
  test.setTimeout(120_000);
  await openRoyalHome(page);
  const documents = page.getByRole('navigation', { name: 'Brand documents' });
  const tree = page.getByRole('tree');
  await tree.getByRole('treeitem', { name: 'bannerCarousel home.banners' }).click();
  for (const tab of ['Data', 'Events', 'Visibility']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tabpanel', { name: new RegExp(`^${tab}`) })).toBeVisible();
    await expectNoAxeViolations(page, `inspector ${tab}`);
  }
  await page.getByRole('button', { name: 'Add block after' }).click();
  const palette = page.getByRole('dialog');
  await expect(palette).toBeVisible();
  await expectNoAxeViolations(page, 'widget palette');
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  // A saved draft (never published): a line for the audit log to show.
  await page.getByRole('tab', { name: /^Props/ }).click();
  await page.getByRole('spinbutton', { name: 'delay' }).fill('5500');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/Saved as revision \d+/)).toBeVisible({ timeout: 20_000 });
  for (const view of ['Bottom bar', 'Settings and flags', 'Texts', 'Audit log']) {
    await documents.getByRole('button', { name: new RegExp(`^${view}`) }).click();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(300);
    await expectNoAxeViolations(page, `studio ${view}`);
  }
  await expect(
    page
      .getByRole('table', { name: /Audit lines/ })
      .getByRole('row')
      .filter({ hasText: 'royal' })
      .first(),
  ).toBeVisible();
});

test('a session that ends mid-edit keeps the draft and saves it after signing in again in place', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openRoyalHome(page);
  await page.getByRole('tree').getByRole('treeitem', { name: 'bannerCarousel home.banners' }).click();
  await page.getByRole('spinbutton', { name: 'delay' }).fill('6000');
  // The session ends (signed out elsewhere, expired): the browser no longer has it.
  await context.clearCookies();
  // The save finds the session gone and asks to sign in; or the studio's own check of the edit (a call it makes
  // after typing) found it first, and the dialog's backdrop holds the click until the operator is signed in again,
  // when it lands. Either way the draft is saved once, after signing in.
  const save = page.getByRole('button', { name: 'Save draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session ended: sign in again' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel('Operator name').fill(DEMO_OPERATOR.username);
  await dialog.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await save;
  await expect(page.getByText(/Saved as revision \d+/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('spinbutton', { name: 'delay' })).toHaveValue('6000');
});

// Quarantined on 2026-11-29 after failing 2 of about 10 full runs: the studio published "revision 3" of its own where
// the conflict notice was expected. Its cause was the brand picker's race (an earlier brand's answer replacing the
// picked one's draft: it published the other brand), fixed in the studio's reducer and covered by
// tests/unit/studio/studioReducer.test.ts.
test('two operators on one brand: the second sees the first publish and rebases onto it, never overwriting it', async ({ page }) => {
  test.setTimeout(120_000);
  await openRoyalHome(page);
  const operator = createOperatorClient(`http://127.0.0.1:${port()}`);
  await operator.login(DEMO_OPERATOR);
  const before = (await operator.call('brandList', {})).brands.find((b) => b.id === 'royal')?.published ?? null;
  publishedBefore ??= before;
  // This operator changes the carousel's delay in the studio...
  await page.getByRole('tree').getByRole('treeitem', { name: 'bannerCarousel home.banners' }).click();
  await page.getByRole('spinbutton', { name: 'delay' }).fill('7000');
  // ...while another publishes a text colour.
  const current = await operator.call('brandRevision', { brand: 'royal' });
  const brandJson = JSON.parse(current.files['brand.json']) as { theme: { tokens: Record<string, string> } };
  brandJson.theme.tokens['color-text'] = '#fafafa';
  const saved = await operator.call('brandSave', {
    brand: 'royal',
    parent: current.revision.number,
    message: 'Another operator: text colour',
    files: { ...current.files, 'brand.json': JSON.stringify(brandJson, null, 2) },
  });
  await operator.call('brandPublish', { brand: 'royal', revision: saved.revision.number });

  await page.getByRole('navigation', { name: 'Brand documents' }).getByRole('button', { name: 'Compare and publish' }).click();
  await page.getByLabel('What changed (required)').fill('Longer banner delay');
  await page.getByRole('button', { name: /^Publish/ }).click();
  await expect(page.getByText(`Someone published revision ${saved.revision.number} while you edited`)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'publish conflict');
  await page.getByRole('button', { name: `Rebase my changes onto revision ${saved.revision.number}` }).click();
  // Different places on each side: nothing to choose, the draft now starts from their revision.
  await expect(page.getByText(`Your changes now start from revision ${saved.revision.number}`)).toBeVisible();
  await page.getByRole('button', { name: /^Publish/ }).click();
  await expect(page.getByText(/Published revision \d+: players see it on their next page/)).toBeVisible({ timeout: 30_000 });
  // Both changes are live: theirs was not overwritten.
  const live = await operator.call('brandRevision', { brand: 'royal' });
  expect(JSON.parse(live.files['brand.json']).theme.tokens['color-text']).toBe('#fafafa');
  expect(live.files['screens/home.json']).toContain('7000');
  if (before !== null) await operator.call('brandRollback', { brand: 'royal', revision: before });
});
