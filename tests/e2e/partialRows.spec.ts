import { freshAgent, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Remaining rows of issue 41 item 7, against the reference API: the agent's own modal on the invite entry, the
 * m_newgame banner group on the slots centre, and the app class inside the native app's webview.
 */

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

test("an agent's Invite opens the agent's own modal: registration links and Open account", async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await freshAgent(page);
  await startSignedIn(page, session);
  const links = await api.call('affiliateUrls');
  await page.goto('/m/home');
  await waitForScreen(page);
  await page.getByTestId('bottombar').getByRole('button', { name: 'Invite' }).click();
  const modal = page.getByRole('dialog', { name: 'Invite to your team' });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Invite friends' })).toHaveCount(0);
  for (const l of links.list) await expect(modal.getByText(l.url, { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page, "the agent's invite modal");
  await modal.getByRole('button', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(modal).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the slots centre shows the m_newgame banner group above its games', async ({ page }) => {
  const { banners } = await platformClient(page.request).call('announcements', { types: 'B', groupName: 'm_newgame' });
  expect(banners?.length).toBeGreaterThan(0);
  await page.goto('/m/slotsCenter');
  await waitForScreen(page);
  const banner = page.getByTestId('slotsCenter.newGameBanner').locator('img');
  await expect(banner).toHaveCount(1);
  await expect(banner).toHaveAttribute('src', new RegExp(`${banners?.[0].announcementImages[0].url.replace(/[.?]/g, '\\$&')}`));
  await expectNoAxeViolations(page, '/m/slotsCenter');
});

test.describe('in the native app', () => {
  test.use({ userAgent: `${ANDROID} MGamingApp/1.0` });
  test('the page carries the app class', async ({ page }) => {
    await page.goto('/m/home');
    await waitForScreen(page);
    await expect(page.locator('html')).toHaveClass(/\bin-app\b/);
  });
});

test.describe('in a mobile browser', () => {
  test.use({ userAgent: ANDROID });
  test('the page has no app class', async ({ page }) => {
    await page.goto('/m/home');
    await waitForScreen(page);
    await expect(page.locator('html')).not.toHaveClass(/\bin-app\b/);
  });
});
