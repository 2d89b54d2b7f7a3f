import sharp from 'sharp';
import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The deposit screen's manual bank transfer and e-wallet relays on both brands, against the reference API in demo
 * mode: the merchant's account to pay to as the platform answers it, a transfer reported with its reference and
 * receipt and shown as being checked in the form and the deposit history, the e-wallets with their limits; axe on
 * each state.
 */
const BRANDS = [
  {
    id: 'lucky',
    merchant: 'LUCKY88',
    manual: 'Bank transfer (manual)',
    copy: 'Copy Account number',
    amount: 'Amount',
    reference: 'Transfer reference',
    receipt: 'Receipt image',
    submit: 'Submit transfer',
    checking: 'Transfer being checked',
    presets: 'Quick amounts',
  },
  {
    id: 'royal',
    merchant: 'ROYALPH',
    manual: 'Bank transfer (manwal)',
    copy: 'Kopyahin ang Numero ng account',
    amount: 'Halaga',
    reference: 'Reference ng transfer',
    receipt: 'Larawan ng resibo',
    submit: 'Ipadala ang transfer',
    checking: 'Sinusuri ang transfer',
    presets: 'Mabilis na halaga',
  },
] as const;

const receipt = () =>
  sharp({ create: { width: 120, height: 200, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .png()
    .toBuffer();

for (const brand of BRANDS) {
  test(`${brand.id}: a manual bank transfer is reported with its reference and receipt and shows as being checked`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const { session, api } = await freshMember(page, { merchant: brand.merchant });
    await startSignedIn(page, session);
    const account = await api.call('manualTransferAccount');
    const channels = (await api.call('paymentChannels')).list;
    await page.goto(brandUrl(brand.id, '/m/voucherCenter'));
    await waitForScreen(page);
    const main = page.getByRole('main');
    // Each quick amount is drawn whole ("1,000", not "1,0…").
    const presets = main.getByRole('group', { name: brand.presets }).getByRole('button');
    await expect(presets.nth(3)).toBeVisible();
    for (const preset of await presets.all()) {
      expect(await preset.locator('.btn-label').evaluate((el) => el.scrollWidth <= el.clientWidth), (await preset.textContent()) ?? undefined).toBe(true);
    }
    // The e-wallet relays are offered with their limits.
    for (const c of channels.filter((x) => x.kind === 'EWALLET')) {
      await expect(main.getByRole('radio', { name: new RegExp(c.channelName) })).toBeVisible();
    }

    await main.getByRole('radio', { name: new RegExp(brand.manual.replace(/[()]/g, '\\$&')) }).check();
    const pay = page.getByTestId('manual-account');
    await expect(pay).toContainText(account.bankName);
    await expect(pay).toContainText(account.accountName);
    await expect(pay).toContainText(account.accountNo);
    await expect(pay.getByRole('button', { name: brand.copy })).toBeVisible();
    await expectNoAxeViolations(page, `${brand.id} manual transfer form`);

    const reference = `E2E${Date.now().toString(36).toUpperCase()}${brand.id.toUpperCase()}`;
    await main.getByRole('textbox', { name: new RegExp(`^${brand.amount}`) }).fill('300');
    await main.getByRole('textbox', { name: new RegExp(`^${brand.reference}`) }).fill(reference);
    await main.getByLabel(new RegExp(`^${brand.receipt}`)).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: await receipt() });
    const sent = page.waitForRequest(isCallTo('manualTransfer'));
    await main.getByRole('button', { name: brand.submit, exact: true }).click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await expect(page.getByTestId('deposit-order').getByRole('status')).toHaveText(brand.checking);
    await expect(page.getByTestId('deposit-order')).toContainText(reference);
    const history = page.getByTestId('deposit-history');
    await expect(history.getByRole('listitem').first()).toContainText(brand.checking);
    await expect(history.getByRole('listitem').first()).toContainText(reference);
    const [order] = (await api.call('depositReport', { pageNo: 1, pageSize: 1 })).content;
    expect(order).toMatchObject({ channelCode: 'MANUAL', status: 'PENDING', reference, amount: 300 });
    await expectNoAxeViolations(page, `${brand.id} a transfer being checked`);
    expect(problems).toEqual([]);
  });
}
