import { formatNumber } from '../../src/core/formatNumber.ts';
import { freshMember, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, callGlob, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The wallet screens as a member uses them, against the reference API's demo payment channels: a deposit settles
 * and the header balance rises by its amount; the order shows in the deposit history; a retried request keeps
 * its idempotency key; a trial account is refused. Every test moves money of a member of its own.
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88', deposit: 'Deposit', credited: 'Credited' },
  { id: 'royal', merchant: 'ROYALPH', deposit: 'Mag-deposito', credited: 'Naidagdag na' },
] as const;

for (const brand of BRANDS) {
  test(`${brand.id}: a deposit through the demo channel settles and the header balance rises by its amount`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const { session, api } = await freshMember(page, { merchant: brand.merchant });
    await startSignedIn(page, session);
    const before = (await api.call('walletBalance')).sumBalance;
    await page.goto(brandUrl(brand.id, '/m/voucherCenter'));
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
  const { session } = await freshMember(page);
  await startSignedIn(page, session);
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
  await startSignedIn(page, { token: a.token, userName: a.userName, type: 4, merchantCode: 'LUCKY88', firstTimeLogin: false });
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('toasts')).toContainText('Please log in with an actual account to use this function');
  // The refusal offers the way out, reachable and readable (hovering it keeps it while read).
  const offer = page.getByTestId('toasts').getByRole('button', { name: 'Create a real account' });
  await offer.hover();
  await expectNoAxeViolations(page, 'trial refusal notice');
  await offer.click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('a withdrawal to a newly added card with the right password lowers the balance and shows in the history', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await freshMember(page);
  await startSignedIn(page, session);
  const before = (await api.call('walletBalance')).sumBalance;
  const banks = (await api.call('bankList')).list;
  await page.goto('/m/withdraw');
  await waitForScreen(page);
  await expect(page.getByText(`Available: ${formatNumber(before, 2)}`)).toBeVisible();
  await expectNoAxeViolations(page, '/m/withdraw');

  // No card yet: submitting says so; adding one checks its fields.
  await page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Add a bank card to withdraw to')).toBeVisible();
  await page.getByRole('button', { name: 'Add a bank card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank card' });
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('Enter 6 to 30 digits')).toBeVisible();
  await expectNoAxeViolations(page, 'the add-card dialog');
  await dialog.getByRole('combobox', { name: 'Bank' }).selectOption(banks[0].bankCode);
  await dialog.getByRole('textbox', { name: 'Account holder name' }).fill('Demo Player');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('1234 5678 9012');
  await dialog.getByLabel('Login password').fill('demo1234');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('radio', { name: new RegExp(banks[0].bankName) });
  await expect(card).toBeChecked();

  // A wrong withdrawal password is refused with the tries left (in the member's language), and that alone; the
  // right one pays out.
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByLabel(/^Withdrawal password/).fill('000000');
  await page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Wrong withdrawal password\. Tries left before withdrawals lock for 30 minutes: \d\.$/);
  await expect(page.getByText('Enter your withdrawal password')).toHaveCount(0);
  expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before, 2);
  const sent = page.waitForRequest(isCallTo('withdraw'));
  await page.getByLabel(/^Withdrawal password/).fill('123456');
  await page.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click();
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByTestId('withdraw-done')).toContainText('Withdrawal submitted');
  await expect(page.getByTestId('withdraw-done')).toContainText(formatNumber(before - 100, 2));
  await expect(page.getByTestId('topbar').getByText(formatNumber(before - 100, 2))).toBeVisible();
  await expect(page.getByTestId('withdraw-history').getByRole('listitem').first()).toContainText('100.00');
  const report = await api.call('withdrawReport', { pageNo: 1, pageSize: 10 });
  expect(report.content[0]).toMatchObject({ amount: 100, status: 'PROCESSING' });
  await expectNoAxeViolations(page, 'a submitted withdrawal');
  // The ledger's records show it too.
  await page.goto('/m/transaction/record');
  await expect(page.getByTestId('records-list').getByRole('listitem').first()).toContainText('-100.00');
  expect(problems).toEqual([]);
});

test('a member without a withdrawal password sets one before the withdraw form shows', async ({ page }) => {
  const { session, api } = await freshMember(page, { paymentPassword: false });
  await startSignedIn(page, session);
  await page.goto('/m/withdraw');
  await expect(page.getByRole('heading', { name: 'Set a withdrawal password to withdraw' })).toBeVisible();
  await page.getByLabel(/^Withdrawal password/).fill('654321');
  await page.getByLabel('Confirm withdrawal password').fill('654320');
  await page.getByRole('button', { name: 'Save withdrawal password' }).click();
  await expect(page.getByText('Password confirmation is incorrect')).toBeVisible();
  await page.getByLabel('Confirm withdrawal password').fill('654321');
  await page.getByRole('button', { name: 'Save withdrawal password' }).click();
  await expect(page.getByRole('button', { name: 'Add a bank card' })).toBeVisible();
  expect(await api.call('hasWithdrawalPassword')).toBe(true);
});

test('a first deposit claiming the deposit promotion is credited with its bonus once', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await freshMember(page, { balance: false });
  await startSignedIn(page, session);
  const promo = (await api.call('depositPromotions')).list.find((p) => p.code.startsWith('FIRSTDEP') && p.eligible);
  expect(promo).toBeDefined();
  await page.goto('/m/voucherCenter');
  await waitForScreen(page);
  const choice = page.getByRole('radio', { name: new RegExp(promo?.title ?? 'First deposit') });
  await choice.check();
  await expectNoAxeViolations(page, 'the deposit promotions');
  // Below the promotion's minimum: the field says so and nothing is sent.
  await page.getByRole('textbox', { name: 'Amount' }).fill(String((promo?.minDeposit ?? 100) - 1));
  await page.getByRole('main').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.locator('.field-error')).toContainText('This promotion needs a deposit of at least');
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('main').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByTestId('deposit-order').getByRole('status')).toHaveText('Credited', { timeout: 15_000 });
  const bonus = Math.min((200 * (promo?.bonusPercent ?? 0)) / 100, promo?.maxBonus ?? 0);
  await expect(page.getByTestId('deposit-order')).toContainText(formatNumber(bonus, 2));
  await expect(page.getByTestId('topbar').getByText(formatNumber(200 + bonus, 2))).toBeVisible();
  // Claimed once: it is no longer offered, and the bonus is in the records.
  await page.getByRole('button', { name: 'Make another deposit' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(promo?.title ?? 'First deposit') })).toHaveCount(0);
  await page.goto('/m/transaction/record');
  await expect(page.getByTestId('records-list').getByRole('listitem').filter({ hasText: 'Deposit bonus' })).toContainText(formatNumber(bonus, 2));
  expect(problems).toEqual([]);
});
