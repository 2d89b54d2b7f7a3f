import sharp from 'sharp';
import { DEMO_OPERATOR } from '../../server/src/seed/demoOperator.ts';
import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, startSignedIn, waitForScreen } from './support.ts';

/**
 * Manual bank transfers decided in the studio: two members of lucky report a transfer through the API; the demo
 * operator, on the studio's Manual deposits page, sees each with its receipt (by its alt text, loaded, opened
 * large), confirms one and rejects the other with a reason; the first member's balance and deposit records show it
 * credited, the second's records (390x844) show it rejected with the reason. The e2e server runs with
 * MANUAL_TRANSFER=1, so no demo timer decides a transfer before the operator does, however slow the machine.
 */
const receipt = async (shade: number) =>
  (
    await sharp({ create: { width: 160, height: 240, channels: 3, background: { r: shade, g: 200, b: 120 } } })
      .png()
      .toBuffer()
  ).toString('base64');

test('an operator confirms one reported transfer and rejects another; the members see credit and reason', async ({ page, browser, clientAddress }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const paid = { ...(await freshMember(page)), reference: `OK${stamp}`, amount: 300 };
  const refused = { ...(await freshMember(page)), reference: `NO${stamp}`, amount: 450 };
  const reason = 'No transfer with this reference on our statement';
  const before = (await paid.api.call('walletBalance')).sumBalance;

  // The studio first: signed in, lucky open, its Manual deposits page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/studio/');
  await page.getByLabel('Operator name').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('combobox', { name: 'Brand' }).selectOption('lucky');
  await page.getByRole('navigation', { name: 'Brand documents' }).getByRole('button', { name: 'Manual deposits' }).click();
  const panel = page.getByRole('region', { name: 'Manual deposits' });
  await expect(panel.getByRole('status')).toHaveText(/waiting for a check/, { timeout: 20_000 });

  // The members report their transfers, as the deposit form sends them.
  for (const [m, shade] of [
    [paid, 40],
    [refused, 220],
  ] as const) {
    await m.api.call(
      'manualTransfer',
      { channelCode: 'MANUAL', amount: m.amount, reference: m.reference, receiptImage: await receipt(shade) },
      { idempotencyKey: `${m.reference}-0001` },
    );
  }
  await panel.getByRole('button', { name: 'Reload the list' }).click();

  const rowOf = (reference: string) => panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: reference, exact: true }) });
  const paidRow = rowOf(paid.reference);
  await expect(paidRow).toContainText(paid.username);
  await expect(paidRow).toContainText('300.00');
  await expect(paidRow).toContainText('Waiting for a check');
  const thumb = paidRow.getByRole('img', { name: `Bank receipt of transfer ${paid.reference} from ${paid.username}, reported as 300.00` });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(160);
  await expectNoAxeViolations(page, 'studio, manual deposits');

  // The receipt opened large.
  await paidRow.getByRole('button', { name: `Open the receipt of ${paid.reference} large` }).click();
  const large = page.getByRole('dialog', { name: `Receipt of transfer ${paid.reference}` });
  await expect(large.getByRole('img', { name: new RegExp(`^Bank receipt of transfer ${paid.reference}`) })).toBeVisible();
  await expectNoAxeViolations(page, 'studio, a receipt opened large');
  await large.getByRole('button', { name: 'Close' }).click();

  // Confirm the first, after the dialog.
  await paidRow.getByRole('button', { name: `Confirm ${paid.reference}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Confirm transfer ${paid.reference}?` });
  await confirm.getByRole('button', { name: 'Confirm and credit 300.00' }).click();
  await expect(panel.getByRole('status')).toHaveText(`Transfer ${paid.reference} confirmed: 300.00 credited to ${paid.username}.`);
  await expect(paidRow).toContainText('Confirmed by operator, credited');

  // Reject the second, with the reason.
  const refusedRow = rowOf(refused.reference);
  await refusedRow.getByRole('button', { name: `Reject ${refused.reference}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject transfer ${refused.reference}?` });
  await reject.getByRole('textbox', { name: 'Reason the member reads' }).fill(reason);
  await expectNoAxeViolations(page, 'studio, rejecting a transfer');
  await reject.getByRole('button', { name: `Reject transfer ${refused.reference}` }).click();
  await expect(panel.getByRole('status')).toHaveText(`Transfer ${refused.reference} rejected: ${refused.username} reads "${reason}".`);
  await expect(refusedRow).toContainText(`Rejected by operator: ${reason}`);

  // What the platform says now: one credit, no credit.
  expect((await paid.api.call('walletBalance')).sumBalance).toBe(before + paid.amount);
  const [done] = (await paid.api.call('depositReport', { pageNo: 1, pageSize: 1 })).content;
  expect(done).toMatchObject({ reference: paid.reference, status: 'SUCCESS' });
  const [failed] = (await refused.api.call('depositReport', { pageNo: 1, pageSize: 1 })).content;
  expect(failed).toMatchObject({ reference: refused.reference, status: 'FAILED', reason });
  expect((await refused.api.call('walletBalance')).sumBalance).toBe(before);

  // The members' own deposit records, on a phone.
  for (const [m, expected] of [
    [paid, ['Credited']],
    [refused, ['Rejected', `Reason: ${reason}`]],
  ] as const) {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress },
    });
    const phone = await context.newPage();
    await startSignedIn(phone, m.session);
    await phone.goto(brandUrl('lucky', '/m/voucherCenter'));
    await waitForScreen(phone);
    const row = phone.getByTestId('deposit-history').getByRole('listitem').filter({ hasText: m.reference });
    for (const text of expected) await expect(row).toContainText(text);
    await expectNoAxeViolations(phone, `deposit records of ${m.reference}`);
    await context.close();
  }
});
