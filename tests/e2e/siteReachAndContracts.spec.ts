import type { Page } from '@playwright/test';
import { siteAddressList } from '../../src/data/siteAddresses.ts';
import { apiLogin, freshAgent, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Two platform answers no screen read before, against the reference API on both brands: the site addresses on
 * /m/app (domainRoute: the main domain and the merchant's other hosts, the one the page is on marked, each copied as
 * a link) and the number of agent contracts waiting on the member panel's agent entry (fundsConsolidated).
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88' },
  { id: 'royal', merchant: 'ROYALPH' },
] as const;

/** The tests read the English texts (royal opens in Tagalog). */
const inEnglish = (page: Page) => page.addInitScript(() => window.localStorage.setItem('language', 'EN'));

/** The profile button: in the bar, or behind "More" when the bar is too crowded for the title. */
async function openProfile(page: Page): Promise<void> {
  await expect(page.getByTestId('header.balance.amount')).toHaveText(/(\d+\.\d{2}|\*{4})$/);
  const more = page.getByTestId('topbar-more').getByRole('button', { name: 'More' });
  if ((await more.count()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByTestId('right-menu')).toBeVisible();
}

for (const brand of BRANDS) {
  test(`${brand.id}: /m/app lists the addresses the platform answers for the merchant, marks this one and copies each`, async ({ page }) => {
    const problems = watchPageProblems(page);
    await inEnglish(page);
    const answer = await platformClient(page.request, brand.merchant).call('domainRoute');
    const addresses = siteAddressList(answer, brand.merchant);
    expect(addresses.length, `${brand.merchant} has addresses`).toBeGreaterThan(0);
    await page.goto(brandUrl(brand.id, '/m/app'));
    await waitForScreen(page);
    const here = new URL(page.url());
    const section = page.getByRole('region', { name: 'Site addresses' });
    await expect(section.getByRole('listitem')).toHaveCount(addresses.length);
    for (const [i, a] of addresses.entries()) {
      const row = section.getByRole('listitem').nth(i);
      await expect(row).toContainText(a.host);
      await expect(row.getByText('Main address')).toHaveCount(a.main ? 1 : 0);
      await expect(row.getByText('You are here')).toHaveCount(a.host === here.hostname ? 1 : 0);
      const copy = row.getByRole('button', { name: `Copy ${a.host}` });
      await expect(copy).toBeVisible();
      const box = await copy.boundingBox();
      expect(box!.width >= 44 && box!.height >= 44, `${a.host}'s copy button is a 44 px target`).toBe(true);
    }
    // The page's own host is one the platform lists, and it is marked.
    expect(addresses.map((a) => a.host)).toContain(here.hostname);
    await expectNoAxeViolations(page, `/m/app (${brand.id})`);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const main = addresses[0]!;
    await section.getByRole('button', { name: `Copy ${main.host}` }).click();
    await expect(page.getByText('Copied successfully')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${here.protocol}//${main.host}${here.port ? `:${here.port}` : ''}/`);
    expect(problems).toEqual([]);
  });

  test(`${brand.id}: an agent's member panel says how many contracts wait next to the agent centre; a player's shows nothing`, async ({ page, browser }) => {
    const problems = watchPageProblems(page);
    await inEnglish(page);
    // An agent of its own, with agent1's three contracts waiting (nothing here answers them).
    const { session, api } = await freshAgent(page, brand.merchant);
    const funds = await api.call('fundsConsolidated');
    expect(funds.isAgent).toBe(true);
    expect(funds.pendingContracts, 'the fresh agent has contracts waiting').toBeGreaterThan(0);
    await startSignedIn(page, session);
    await page.goto(brandUrl(brand.id, '/m/home'));
    await waitForScreen(page);
    const asked = page.waitForRequest(isCallTo('fundsConsolidated'));
    await openProfile(page);
    await asked;
    const entry = page.getByTestId('right.agent').getByRole('button');
    await expect(entry).toHaveAccessibleName(`Agent centre ${funds.pendingContracts} contracts wait for your answer`);
    await expect(entry.getByText(`${funds.pendingContracts} waiting`)).toBeVisible();
    await expectNoAxeViolations(page, `the agent's member panel (${brand.id})`);
    await entry.click();
    await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);

    // A player: no agent entry, no badge, and the platform is not asked.
    const player = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
    const tab = await player.newPage();
    await inEnglish(tab);
    await startSignedIn(tab, await apiLogin(tab, 'demo0', brand.merchant));
    const calls: string[] = [];
    tab.on('request', (r) => void (isCallTo('fundsConsolidated')(r) && calls.push(r.url())));
    await tab.goto(brandUrl(brand.id, '/m/home'));
    await waitForScreen(tab);
    await openProfile(tab);
    await expect(tab.getByTestId('right.security')).toBeVisible();
    await expect(tab.getByTestId('right.agent')).toHaveCount(0);
    await expect(tab.getByTestId('waiting-badge')).toHaveCount(0);
    expect(calls).toEqual([]);
    await player.close();
    expect(problems).toEqual([]);
  });
}
