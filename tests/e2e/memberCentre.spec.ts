import { formatNumber } from '../../src/core/formatNumber.ts';
import { apiLogin, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { callGlob, expectNoAxeViolations, startSignedIn, waitForScreen } from './support.ts';
import { fetchRouted } from '../../tools/brands/fetchRouted.ts';

/**
 * The member centre against the reference API: who is signed in, the balance (refresh and hide), shortcuts that go
 * where they say, the menu, the layout the platform's mobile template picks, and the trial refusal.
 */
test('the member centre shows the member and the balance, and its shortcuts and menu lead on', async ({ page }) => {
  const session = await apiLogin(page, 'demo1');
  await startSignedIn(page, session);
  const api = platformClient(page.request, 'LUCKY88', () => String(session.token));
  const member = await api.call('memberInfo');
  const balance = (await api.call('walletBalance')).sumBalance;
  await page.goto('/m/member/home');
  await waitForScreen(page);
  const main = page.getByRole('main');
  await expect(main.getByTestId('user-card-name')).toHaveText(member.nickname || member.account);
  await expect(main.locator('.balance-amount')).toContainText(formatNumber(balance, 2));
  await expectNoAxeViolations(page, '/m/member/home');

  await main.getByRole('button', { name: 'Hide balance' }).click();
  await expect(main.locator('.balance-amount')).not.toContainText(formatNumber(balance, 2));
  await main.getByRole('button', { name: 'Show balance' }).click();
  await expect(main.locator('.balance-amount')).toContainText(formatNumber(balance, 2));

  const shortcuts = main.getByRole('navigation', { name: 'Shortcuts' });
  await expect(shortcuts.getByRole('button')).toHaveText(['Deposit', 'Withdraw', 'Records', 'Security centre', 'Inbox', 'Invite friends']);
  await shortcuts.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await page.goBack();
  await main
    .getByRole('navigation', { name: 'Member menu' })
    .getByRole('button', { name: /Message centre/ })
    .click();
  await expect(page).toHaveURL(/\/m\/message$/);

  // /m/mine draws the same member centre.
  await page.goto('/m/mine');
  await expect(page.getByRole('main').getByRole('navigation', { name: 'Shortcuts' })).toBeVisible();
});

test("the platform's mobile template picks the layout (mem_cen '1': new, '0': base); a trial account has none", async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'demo0'));
  await page.goto('/m/member/home');
  await expect(page.getByTestId('memberHome.headerNew').getByRole('button', { name: 'Deposit' })).toBeVisible();
  await expect(page.getByTestId('memberHome.headerBase')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the new member centre');
  // The same brand with the template switched off draws the base layout.
  await page.route(callGlob('systemStatus'), async (route) => {
    const res = await fetchRouted(route);
    const body = await res.json();
    body.value.info.mobileTemplate.mem_cen = '0';
    await route.fulfill({ response: res, json: body });
  });
  await page.reload();
  await expect(page.getByTestId('memberHome.headerBase').locator('.balance-amount')).toBeVisible();
  await expect(page.getByTestId('memberHome.headerNew')).toHaveCount(0);

  const a = await platformClient(page.request).call('freePlay');
  // A tab of its own: the running app writes its session back to this tab's storage whenever its state changes.
  const trial = await page.context().newPage();
  await startSignedIn(trial, { token: a.token, userName: a.userName, type: 4, merchantCode: 'LUCKY88', firstTimeLogin: false });
  await trial.goto('/m/member/home');
  // The toast is timed: looked for first, while the redirect happens (a busy machine may take its time to get there).
  await expect(trial.getByTestId('toasts')).toContainText('Please log in with a real account to use this function');
  await expect(trial).toHaveURL(/\/m\/home$/);
});
