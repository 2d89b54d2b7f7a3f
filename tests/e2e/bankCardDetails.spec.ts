import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The security centre's bank cards tab reads the platform's card details (memberBankCard, /wps/member/bankCard) and
 * shows what it answers, on both brands in their default language: each card's bank, holder, masked number and
 * branch (given in the add dialog), the payee name withdrawals are paid to, and how many of the most allowed are saved.
 */
const BRANDS = [
  {
    brand: 'lucky',
    merchant: 'LUCKY88',
    tab: 'Bank cards',
    branch: 'Branch',
    payee: (name: string) => `Withdrawals are paid only to accounts in the name ${name}.`,
    count: (n: number, max: number) => `${n} of ${max} bank cards saved.`,
    add: 'Add a bank card',
    dialog: {
      bank: 'Bank',
      holder: 'Account holder name',
      number: 'Account number',
      branchField: 'Branch (optional)',
      password: 'Login password',
      save: 'Save card',
    },
  },
  {
    brand: 'royal',
    merchant: 'ROYALPH',
    tab: 'Mga bank card',
    branch: 'Sangay',
    payee: (name: string) => `Ibinabayad lamang ang mga withdrawal sa mga account na nasa pangalang ${name}.`,
    count: (n: number, max: number) => `${n} sa ${max} na bank card ang nakatala.`,
    add: 'Magdagdag ng bank card',
    dialog: {
      bank: 'Bangko',
      holder: 'Pangalan ng may-ari ng account',
      number: 'Numero ng account',
      branchField: 'Sangay (opsyonal)',
      password: 'Password sa pag-login',
      save: 'I-save ang card',
    },
  },
];

for (const b of BRANDS) {
  test(`${b.brand}: the bank cards tab shows the card details the platform answers`, async ({ page }) => {
    const { session, api } = await freshMember(page, { merchant: b.merchant });
    const problems = watchPageProblems(page);
    await startSignedIn(page, session);
    await page.goto(brandUrl(b.brand, '/m/securityCenter'));
    await waitForScreen(page);
    await page.getByRole('tab', { name: b.tab }).click();
    const before = await api.call('memberBankCard');
    expect(before.list).toEqual([]);
    await expect(page.getByText(b.count(0, before.maxCards), { exact: true })).toBeVisible();

    // A card added the way a member adds one, with its branch.
    await page.getByRole('button', { name: b.add }).click();
    const add = page.getByRole('dialog', { name: b.add });
    await add.getByRole('combobox', { name: b.dialog.bank }).selectOption({ index: 3 });
    await add.getByRole('textbox', { name: b.dialog.holder }).fill('Demo Player Santos');
    await add.getByRole('textbox', { name: b.dialog.number }).fill('5566778899');
    await add.getByRole('textbox', { name: b.dialog.branchField }).fill('Makati Ayala');
    await add.getByLabel(b.dialog.password).fill('demo1234');
    const reread = page.waitForResponse(isCallTo('memberBankCard'));
    await add.getByRole('button', { name: b.dialog.save }).click();
    await expect(add).toHaveCount(0);
    await reread;

    // What the platform now answers is what the tab shows.
    const details = await api.call('memberBankCard');
    expect(details.list).toHaveLength(1);
    const card = details.list[0];
    expect(card).toMatchObject({ accountName: 'Demo Player Santos', branch: 'Makati Ayala' });
    expect(card.accountNo).not.toContain('5566778899');
    expect(details.payeeName).not.toBe('');
    const row = page.getByRole('list', { name: b.tab }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row.getByText(card.bankName, { exact: true })).toBeVisible();
    await expect(row.getByText(`${card.accountName} · ${card.accountNo} · ${b.branch}: ${card.branch}`, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: new RegExp(`${card.bankName} ${card.accountNo.replace(/\*/g, '\\*')}$`) })).toBeVisible();
    await expect(page.getByText(b.payee(details.payeeName), { exact: true })).toBeVisible();
    await expect(page.getByText(b.count(1, details.maxCards), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: b.add })).toBeVisible();
    await expectNoAxeViolations(page, `${b.brand} bank cards tab`);
    expect(problems).toEqual([]);
  });
}
