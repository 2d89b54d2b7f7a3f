import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The security centre's bank cards tab reads the platform's card details (memberBankCard, /wps/member/bankCard) and
 * shows what it answers, on both brands in their default language: each card's bank, holder, masked number and
 * branch, the payee name withdrawals are paid to, and how many of the most allowed are saved.
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
  },
  {
    brand: 'royal',
    merchant: 'ROYALPH',
    tab: 'Mga bank card',
    branch: 'Sangay',
    payee: (name: string) => `Ibinabayad lamang ang mga withdrawal sa mga account na nasa pangalang ${name}.`,
    count: (n: number, max: number) => `${n} sa ${max} na bank card ang nakatala.`,
    add: 'Magdagdag ng bank card',
  },
];

for (const b of BRANDS) {
  test(`${b.brand}: the bank cards tab shows the card details the platform answers`, async ({ page }) => {
    const { session, api } = await freshMember(page, { merchant: b.merchant });
    const bank = (await api.call('bankList')).list[2];
    await api.call('addBankCard', {
      bankCode: bank.bankCode,
      accountName: 'Demo Player Santos',
      accountNo: '5566778899',
      branch: 'Makati Ayala',
      loginPassword: 'demo1234',
    });
    const details = await api.call('memberBankCard');
    expect(details.list).toHaveLength(1);
    const card = details.list[0];
    expect(card.accountNo).not.toContain('5566778899');
    expect(details.payeeName).not.toBe('');

    const problems = watchPageProblems(page);
    await startSignedIn(page, session);
    const read = page.waitForResponse(isCallTo('memberBankCard'));
    await page.goto(brandUrl(b.brand, '/m/securityCenter'));
    await waitForScreen(page);
    await page.getByRole('tab', { name: b.tab }).click();
    await read;
    const list = page.getByRole('list', { name: b.tab });
    const row = list.getByRole('listitem');
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
