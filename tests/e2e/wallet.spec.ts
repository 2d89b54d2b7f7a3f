import { expect, test } from '@playwright/test';
import { formatNumber } from '../../src/core/formatNumber.ts';
import { apiLogin, callGlob, expectNoAxeViolations, isCallTo, platformClient, useSession, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The wallet screens as a member uses them, against the reference API's demo payment channels: a deposit settles
 * and the header balance rises by its amount; the order shows in the deposit history; a retried request keeps
 * its idempotency key; a trial account is refused.
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88', query: '', user: 'demo1', deposit: 'Deposit', credited: 'Credited' },
  { id: 'royal', merchant: 'ROYALPH', query: '?brand=royal', user: 'demo1', deposit: 'Mag-deposito', credited: 'Naidagdag na' },
] as const;

for (const brand of BRANDS) {
  test(`${brand.id}: a deposit through the demo channel settles and the header balance rises by its amount`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const session = await apiLogin(page, brand.user, brand.merchant);
    await useSession(page, session);
    const api = platformClient(page.request, brand.merchant, () => String(session.token));
    const before = (await api.call('walletBalance')).sumBalance;
    await page.goto(`/m/voucherCenter${brand.query}`);
    await waitForScreen(page);
    const balance = page.getByTestId('topbar').getByText(formatNumber(before, 2));
    await expect(balance).toBeVisible();
    await expectNoAxeViolations(page, '/m/voucherCenter');

    // Out of range first: the field says so and nothing is sent.
    const amount = page.getByRole('textbox', { name: /Amount|Halaga/ });
    await amount.fill('5');
    await page.getByRole('main').getByRole('button', { name: brand.deposit, exact: true }).click();
    await expect(page.locator('.field-error')).toContainText(/10/);
    // A preset fills the amount; the request carries an Idempotency-Key.
    await page.getByRole('group').getByRole('button', { name: '500', exact: true }).click();
    await expect(amount).toHaveValue('500');
    const sent = page.waitForRequest(isCallTo('depositRequest'));
    await page.getByRole('main').getByRole('button', { name: brand.deposit, exact: true }).click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await expect(page.getByTestId('deposit-order')).toBeVisible();
    await expect(page.getByTestId('deposit-order').getByRole('status')).toHaveText(brand.credited, { timeout: 15_000 });
    await expect(page.getByTestId('topbar').getByText(formatNumber(before + 500, 2))).toBeVisible();
    expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before + 500, 2);
    const history = page.getByTestId('deposit-history');
    await expect(history.getByRole('listitem').first()).toContainText('500.00');
    await expectNoAxeViolations(page, 'a settled deposit');
    expect(problems).toEqual([]);
  });
}

test('a deposit left pending resumes when the member comes back; a retry after a failure sends the same key', async ({ page }) => {
  const session = await apiLogin(page, 'demo2');
  await useSession(page, session);
  const keys: string[] = [];
  let failFirst = true;
  await page.route(callGlob('depositRequest'), async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (failFirst) {
      failFirst = false;
      return route.abort('failed');
    }
    return route.continue();
  });
  await page.goto('/m/voucherCenter');
  await page.getByRole('radio', { name: /Demo Bank Transfer/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('150');
  await page.getByRole('main').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('could not be sent');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('deposit-order').getByRole('status')).toHaveText('Waiting for the payment');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  // Leave and come back: the order is still followed, and settles.
  await page.goto('/m/home');
  await page.goto('/m/voucherCenter');
  await expect(page.getByTestId('deposit-order').getByRole('status')).toHaveText('Credited', { timeout: 20_000 });
});

test('a trial account is refused deposit with the spec message', async ({ page }) => {
  const a = await platformClient(page.request).call('freePlay');
  await useSession(page, { token: a.token, userName: a.userName, type: 4, merchantCode: 'LUCKY88', firstTimeLogin: false });
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('toasts')).toContainText('Please log in with an actual account to use this function');
});
