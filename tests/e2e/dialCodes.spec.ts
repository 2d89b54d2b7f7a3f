import { freshMember, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The dialing code selects of the account forms offer what the platform takes (countryList), not a list written
 * into the documents: royal (+63 only) and lucky (several), each with its default chosen.
 */
for (const [brand, merchant] of [
  ['royal', 'ROYALPH'],
  ['lucky', 'LUCKY88'],
] as const) {
  test(`${brand}: the register and set-password forms offer the platform's dialing codes`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const countries = await platformClient(page.request, merchant).call('countryList');
    const codes = countries.list.map((c) => c.dialingCode);
    if (brand === 'royal') expect(codes).toEqual(['63']);
    else expect(codes.length).toBeGreaterThan(1);

    await page.goto(brandUrl(brand, '/m/register'));
    await waitForScreen(page);
    const select = page.locator('#register-form_countryDialingCode');
    await expect(select).toHaveValue(countries.defaultCountryDialingCode);
    await expect(select.locator('option')).toHaveText(codes.map((c) => `+${c}`));
    await expectNoAxeViolations(page, `${brand} /m/register`);

    await page.goto(brandUrl(brand, '/m/forget'));
    await waitForScreen(page);
    const phone = page.locator('select[name="countryDialingCode"]');
    if ((await phone.count()) > 0) await expect(phone.first().locator('option')).toHaveText(codes.map((c) => `+${c}`));
    expect(problems).toEqual([]);
  });
}

test("royal: changing the bound mobile number offers the platform's one country, in Tagalog", async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session } = await freshMember(page, { merchant: 'ROYALPH' });
  await startSignedIn(page, session);
  await page.goto(brandUrl('royal', '/m/securityCenter'));
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Palitan Numero ng mobile' }).click();
  const dialog = page.getByRole('dialog');
  const select = dialog.getByRole('combobox');
  await expect(select).toHaveValue('63');
  await expect(select.locator('option')).toHaveText(['+63 Pilipinas']);
  await expectNoAxeViolations(page, 'royal bind mobile dialog');
  expect(problems).toEqual([]);
});
