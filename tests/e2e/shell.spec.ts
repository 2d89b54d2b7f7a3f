import type { Page } from '@playwright/test';
import { apiLogin } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/** The route and bar lists of the product, written out here on purpose: the screen documents are checked against them. */
const HOME_PATHS = ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'];
const GAME_CATEGORY = [
  '/m/slot-games',
  '/m/provider',
  '/m/live-games',
  '/m/poker-games',
  '/m/fishing-games',
  '/m/sport-games',
  '/m/esport-games',
  '/m/roulette',
  '/m/baccarat',
  '/m/jili',
  '/m/lott',
  '/m/elott',
  '/m/cockfight',
];
const TOP_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/message',
  '/m/app',
  '/m/lottery',
  '/m/forget',
  '/m/agent',
  '/m/inhouse',
  '/m/recent',
  '/m/activityDetail',
  '/m/gameList',
  '/m/notice',
  '/m/help',
  '/m/mine',
  '/m/hot-games',
  ...GAME_CATEGORY,
];
const BOTTOM_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/slotsCenter',
  '/m/gameList',
  '/m/inhouse',
  '/m/recent',
  '/m/lottery',
  '/m/forget',
  '/m/changePsw',
  '/m/app',
  '/m/notice',
  '/m/agent',
  '/m/mine',
  '/m/help',
  '/m/activityDetail',
];
const BACK_TO_HOME = ['/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/activity', '/m/forget', '/m/message'];
/** Routes whose top bar has no back arrow (none today: even a password change leads back). */
const NO_ARROW: string[] = [];
const OTHER = [
  '/m/set',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/trail',
  '/m/activity',
  '/m/changePsw',
  '/m/member/home',
  '/m/member/benefits',
  '/m/inviteFriends',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/securityCenter',
  '/m/webEmail',
  '/m/rewardCenter',
  '/m/promoCode',
  '/m/activity/signIn',
  '/m/agent/team/overview',
];
const ROUTES = [...new Set([...HOME_PATHS, ...TOP_HIDDEN, ...BOTTOM_HIDDEN, ...OTHER])];

/** Checks one route's chrome against the spec lists; returns false when access sent the visitor elsewhere. */
async function checkChrome(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await waitForScreen(page);
  const landed = new URL(page.url()).pathname;
  if (landed !== path && !(HOME_PATHS.includes(path) && HOME_PATHS.includes(landed))) {
    expect(['/m/login', '/m/home'], `${path} redirected`).toContain(landed);
    return false;
  }
  const top = page.getByTestId('topbar');
  const back = page.getByTestId('backbar');
  await expect(top, `top bar on ${path}`).toHaveCount(TOP_HIDDEN.includes(path) ? 0 : 1);
  await expect(page.getByTestId('bottombar'), `bottom bar on ${path}`).toHaveCount(BOTTOM_HIDDEN.includes(path) ? 0 : 1);
  const bar = TOP_HIDDEN.includes(path) ? back : top;
  const title = bar.locator('h1');
  await expect(title, `title on ${path}`).not.toHaveText('');
  const arrow = bar.getByRole('button', { name: 'Back', exact: true });
  if (HOME_PATHS.includes(path)) {
    await expect(arrow).toHaveCount(0);
    await expect(top.getByRole('link', { name: 'Home' })).toBeVisible();
  } else if (NO_ARROW.includes(path)) {
    await expect(arrow).toHaveCount(0);
  } else {
    await expect(arrow, `arrow on ${path}`).toHaveAttribute('data-back', BACK_TO_HOME.includes(path) ? 'home' : 'history');
  }
  return true;
}

test.describe('shell routes follow the spec lists', () => {
  test('guest: every route', async ({ page }) => {
    test.setTimeout(180_000);
    const problems = watchPageProblems(page);
    for (const path of ROUTES) await checkChrome(page, path);
    expect(problems).toEqual([]);
  });

  test('member: every route', async ({ page }) => {
    test.setTimeout(180_000);
    await startSignedIn(page, await apiLogin(page, 'agent1'));
    let shown = 0;
    for (const path of ROUTES) if (await checkChrome(page, path)) shown++;
    expect(shown).toBeGreaterThan(ROUTES.length - 3);
  });

  test('back arrows to /m/home replace history; unknown paths land on /m/home', async ({ page }) => {
    for (const path of BACK_TO_HOME) {
      await page.goto('/m/home');
      await page.goto(path);
      await waitForScreen(page);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    }
    await page.goto('/m/no-such-page');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('shell behaviour in the browser', () => {
  test('member header (the balance, and Deposit, Withdraw and Profile in reach on the home), right menu, sign out', async ({ page }) => {
    await startSignedIn(page, await apiLogin(page, 'demo1'));
    await page.goto('/m/home');
    await waitForScreen(page);
    const amount = page.getByTestId('header.balance.amount');
    await expect(amount).toHaveText(/\d+\.\d{2}$/);
    // The home's title gives way first (still the page's heading for screen readers), not the member's actions.
    const bar = page.getByTestId('topbar');
    for (const name of ['Deposit', 'Withdraw', 'Profile']) await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(bar.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    await openProfile(page);
    const right = page.getByTestId('right-menu');
    await expect(right.getByTestId('user-card-name')).toHaveText('Demo One');
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await right.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('popup-logoutConfirm').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('topbar').getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => [window.sessionStorage.getItem('MC_SESSION_INFO'), window.localStorage.getItem('autoLogin')])).toEqual([null, '0']);
  });

  for (const brand of ['lucky', 'royal']) {
    test(`${brand}: a guest's Login and Register stay in the home's bar (its title gives way), and a member's Deposit`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/m/home'));
      await waitForScreen(page);
      const bar = page.getByTestId('topbar');
      for (const id of ['header.login', 'header.register']) await expect(bar.getByTestId(id).getByRole('button')).toBeVisible();
      await expect(bar.getByTestId('topbar-more')).toHaveCount(0);
      // A long title beside them (royal's Tagalog "Libreng laro") takes a row of its own rather than being cut, and
      // no More menu shows with nothing in it.
      await page.goto(brandUrl(brand, '/m/trail'));
      await waitForScreen(page);
      for (const id of ['header.login', 'header.register']) await expect(bar.getByTestId(id).getByRole('button')).toBeVisible();
      await expect.poll(() => bar.getByTestId('topbar-title').evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
      await expect(bar.getByTestId('topbar-more')).toHaveCount(0);
      await startSignedIn(page, await apiLogin(page, 'demo1', brand === 'royal' ? 'ROYALPH' : undefined));
      await page.goto(brandUrl(brand, '/m/home'));
      await waitForScreen(page);
      await expect(bar.getByTestId('header.deposit').getByRole('button')).toBeVisible();
      await expect(bar.getByTestId('header.balance')).toBeVisible();
    });

    test(`axe: shell of ${brand}, panels closed and open`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/m/home'));
      await waitForScreen(page);
      await expectNoAxeViolations(page, `${brand} home`);
      await page.getByTestId('bottombar').getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByTestId('left-menu')).toBeVisible();
      await expectNoAxeViolations(page, `${brand} left menu`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('left-menu')).toHaveCount(0);
    });
  }

  test('axe: member right menu open', async ({ page }) => {
    await startSignedIn(page, await apiLogin(page, 'demo1'));
    await page.goto('/m/home');
    await waitForScreen(page);
    await openProfile(page);
    await expect(page.getByTestId('right-menu')).toBeVisible();
    await expectNoAxeViolations(page, 'right menu');
  });
});

/** The profile button: in the bar, or behind "More" when the bar is too crowded for the title (a wide font). */
async function openProfile(page: Page): Promise<void> {
  await expect(page.getByTestId('header.balance.amount')).toHaveText(/(\d+\.\d{2}|\*{4})$/);
  const more = page.getByTestId('topbar-more').getByRole('button', { name: 'More' });
  if (await more.count()) {
    if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  }
  await page.getByRole('button', { name: 'Profile' }).click();
}

test("a member's top bar is laid out once: the balance arriving moves no button", async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'demo1'));
  // What the first painted frame showed (read in the frame after it), and every later change of the bar's fit or
  // of the buttons it holds.
  await page.addInitScript(() => {
    const w = window as unknown as { barLog: string[] };
    w.barLog = [];
    const watch = () => {
      const bar = document.querySelector('[data-testid="topbar"]');
      if (!bar) return void requestAnimationFrame(watch);
      requestAnimationFrame(() => {
        w.barLog.push(`painted ${bar.getAttribute('data-fit')}`);
        new MutationObserver((records) => {
          for (const r of records) {
            if (r.type === 'attributes') w.barLog.push(`fit ${bar.getAttribute('data-fit')}`);
            for (const n of [...r.addedNodes, ...r.removedNodes])
              if (n instanceof Element && n.querySelector('button')) w.barLog.push(`buttons ${n.getAttribute('data-testid')}`);
          }
        }).observe(bar, { attributes: true, attributeFilter: ['data-fit'], childList: true, subtree: true });
      });
    };
    watch();
  });
  await page.goto('/m/home');
  await waitForScreen(page);
  await expect(page.getByTestId('header.balance.amount')).toHaveText(/\d+\.\d{2}$/);
  const log = await page.evaluate(() => (window as unknown as { barLog: string[] }).barLog);
  expect(log).toHaveLength(1);
  expect(log[0]).toMatch(/^painted (full|untitled|tight|split|overflow|stacked)$/);
});
