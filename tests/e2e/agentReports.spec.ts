import type { Locator, Page } from '@playwright/test';
import type { ApiClient } from '../../src/api/client.ts';
import { type DayRange, presetRange } from '../../src/core/formatDate.ts';
import { formatNumber } from '../../src/core/formatNumber.ts';
import { apiLogin, freshAgent, merchantRange, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The agent's team overview, team reports, agent notices and dividends against the reference API's seeded team
 * (agent1: 36 direct downlines, about 3 months of activity, dividends on LUCKY88, none on ROYALPH): every figure the
 * screens show is the API's for the same call and range.
 */
const PAGE_SIZE = 10; // the documents' pageSize

/** Money as the screens write it: the brand's symbol, 2 decimals ("₱1,234.50", "-₱3.00"). */
const money = (n: number | string) => {
  const v = Number(n);
  return `${v < 0 ? '-' : ''}₱${formatNumber(Math.abs(v), 2)}`;
};
/** Signed money (profit): "+₱12.50", "-₱3.00", "₱0.00". */
const signed = (n: number | string) => {
  const v = Number(n);
  return `${v > 0 ? '+' : v < 0 ? '-' : ''}₱${formatNumber(Math.abs(v), 2)}`;
};
const count = (n: number) => formatNumber(n, 0);
/** The custom range's date fields (required: their labels may read with the asterisk). */
const FROM = /^From\*?$/;
const TO = /^To\*?$/;

async function signIn(page: Page, merchant = 'LUCKY88'): Promise<ApiClient> {
  // Royal opens in Tagalog: the tests read the English names.
  await page.addInitScript(() => window.localStorage.setItem('language', 'EN'));
  const session = await apiLogin(page, 'agent1', merchant);
  await startSignedIn(page, session);
  return platformClient(page.request, merchant, () => String(session.token));
}

// The lucky merchant's days, in its time zone (UTC, as seeded); royal's tests take theirs from merchantRange.
const today = (): DayRange => presetRange('today', Date.now(), 'UTC');
const lastDays = (n: number): DayRange => {
  const end = Date.now();
  return { startDate: presetRange('today', end - (n - 1) * 86_400_000, 'UTC').startDate, endDate: presetRange('today', end, 'UTC').endDate };
};
/** The accounts the cards show, in order. */
const shownAccounts = (scope: Locator) => scope.getByTestId('report-rows').getByRole('heading', { level: 3 }).allTextContents();

async function chooseCustomRange(page: Page, range: DayRange): Promise<void> {
  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByLabel(FROM).fill(range.startDate);
  await page.getByLabel(TO).fill(range.endDate);
}

/** The overview's footers equal KPI A, B and C of the API for the range. */
async function expectKpiFooters(page: Page, api: ApiClient, range: DayRange): Promise<void> {
  const [a, b, c] = await Promise.all([
    api.call('teamKpiA', { ...range, size: 0 }),
    api.call('teamKpiB', { ...range, size: 0 }),
    api.call('teamKpiC', { ...range, size: 0 }),
  ]);
  const expected: [string, string][] = [
    ['teamMemberCount', count(a.footer.teamMemberCount)],
    ['teamLoginMemberCount', count(a.footer.teamLoginMemberCount)],
    ['teamBetMemberCount', count(a.footer.teamBetMemberCount)],
    ['teamRegisterMemberCount', count(a.footer.teamRegisterMemberCount)],
    ['teamOnlineCount', count(a.footer.teamOnlineCount)],
    ['teamBetCount', count(b.footer.teamBetCount)],
    ['teamBetAmount', money(b.footer.teamBetAmount)],
    ['teamWinAmount', money(b.footer.teamWinAmount)],
    // The platform's house profit on the team, shown as the team's win/loss (every agent figure's one sign).
    ['teamProfit', signed(-b.footer.teamProfit)],
    ['teamDepositAmount', money(c.footer.teamDepositAmount)],
    ['teamWithdrawAmount', money(c.footer.teamWithdrawAmount)],
    ['teamDepositMemberCount', count(c.footer.teamDepositMemberCount)],
  ];
  for (const [field, text] of expected) await expect(page.getByTestId(`kpi-${field}`), field).toHaveText(text);
  // The same team's win/loss over the same days reads the same in the team P&L report: one sign for every figure.
  const pnl = await api.call('teamPnl', { ...range, pageSize: 1 });
  expect(signed(pnl.totals.profit)).toBe(signed(-b.footer.teamProfit));
  await expect(page.getByTestId('team-result-note')).toHaveText("Win/loss is the team's: its wins minus its bets. A minus is what the team lost.");
}

test('team overview: KPI A, B and C as the API answers them for today and this month; rows per downline page on', async ({ page }) => {
  const problems = watchPageProblems(page);
  const api = await signIn(page);
  await page.goto('/m/agent/team/overview');
  await waitForScreen(page);
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
  await expectKpiFooters(page, api, today());

  // Members tab: the API's first page of downlines, then the next one.
  const a1 = await api.call('teamKpiA', { ...today(), size: PAGE_SIZE, page: 1 });
  expect(a1.totalCount).toBeGreaterThan(PAGE_SIZE);
  const panelA = page.getByTestId('kpi-panel-A');
  await expect.poll(() => shownAccounts(panelA)).toEqual(a1.content.map((r) => r.account));
  await expectNoAxeViolations(page, '/m/agent/team/overview');
  const a2 = await api.call('teamKpiA', { ...today(), size: PAGE_SIZE, page: 2 });
  await panelA.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => shownAccounts(panelA)).toEqual([...a1.content, ...a2.content].map((r) => r.account));

  // This month: every footer follows; the betting tab shows each downline's figures.
  await page.getByRole('radio', { name: 'This month' }).check();
  const month = presetRange('month', Date.now(), 'UTC');
  await expectKpiFooters(page, api, month);
  await page.getByRole('tab', { name: 'Betting' }).click();
  await expect(page.getByRole('tab', { name: 'Betting' })).toHaveAttribute('aria-selected', 'true');
  const b1 = await api.call('teamKpiB', { ...month, size: PAGE_SIZE, page: 1 });
  const panelB = page.getByTestId('kpi-panel-B');
  await expect.poll(() => shownAccounts(panelB)).toEqual(b1.content.map((r) => r.account));
  const row = b1.content[0];
  await expect(panelB.getByTestId(`row-${row.id}-betAmount`)).toHaveText(money(row.betAmount));
  await expect(panelB.getByTestId(`row-${row.id}-profit`)).toHaveText(signed(-row.profit));
  await expectNoAxeViolations(page, 'the overview, this month, betting rows');

  // A custom range with the end first is refused on the spot.
  await chooseCustomRange(page, { startDate: month.endDate, endDate: '2020-01-01' });
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
  await expect(page.getByTestId('kpi-A')).toHaveCount(0);
  expect(problems).toEqual([]);
});

const REPORTS = [
  {
    call: 'teamPnl',
    path: '/m/agent/team/pnl',
    sort: 'profit',
    columns: { bets: money, validBets: money, wins: money, profit: signed, deposits: money, withdrawals: money, rebate: money },
  },
  { call: 'teamBetting', path: '/m/teamBetting', sort: 'bets', columns: { betCount: count, bets: money, validBets: money, wins: money } },
  {
    call: 'teamRebate',
    path: '/m/member/teamRebate',
    sort: 'rebate',
    columns: { validBets: money, rate: (n: number) => `${formatNumber(n, 2)}%`, rebate: money },
  },
] as const;

type ReportPage = {
  content: ({ id: number; account: string } & Record<string, unknown>)[];
  totalCount: number;
  totalPages: number;
  totals: Record<string, unknown>;
};

for (const report of REPORTS) {
  test(`${report.call}: rows and totals are the API's for the range; sorting, paging and the empty state`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const api = await signIn(page);
    const ask = (range: DayRange, pageNo: number, sort?: string) =>
      api.call(report.call, { ...range, pageNo, pageSize: PAGE_SIZE, ...(sort ? { sort } : {}) } as never) as Promise<ReportPage>;
    await page.goto(report.path);
    await waitForScreen(page);
    const main = page.getByRole('main');
    await expect(main.getByTestId('report-totals').or(main.getByTestId('report-empty')).first()).toBeVisible();
    await expectNoAxeViolations(page, report.path);

    // The last 30 days: more than a page of downlines with activity.
    const range = lastDays(30);
    await chooseCustomRange(page, range);
    const first = await ask(range, 1);
    expect(first.totalPages).toBeGreaterThan(1);
    await expect(main.getByTestId('total-count')).toHaveText(count(first.totalCount));
    for (const [key, format] of Object.entries(report.columns)) {
      await expect(main.getByTestId(`total-${key}`), `total ${key}`).toHaveText((format as (n: number) => string)(Number(first.totals[key])));
    }
    await expect.poll(() => shownAccounts(main)).toEqual(first.content.map((r) => r.account));
    const row = first.content[0];
    for (const [key, format] of Object.entries(report.columns)) {
      await expect(main.getByTestId(`row-${row.id}-${key}`), `${row.account} ${key}`).toHaveText((format as (n: number) => string)(Number(row[key])));
    }
    await expectNoAxeViolations(page, `${report.path}, last 30 days`);

    // Load more adds the API's second page.
    const second = await ask(range, 2);
    await main.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => shownAccounts(main)).toEqual([...first.content, ...second.content].map((r) => r.account));

    // Sorting asks the platform again: the order changes to the API's, the totals stay.
    const sorted = await ask(range, 1, report.sort);
    expect(sorted.content.map((r) => r.account)).not.toEqual(first.content.map((r) => r.account));
    await main.getByLabel('Sort by').selectOption(report.sort);
    await expect.poll(() => shownAccounts(main)).toEqual(sorted.content.map((r) => r.account));
    await expect(main.getByTestId('total-count')).toHaveText(count(sorted.totalCount));

    // A range without activity: the empty state, totals of zero.
    await page.getByLabel(FROM).fill('2020-01-01');
    await page.getByLabel(TO).fill('2020-01-31');
    await expect(main.getByTestId('report-empty')).toBeVisible();
    await expect(main.getByTestId('total-count')).toHaveText('0');
    await expectNoAxeViolations(page, `${report.path}, empty`);
    expect(problems).toEqual([]);
  });
}

test("royal: team betting lists the API's rows; no dividends, so the agent centre offers the daily salary records alone", async ({ page }) => {
  const problems = watchPageProblems(page);
  const api = await signIn(page, 'ROYALPH');
  await page.goto(brandUrl('royal', '/m/teamBetting'));
  await waitForScreen(page);
  const main = page.getByRole('main');
  await page.getByRole('radio', { name: 'This week' }).check();
  const week = await merchantRange(api, 'week');
  const first = await api.call('teamBetting', { ...week, pageNo: 1, pageSize: PAGE_SIZE });
  await expect(main.getByTestId('total-count')).toHaveText(count(first.totalCount));
  await expect(main.getByTestId('total-bets')).toHaveText(money(first.totals.bets));
  if (first.totalCount > 0) await expect.poll(() => shownAccounts(main)).toEqual(first.content.map((r) => r.account));
  else await expect(main.getByTestId('report-empty')).toBeVisible();
  await expectNoAxeViolations(page, 'royal /m/teamBetting');

  // No dividends here: the agent centre offers the daily salary records alone, under their own name.
  expect((await api.call('agentDividends')).enabled).toBe(false);
  await page.goto(brandUrl('royal', '/m/agent'));
  await waitForScreen(page);
  await expect(main.getByRole('button', { name: 'Dividends', exact: true })).toHaveCount(0);
  await main.getByRole('button', { name: 'Daily salary', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/agentDivident$/);
  await expect(page.getByTestId('topbar-title')).toHaveText('Daily salary');
  await expect(main.getByRole('tab')).toHaveCount(0);
  const salary = await api.call('dailySalary');
  expect(salary.list.length).toBeGreaterThan(0);
  await expect(main.getByTestId('salary-list').getByRole('heading', { level: 3 })).toHaveText(salary.list.map((d) => d.day));
  await expectNoAxeViolations(page, 'royal daily salary');
  expect(problems).toEqual([]);
});

test('agent notices list the type A announcements; expanding an unread one marks it read and the unread count drops', async ({ page }) => {
  const problems = watchPageProblems(page);
  // An agent of its own: reading a notice marks it read for that agent.
  const { session, api } = await freshAgent(page);
  await startSignedIn(page, session);
  const notices = (await api.call('announcements', { types: 'A', groupName: 'm_home' })).agent ?? [];
  expect(notices.length).toBeGreaterThan(0);
  const target = notices[notices.length - 1];
  expect(target.read).toBe(false);
  const before = (await api.call('announcementUnreadCount')).announcementUnreadCount;

  await page.goto('/m/member/notice?types=A');
  await waitForScreen(page);
  const list = page.getByRole('list', { name: 'Agent announcements' });
  await expect(list.getByRole('listitem')).toHaveCount(notices.length);
  for (const n of notices) await expect(page.getByTestId(`notice-${n.id}`)).toContainText(n.title);
  const item = page.getByTestId(`notice-${target.id}`);
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
  await expectNoAxeViolations(page, '/m/member/notice?types=A');

  const header = item.getByRole('button', { name: new RegExp(target.title) });
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(item.locator('.notice-content')).toBeVisible();
  await expect(item.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect.poll(async () => (await api.call('announcementUnreadCount')).announcementUnreadCount).toBe(before - 1);
  await expectNoAxeViolations(page, 'an agent notice open');

  // Without ?types the screen lists the agent notices too.
  await page.goto('/m/member/notice');
  await expect(page.getByRole('list', { name: 'Agent announcements' }).getByRole('listitem')).toHaveCount(notices.length);
  expect(problems).toEqual([]);
});

test("dividends list the API's periods; the daily salary tab lists the API's days", async ({ page }) => {
  const problems = watchPageProblems(page);
  const api = await signIn(page);
  const dividends = await api.call('agentDividends');
  expect(dividends.enabled).toBe(true);
  expect(dividends.list.length).toBeGreaterThan(0);
  await page.goto('/m/member/agent/agentDivident');
  await waitForScreen(page);
  const list = page.getByTestId('dividend-list');
  await expect(list.getByRole('listitem')).toHaveCount(dividends.list.length);
  for (const [i, d] of dividends.list.entries()) {
    const card = list.getByTestId(`report-row-${i}`);
    await expect(card.getByRole('heading', { level: 3 })).toContainText(d.period.slice(0, 7));
    await expect(card).toContainText(`${d.startDate} - ${d.endDate}`);
    await expect(card).toContainText(money(d.amount));
    await expect(card).toContainText(signed(-d.teamProfit));
  }
  await expectNoAxeViolations(page, '/m/member/agent/agentDivident');

  const salary = await api.call('dailySalary');
  await page.getByRole('tab', { name: 'Daily salary' }).click();
  const days = page.getByTestId('salary-list');
  await expect(days.getByRole('listitem')).toHaveCount(salary.list.length);
  await expect(days.getByRole('heading', { level: 3 })).toHaveText(salary.list.map((s) => s.day));
  await expect(days.getByTestId('report-row-0')).toContainText(money(salary.list[0].amount));
  await expectNoAxeViolations(page, 'daily salary');
  expect(problems).toEqual([]);
});
