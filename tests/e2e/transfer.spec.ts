import { formatNumber } from '../../src/core/formatNumber.ts';
import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The transfer screen as a member uses it, on both brands, against the reference API: reached from the member
 * centre, money moved to a game wallet and back, every figure checked against /wps/wallets/gcs, axe on the
 * screen before and after. Each test moves money of a member of its own.
 */
const BRANDS = [
  {
    id: 'lucky',
    merchant: 'LUCKY88',
    menu: 'Wallet transfer',
    wallet: 'Game wallet',
    amount: 'Amount',
    submit: 'Transfer',
    back: 'Back to the main wallet',
    all: 'All',
    held: 'Game wallets with money',
    empty: 'All your money is in the main wallet',
  },
  {
    id: 'royal',
    merchant: 'ROYALPH',
    menu: 'Paglipat ng pondo',
    wallet: 'Wallet ng laro',
    amount: 'Halaga',
    submit: 'Ilipat',
    back: 'Pabalik sa pangunahing wallet',
    all: 'Lahat',
    held: 'Mga game wallet na may laman',
    empty: 'Nasa pangunahing wallet ang lahat ng iyong pera',
  },
] as const;

for (const brand of BRANDS) {
  test(`${brand.id}: money moves to a game wallet and back, as the platform's wallets say`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const { session, api } = await freshMember(page, { merchant: brand.merchant, balance: true });
    await startSignedIn(page, session);
    const before = await api.call('walletGcs');
    expect(before.mainBalance).toBeGreaterThan(100);
    const jili = before.list.find((w) => w.vassalage === 'JL');
    expect(jili?.balance).toBe(0);

    await page.goto(brandUrl(brand.id, '/m/member/home'));
    await waitForScreen(page);
    await page.getByRole('main').getByRole('button', { name: brand.menu }).click();
    await expect(page).toHaveURL(/\/m\/transfer$/);
    await waitForScreen(page);
    const main = page.getByRole('main');
    await expect(page.getByTestId('transfer-main-balance')).toContainText(formatNumber(before.mainBalance, 2));
    await expect(main.getByText(brand.empty)).toBeVisible();
    await expectNoAxeViolations(page, `${brand.id} /m/transfer`);

    await main.getByRole('combobox', { name: brand.wallet }).selectOption('JL');
    await main.getByRole('textbox', { name: new RegExp(`^${brand.amount}`) }).fill('100');
    const sent = page.waitForRequest(isCallTo('walletTransfer'));
    await main.getByRole('button', { name: brand.submit, exact: true }).click();
    const request = await sent;
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(request.postDataJSON()).toEqual({ fromWalletId: before.mainWalletId, toWalletId: jili?.walletId, amount: 100 });
    await expect(page.getByTestId('transfer-main-balance')).toContainText(formatNumber(before.mainBalance - 100, 2));
    const held = main.getByRole('list', { name: brand.held });
    await expect(held.getByRole('listitem')).toHaveText([/JILI\s*100\.00/]);
    const after = await api.call('walletGcs');
    expect(after.mainBalance).toBeCloseTo(before.mainBalance - 100, 2);
    expect(after.list.find((w) => w.vassalage === 'JL')?.balance).toBe(100);
    expect(after.sumBalance).toBeCloseTo(before.sumBalance, 2);
    await expectNoAxeViolations(page, `${brand.id} after a transfer`);

    // Back: JILI comes first, All takes what it holds.
    await main.getByRole('radio', { name: brand.back }).check();
    await expect(main.getByRole('combobox', { name: brand.wallet })).toHaveValue('JL');
    await main.getByRole('button', { name: brand.all, exact: true }).click();
    await expect(main.getByRole('textbox', { name: new RegExp(`^${brand.amount}`) })).toHaveValue('100.00');
    await main.getByRole('button', { name: brand.submit, exact: true }).click();
    await expect(main.getByText(brand.empty)).toBeVisible();
    await expect(page.getByTestId('transfer-main-balance')).toContainText(formatNumber(before.mainBalance, 2));
    expect((await api.call('walletGcs')).mainBalance).toBeCloseTo(before.mainBalance, 2);
    expect(problems).toEqual([]);
  });
}

test('more than the main wallet holds is refused in the form, and nothing is sent', async ({ page }) => {
  const { session, api } = await freshMember(page, { balance: true });
  await startSignedIn(page, session);
  const { mainBalance } = await api.call('walletGcs');
  let sent = 0;
  page.on('request', (r) => {
    if (isCallTo('walletTransfer')(r)) sent++;
  });
  await page.goto('/m/transfer');
  await waitForScreen(page);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^Amount/ }).fill(String(Math.ceil(mainBalance) + 1));
  await main.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(main.locator('.field-error')).toContainText(`More than the Main wallet holds (${formatNumber(mainBalance, 2)})`);
  expect(sent).toBe(0);
});
