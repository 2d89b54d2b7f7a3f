import type { Page } from '@playwright/test';
import type { AgentContract } from '../../src/generated/api/shapes/agentContract.ts';
import { greetingKey, type GreetingKey } from '../../src/widgets/agentGreeting/greeting.ts';
import { apiLogin, freshAgent, merchantRange, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The agent home (/m/agent) and the contract pages against the reference API, as agent1 (read only) or, where a
 * contract is answered, an agent of the test's own: the greeting of the local hour, the balance, the menu the
 * brand enables, today's team KPI A, agent announcements with their unread count, the pending contract prompts one
 * after the other, and answering a contract on its page. A player is sent home, and the platform refuses it the
 * agent calls.
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88' },
  { id: 'royal', merchant: 'ROYALPH' },
] as const;

const GREETING: Record<GreetingKey, string> = {
  good_morning: 'Good morning',
  good_early_afternoon: 'Good midday',
  good_late_afternoon: 'Good afternoon',
  good_evening: 'Good evening',
};
const NAME: Record<AgentContract['kind'], string> = {
  dailySalary: 'Daily salary contract',
  dividend: 'Dividend contract',
  hourlySalary: 'Hourly salary contract',
};
const PAGE: Record<AgentContract['kind'], string> = {
  dailySalary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourlySalary: '/m/member/agent/getHourContract',
};

async function signInAgent(page: Page, merchant: string) {
  // Royal opens in Tagalog: the tests read the English names.
  await page.addInitScript(() => window.localStorage.setItem('language', 'EN'));
  const session = await apiLogin(page, 'agent1', merchant);
  await startSignedIn(page, session);
  return platformClient(page.request, merchant, () => String(session.token));
}

/** The agent home's card of contracts waiting for an answer. */
const waiting = (page: Page) => page.getByRole('region', { name: /waits? for your answer$/ });

for (const brand of BRANDS) {
  test(`${brand.id}: the agent home greets by the hour, lists the enabled menu and shows today's team KPI of the API`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const api = await signInAgent(page, brand.merchant);
    const pending = await api.call('pendingContracts');
    const today = await merchantRange(api, 'today');
    const kpi = await api.call('teamKpiA', { ...today, size: 0 });
    const unread = await api.call('announcementUnreadCount', { types: 'A' });
    await page.goto(brandUrl(brand.id, '/m/agent'));
    await waitForScreen(page);
    // The contracts waiting for an answer are listed, each once, without a dialog in the way.
    if (pending.length > 0) await expect(waiting(page).getByRole('listitem')).toHaveCount(pending.length);
    else await expect(waiting(page)).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The greeting of the browser's local hour (either side of an hour turning during the test).
    const hours = await page.evaluate(() => [new Date().getHours(), new Date(Date.now() - 60_000).getHours()]);
    const accepted = hours.map((h) => `${GREETING[greetingKey(h)]}, Demo Agent`);
    const greeting = page.getByRole('heading', { level: 2, name: /, Demo Agent$/ });
    await expect(greeting).toBeVisible();
    expect(accepted).toContain(await greeting.textContent());

    await expect(page.getByTestId('agent.balance.amount')).toContainText(/\d/);
    const wallet = page.getByRole('region', { name: 'Account balance' });
    await expect(wallet.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(wallet.getByRole('button', { name: 'Deposit' })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Agent menu' });
    for (const name of [
      'Team overview',
      'Agent records',
      'Team members',
      'Red envelope rain',
      'Team profit & loss',
      'Team betting',
      'Agent rebate',
      'Team rebate',
      'Security centre',
      'Inbox',
      'Online customer service',
    ]) {
      await expect(menu.getByRole('button', { name })).toBeVisible();
    }

    const shortcuts = page.getByRole('navigation', { name: 'Agent shortcuts' });
    await expect(shortcuts.getByRole('button', { name: 'Open account' })).toBeVisible();
    const notices = shortcuts.getByRole('button', { name: /^Agent announcements/ });
    if (unread.announcementUnreadCount > 0) await expect(notices).toHaveAccessibleName(`Agent announcements Unread: ${unread.announcementUnreadCount}`);
    else await expect(notices).toHaveAccessibleName('Agent announcements');

    const footer = kpi.footer;
    await expect(page.getByTestId('kpi-teamLoginMemberCount')).toHaveText(String(footer.teamLoginMemberCount));
    await expect(page.getByTestId('kpi-teamBetMemberCount')).toHaveText(String(footer.teamBetMemberCount));
    await expect(page.getByTestId('kpi-teamRegisterMemberCount')).toHaveText(String(footer.teamRegisterMemberCount));
    await expect(page.getByTestId('kpi-teamOnlineCount')).toHaveText(String(footer.teamOnlineCount));
    await expectNoAxeViolations(page, `/m/agent (${brand.id})`);

    await menu.getByRole('button', { name: 'Team overview' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview/);
    expect(problems).toEqual([]);
  });
}

test('lucky: pending contracts are one card on the agent home, each with Go; one accepted on its page leaves the card', async ({ page }) => {
  const problems = watchPageProblems(page);
  // An agent of its own: accepting a contract changes what every later visit lists.
  const { session, api } = await freshAgent(page);
  await startSignedIn(page, session);
  const pending = await api.call('pendingContracts');
  expect(pending).toHaveLength(3);
  await page.goto('/m/agent');
  await waitForScreen(page);
  // No dialog stands between the agent and the home: the contracts wait in one card.
  await expect(waiting(page)).toHaveAccessibleName('3 contracts wait for your answer');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  for (const c of pending) await expect(waiting(page).getByRole('listitem').filter({ hasText: NAME[c.kind] })).toHaveCount(1);
  await expectNoAxeViolations(page, 'the contracts card');

  const chosen = pending[0];
  await waiting(page)
    .getByRole('button', { name: `Go: ${NAME[chosen.kind]}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PAGE[chosen.kind]}$`));
  const card = page.getByTestId(`contract-${chosen.id}`);
  await expect(card.getByTestId('contract-status')).toHaveText('Waiting for your answer');
  await expect(card.getByRole('table', { name: 'Terms' })).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You accepted the contract.' })).toBeVisible();
  await expect(card.getByTestId('contract-status')).toHaveText(/^Accepted on \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  const after = await api.call('agentContracts', { kind: chosen.kind });
  expect(after.find((c) => c.id === chosen.id)?.status).toBe('accepted');

  // Later visits show the state, and the agent home no longer asks about it.
  await page.reload();
  await expect(page.getByTestId(`contract-${chosen.id}`).getByTestId('contract-status')).toHaveText(/^Accepted on /);
  await page.goto('/m/agent');
  await waitForScreen(page);
  await expect(page.getByRole('heading', { level: 2, name: /, Demo Agent$/ })).toBeVisible();
  await expect(waiting(page)).toHaveAccessibleName('2 contracts wait for your answer');
  await expect(waiting(page).getByRole('button', { name: `Go: ${NAME[chosen.kind]}` })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('lucky: a contract page shows the terms as a table and passes axe', async ({ page }) => {
  const api = await signInAgent(page, 'LUCKY88');
  const contracts = await api.call('agentContracts', { kind: 'dividend' });
  await page.goto(PAGE.dividend);
  await waitForScreen(page);
  if (contracts.length === 0) {
    await expect(page.getByText('You have no dividend contract yet.')).toBeVisible();
  } else {
    const first = contracts[0];
    const table = page.getByTestId(`contract-${first.id}`).getByRole('table', { name: 'Terms' });
    await expect(table.getByRole('columnheader', { name: 'Dividend rate' })).toBeVisible();
    if (first.kind === 'dividend') await expect(table.getByRole('row')).toHaveCount(first.terms.tiers.length + 1);
  }
  await expectNoAxeViolations(page, PAGE.dividend);
});

test('a player opening /m/agent lands on /m/home, and the agent calls answer 403 to its token', async ({ page }) => {
  const session = await apiLogin(page, 'demo0');
  await startSignedIn(page, session);
  await page.goto('/m/agent');
  await waitForScreen(page);
  await expect(page).toHaveURL(/\/m\/home/);
  const player = platformClient(page.request, 'LUCKY88', () => String(session.token));
  const refused = { status: 403, errorCode: 'agent.only' };
  await expect(player.call('pendingContracts')).rejects.toMatchObject(refused);
  await expect(player.call('agentContracts', { kind: 'dailySalary' })).rejects.toMatchObject(refused);
  await expect(player.call('teamKpiA', { size: 0 })).rejects.toMatchObject(refused);
  await expect(player.call('respondContract', { id: 1, accept: true })).rejects.toMatchObject(refused);
});
