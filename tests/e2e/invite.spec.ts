import type { Page } from '@playwright/test';
import qrcode from 'qrcode-generator';
import { formatNumber } from '../../src/core/formatNumber.ts';
import { apiLogin, platformClient, registerMember, smsCode } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Invite friends, the referral dialog, the app page, the game centre, free play in the navigation panel and the provider
 * panel, against the reference API: what each shows is compared with what the platform answers for the same call.
 */

/** The dark modules of a QR code of `text` as the app draws them (ECC M, byte mode, UTF-8): what a scanner reads. */
function qrModules(text: string): string {
  qrcode.stringToBytes = (s: string) => Array.from(new TextEncoder().encode(s));
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  let path = '';
  for (let row = 0; row < qr.getModuleCount(); row++) {
    for (let col = 0; col < qr.getModuleCount(); col++) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return path;
}

const origin = (page: Page): string => new URL(page.url()).origin;

test('invite friends shows the member link, its QR code, the figures and the rules the platform answers', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await registerMember(page);
  await startSignedIn(page, session);
  await page.goto('/m/inviteFriends');
  await waitForScreen(page);
  const invite = page.getByTestId('invite-friends');
  await expect(invite).toBeVisible();
  const stats = await api.call('inviteStats');
  const url = `${origin(page)}/m/register?affiliateCode=${stats.code}`;
  await expect(invite.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(url);
  await expect(invite).toContainText(stats.code);
  const qr = invite.getByRole('img', { name: 'QR code of your invitation link' });
  await expect(qr).toHaveAttribute('data-qr-text', url);
  // The drawn modules are exactly the QR encoding of the link, so a scanner reads the link.
  expect(await qr.locator('path').getAttribute('d')).toBe(qrModules(url));
  const figures = page.getByTestId('invite-figures');
  await expect(figures.getByRole('heading', { name: 'Your invites' })).toBeVisible();
  await expect(figures).toContainText(`Registered${stats.registered}`);
  await expect(figures).toContainText(`Made a deposit${stats.depositing}`);
  await expect(figures).toContainText(`₱${formatNumber(stats.earned, 2)}`);
  if (stats.rules) await expect(page.getByTestId('invite-rules').getByRole('heading', { name: stats.rules.title })).toBeVisible();
  await expectNoAxeViolations(page, '/m/inviteFriends');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied successfully')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The bottom bar's Invite opens the referral dialog with the same link.
  await page.getByTestId('bottombar').getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByTestId('popup-referral');
  await expect(dialog.getByTestId('invite-link-url')).toHaveValue(url);
  await expectNoAxeViolations(page, 'the referral dialog');
  expect(problems).toEqual([]);
});

test('registering through the link makes the member the recommender and the figures count it', async ({ page, browser }) => {
  const { session, api } = await registerMember(page);
  const { code } = await api.call('inviteStats');
  // A friend opens the link: the register form carries the code (and the visit counts as invited).
  const friend = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  await friend.goto(`/m/register?affiliateCode=${code}`);
  await expect(friend.getByRole('textbox', { name: 'Affiliate code' })).toHaveValue(code);
  await friend.close();
  // The friend registers with the code (through the API: the SMS code comes from the development outbox).
  const guest = platformClient(page.request);
  const mobile = `96${String(Date.now()).slice(-8)}`;
  const headers = { 'X-Forwarded-For': `10.94.${Date.now() % 250}.7` };
  await guest.call('smsRegister', { mobileNo: mobile, countryDialingCode: '63' }, { headers });
  const verificationCode = await smsCode(page.request, mobile);
  await guest.call(
    'register',
    {
      username: `f${Date.now().toString(36)}`.slice(0, 14),
      password: 'demo1234',
      confirmPassword: 'demo1234',
      mobileNum: mobile,
      countryDialingCode: '63',
      verificationCode,
      affiliateCode: code,
      registerUrl: 'localhost',
      registerMethod: 'H5',
      type: 0,
    },
    { headers },
  );
  const after = await api.call('inviteStats');
  expect(after.registered).toBe(1);
  expect(after.invited).toBeGreaterThanOrEqual(1);
  // Not paid for yet: no deposit. The inviter sees the terms and the friend pending, with the reason and progress.
  expect(after.pending).toBe(1);
  const [invitee] = after.friends;
  expect(invitee).toMatchObject({ status: 'pending', reason: 'deposit', deposited: 0, validBets: 0 });
  const money = (n: number) => `₱${formatNumber(n, 2)}`;
  await startSignedIn(page, session);
  await page.goto('/m/inviteFriends');
  await expect(page.getByTestId('invite-figures')).toContainText('Registered1');
  await expect(page.getByTestId('invite-figures')).toContainText('Not paid yet1');
  await expect(page.getByRole('region', { name: 'How you earn' })).toContainText(
    `You get ${money(after.terms.reward)} for each friend who registers with your link, once they have deposited ${money(after.terms.minDeposit)} and placed ${money(after.terms.turnover)} in valid bets.`,
  );
  const item = page
    .getByRole('region', { name: 'Your friends' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: invitee.name }) });
  await expect(item).toContainText('Pending');
  await expect(item).toContainText(`Waiting for deposits of ${money(after.terms.minDeposit)} in all.`);
  await expect(item.getByRole('progressbar', { name: `Deposits of ${invitee.name}` })).toHaveAttribute('max', String(after.terms.minDeposit));
  await expect(item).toContainText(`${money(0)} / ${money(after.terms.turnover)}`);
  await expectNoAxeViolations(page, '/m/inviteFriends with a pending friend');
});

test('the home invite bar opens the referral dialog with the link of the royal member too', async ({ page }) => {
  const session = await apiLogin(page, 'demo0', 'ROYALPH');
  await startSignedIn(page, session);
  await page.goto(brandUrl('royal', '/m/home'));
  await waitForScreen(page);
  const { code } = await platformClient(page.request, 'ROYALPH', () => String(session.token)).call('inviteStats');
  const bar = page.getByTestId('home.invite');
  await bar.getByRole('button').first().click();
  await expect(page.getByTestId('popup-referral').getByTestId('invite-link-url')).toHaveValue(`${origin(page)}/m/register?affiliateCode=${code}`);
});

test('a guest opening invite friends goes to /m/login', async ({ page }) => {
  await page.goto('/m/inviteFriends');
  await expect(page).toHaveURL(/\/m\/login/);
});

test('the app page shows the template description and the download links by resource type', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/m/app');
  await waitForScreen(page);
  const status = await platformClient(page.request).call('systemStatus', { url: 'localhost' });
  await expect(page.getByTestId('app-desc')).toHaveText(status.info.mobileTemplate.app_desc);
  const links = page.getByRole('list', { name: 'App downloads' });
  const types = status.info.resources.map((r) => r.resourceType);
  for (const [type, name] of [
    ['Android', 'Download for Android'],
    ['IOS', 'Download for iOS'],
    ['MOBILECONFIG', 'iOS quick install'],
  ] as const) {
    await expect(links.getByRole('button', { name })).toHaveCount(types.includes(type) ? 1 : 0);
  }
  // A picture of the app (drawn by the platform, loaded) and what the app gives.
  const picture = page.getByRole('img', { name: 'A phone showing game tiles, with a roulette wheel and lottery balls' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const gives = page.getByRole('region', { name: 'What the app gives you' });
  await expect(gives).toContainText('The same account, balance and bonuses as on the website.');
  await expectNoAxeViolations(page, '/m/app');
  expect(problems).toEqual([]);
});

test('the free-play page says what a demo account gives, with a picture, and starts one', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/m/trail');
  await waitForScreen(page);
  const picture = page.getByRole('img', { name: 'A slot machine, a card table and a heap of coins' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const gives = page.getByRole('region', { name: 'What free play gives you' });
  await expect(gives).toContainText('Demo credits in every game you open');
  await expect(gives).toContainText('Live dealers, sports and lottery need a real account.');
  await expectNoAxeViolations(page, '/m/trail');
  await page.getByRole('button', { name: 'Start free play' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  expect(problems).toEqual([]);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });
  test('the app page shows the add-to-home-screen steps', async ({ page }) => {
    await page.goto('/m/app');
    await waitForScreen(page);
    await expect(page.getByRole('heading', { name: 'Add to Home Screen' })).toBeVisible();
    await expect(page.getByText('Tap the Share button in the Safari toolbar')).toBeVisible();
    await expectNoAxeViolations(page, '/m/app on iOS');
  });
});

test('the game centre lists every category with its vendors and links to the category routes', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto('/m/gameCenter');
  await waitForScreen(page);
  const lanes = await platformClient(page.request).call('gameVendors');
  for (const { gameCategory, vendorNames } of lanes.sorting ?? []) {
    const block = page.locator(`[data-category="${gameCategory}"]`);
    await expect(block).toBeVisible();
    for (const v of vendorNames) await expect(block.locator(`[data-vendor="${v}"]`)).toHaveCount(1);
  }
  await expectNoAxeViolations(page, '/m/gameCenter');
  await page.getByRole('button', { name: 'More: Live casino' }).click();
  await expect(page).toHaveURL(/\/m\/live-games$/);
  expect(problems).toEqual([]);
});

test('free play in the navigation panel starts a trial session; the home provider panel shows social icons and every vendor', async ({ page }) => {
  // The whole guest home, scrolled to its last block and checked by axe: the heaviest page of the suite.
  test.slow();
  await page.goto('/m/home');
  await waitForScreen(page);
  const lanes = await platformClient(page.request).call('gameVendors');
  const vendors = new Set((lanes.sorting ?? []).flatMap((s) => s.vendorNames));
  // A below-the-fold block: it renders when scrolled near.
  await page.getByTestId('home.providers').scrollIntoViewIfNeeded();
  const panel = page.getByTestId('provider-panel');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.locator('[data-vendor]')).toHaveCount(vendors.size);
  for (const name of ['Facebook', 'Telegram', 'WhatsApp', 'Viber']) await expect(panel.getByRole('link', { name })).toHaveCount(1);
  // Mid-screen, as a person scrolling to it sees it (aligned to the top, the sticky top bar would cover the icons).
  await panel.getByRole('link', { name: 'Facebook' }).evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await expectNoAxeViolations(page, 'home with the provider panel');

  // Free play sits in the navigation panel (the bottom bar's Menu) for visitors, where the brand has FREEPLAY3.
  await page.getByTestId('bottombar').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').type)).toBe(4);
  await expect(page).toHaveURL(/\/m\/home$/);
});
