import type { Page } from '@playwright/test';
import { formatNumber } from '../../src/core/formatNumber.ts';
import { apiLogin, freshAgent, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The agent's team screens against the reference API: the member team (list, search, detail, rebate rates within
 * the agent's own, transfers to agent2), the agent's own rates, opening an account for a new downline, and
 * registration links with their QR codes. agent1 where a test only reads; an agent of the test's own (freshAgent,
 * agent1's team under a new name) where it changes the team.
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88' },
  { id: 'royal', merchant: 'ROYALPH' },
] as const;

let fresh = 0;
/**
 * A name and mobile number no other test uses (LUCKY88 registers with a unique mobile number): the worker's index,
 * the time and this worker's count.
 */
function freshAccount(prefix: string): { username: string; mobile: string } {
  fresh += 1;
  const worker = test.info().workerIndex % 10;
  return {
    username: `${prefix}${worker}${Date.now().toString(36)}${fresh}`.slice(0, 14),
    mobile: `96${worker}${String(Date.now()).slice(-5)}${String(fresh % 100).padStart(2, '0')}`,
  };
}

async function signInAgent(page: Page, merchant: string = 'LUCKY88', user = 'agent1') {
  const session = await apiLogin(page, user, merchant);
  await startSignedIn(page, session);
  return platformClient(page.request, merchant, () => String(session.token));
}

/** A new agent of LUCKY88 with agent1's team, signed in on the page. */
async function signInOwnAgent(page: Page) {
  const agent = await freshAgent(page);
  await startSignedIn(page, agent.session);
  return agent;
}

/** Searches the team list for an account (the search form's box, then Enter). */
async function searchTeam(page: Page, account: string) {
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill(account);
  await box.press('Enter');
}

for (const brand of BRANDS) {
  test(`${brand.id}: the member team lists the API's first page in order and finds a downline by account`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const api = await signInAgent(page, brand.merchant);
    const first = await api.call('downlines', { pageNo: 1, pageSize: 20 });
    expect(first.content.length).toBeGreaterThan(0);
    await page.goto(brandUrl(brand.id, '/m/member/team'));
    await waitForScreen(page);
    const list = page.getByTestId('team-list');
    await expect(list.getByTestId(`downline-${first.content[0].account}`)).toBeVisible();
    const shown = await list.locator('[data-testid^="downline-"]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(shown.slice(0, first.content.length)).toEqual(first.content.map((d) => `downline-${d.account}`));
    await expect(list.getByTestId(`downline-${first.content[0].account}`)).toContainText(formatNumber(first.content[0].balance, 2));
    await expectNoAxeViolations(page, `/m/member/team (${brand.id})`);

    const wanted = first.content[first.content.length - 1].account;
    const found = await api.call('downlines', { pageNo: 1, pageSize: 20, account: wanted });
    await searchTeam(page, wanted);
    await expect(list.locator('[data-testid^="downline-"]')).toHaveCount(found.content.length);
    await expect(list.getByTestId(`downline-${wanted}`)).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("a downline's detail shows the API's figures; a rate above the agent's own is refused, one within it is saved", async ({ page }) => {
  const problems = watchPageProblems(page);
  const { api, username: agent } = await signInOwnAgent(page);
  const [row] = (await api.call('downlines', { pageNo: 1, pageSize: 1, account: `${agent}tm04` })).content;
  const detail = await api.call('downline', { id: row.id });
  const limits = (await api.call('agentRebateLimits')).list;
  const limit = limits.find((l) => l.category === 'RNG')?.rate ?? 0;
  const current = detail.rebates.find((r) => r.category === 'RNG')?.rate ?? 0;

  await page.goto('/m/member/team');
  await waitForScreen(page);
  await searchTeam(page, row.account);
  await page.getByTestId(`downline-${row.account}`).click();
  const sheet = page.getByRole('dialog', { name: row.account });
  await expect(sheet.getByTestId('team-detail-30d')).toContainText(formatNumber(detail.last30Days.deposits, 2));
  await expect(sheet.getByTestId('team-detail-30d')).toContainText(formatNumber(detail.last30Days.validBets, 2));
  await expect(sheet.getByTestId('team-detail-facts')).toContainText(formatNumber(detail.balance, 2));
  await expect(sheet.getByTestId('team-detail-rates')).toContainText(`${formatNumber(current, 2)}%`);
  await expectNoAxeViolations(page, 'the downline detail');

  await sheet.getByRole('button', { name: 'Set rebates' }).click();
  const slots = sheet.getByRole('textbox', { name: 'Slots rate (%)' });
  await expect(sheet.getByText(`Up to ${formatNumber(limit, 2)}%`)).toBeVisible();
  await slots.fill(formatNumber(limit + 1, 2));
  await sheet.getByRole('button', { name: 'Save rates' }).click();
  await expect(sheet.getByText(`Above your own rate: at most ${formatNumber(limit, 2)}%.`)).toBeVisible();
  await expectNoAxeViolations(page, 'the rebate editor with an error');

  // The limit, or just under it when the downline already has the limit: the save changes the rate either way.
  const next = current === limit ? Math.round((limit - 0.05) * 100) / 100 : limit;
  await slots.fill(String(next));
  await sheet.getByRole('button', { name: 'Save rates' }).click();
  await expect(sheet.getByTestId('team-detail-rates')).toContainText(`${formatNumber(next, 2)}%`);
  await expect.poll(async () => (await api.call('downline', { id: row.id })).rebates.find((r) => r.category === 'RNG')?.rate).toBe(next);
  expect(problems).toEqual([]);
});

test('a downline transferred to agent2 leaves the team; moving to oneself is refused first', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { api, username: agent } = await signInOwnAgent(page);
  const { username, mobile } = freshAccount('tx');
  await api.call('agentRegister', { username, password: 'demo1234', confirmPassword: 'demo1234', mobileNum: mobile, countryDialingCode: '63' });

  await page.goto('/m/member/team');
  await waitForScreen(page);
  await searchTeam(page, username);
  await page.getByTestId(`downline-${username}`).click();
  const sheet = page.getByRole('dialog', { name: username });
  await sheet.getByRole('button', { name: 'Transfer' }).click();
  const agentField = sheet.getByRole('textbox', { name: 'Agent account' });
  await agentField.fill(agent);
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await sheet.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(sheet.getByText('Members cannot be moved to yourself.')).toBeVisible();
  await expectNoAxeViolations(page, 'the transfer form with an error');

  await agentField.fill('agent2');
  await sheet.getByRole('button', { name: 'Continue' }).click();
  await expect(sheet.getByText(`Move ${username} to agent agent2?`, { exact: false })).toBeVisible();
  await sheet.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('team-empty')).toBeVisible();
  await expect(page.getByTestId(`downline-${username}`)).toHaveCount(0);
  expect((await api.call('downlines', { pageNo: 1, pageSize: 5, account: username })).totalCount).toBe(0);
  const agent2 = platformClient(page.request, 'LUCKY88', () => null);
  const s2 = await agent2.call('login', { username: 'agent2', password: 'demo1234', captcha: '', type: 'username' });
  const api2 = platformClient(page.request, 'LUCKY88', () => String(s2.token));
  expect((await api2.call('downlines', { pageNo: 1, pageSize: 5, account: username })).content.map((d) => d.account)).toEqual([username]);
  expect(problems).toEqual([]);
});

test('an account opened on /m/agentRegister joins the team; the affiliate code is the API’s', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { api } = await signInOwnAgent(page);
  const me = await api.call('memberInfo');
  await page.goto('/m/agentRegister');
  await waitForScreen(page);
  await expect(page.getByTestId('affiliate-code')).toHaveText(String(me.affiliateCode));
  await expectNoAxeViolations(page, '/m/agentRegister');

  const { username, mobile } = freshAccount('ui');
  await page.locator('#agentRegister-form_username').fill(username);
  await page.locator('#agentRegister-form_mobileNum').fill(mobile);
  await page.locator('#agentRegister-form_password').fill('demo1234');
  await page.locator('#agentRegister-form_confirmPassword').fill('demo1234');
  await page.getByRole('button', { name: 'Open account', exact: true }).click();
  const notice = page.getByTestId('form-notice');
  await expect(notice).toContainText(username);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('#agentRegister-form_username')).toHaveValue('');

  await page.goto('/m/member/team');
  await waitForScreen(page);
  await searchTeam(page, username);
  await expect(page.getByTestId(`downline-${username}`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a registration link is created with a note, shows its QR code, and is deleted after a confirmation', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { api } = await signInOwnAgent(page);
  const note = `e2e ${Date.now().toString(36)}`;

  await page.goto('/m/agentRegister');
  await waitForScreen(page);
  const links = page.getByTestId('affiliate-links');
  await links.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  await links.getByRole('button', { name: 'Create link' }).click();
  await expect(links.getByRole('heading', { name: note })).toBeVisible();
  const made = (await api.call('affiliateUrls')).list.find((l) => l.note === note);
  expect(made).toBeTruthy();
  const card = links.getByTestId(`affiliate-link-${made!.code}`);
  // The platform answers a root-relative link when the brand has no configured host: the screen shows it on this site.
  const url = new URL(made!.url, page.url()).href;
  await expect(card.getByTestId('affiliate-link-url')).toHaveText(url);
  await card.getByRole('button', { name: `QR code of link ${made!.code}` }).click();
  const qr = card.getByRole('img', { name: `QR code of registration link ${made!.code}` });
  await expect(qr).toHaveAttribute('data-qr-text', url);
  expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  await expectNoAxeViolations(page, 'registration links with a QR code');

  await card.getByRole('button', { name: `Delete link ${made!.code}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(made!.code);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toHaveCount(0);
  expect((await api.call('affiliateUrls')).list.some((l) => l.id === made!.id)).toBe(false);
  expect(problems).toEqual([]);
});

test("the agent rebate screen shows the agent's own rates from the API", async ({ page }) => {
  const problems = watchPageProblems(page);
  const api = await signInAgent(page);
  const limits = (await api.call('agentRebateLimits')).list;
  await page.goto('/m/member/agent/agentRebeat');
  await waitForScreen(page);
  const rates = page.getByTestId('rebate-rates-list');
  for (const l of limits) await expect(rates).toContainText(`${formatNumber(l.rate, 2)}%`);
  await expect(page.getByTestId('rebate-rates')).toContainText('Team members');
  await expectNoAxeViolations(page, '/m/member/agent/agentRebeat');
  await page.getByRole('button', { name: 'Set downline rates' }).click();
  await expect(page).toHaveURL(/\/m\/member\/team/);
  expect(problems).toEqual([]);
});
