import type { Page } from '@playwright/test';
import { fetchRouted } from '../../tools/brands/fetchRouted.ts';
import { apiLogin, freshMember, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, callGlob, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The content screens against the reference API's own data: promotions and their details, notices and their read
 * marks, the help centre, the message centre with its badges, the inbox, live chat, and what a trial account is
 * refused. Both brands (royal opens in Tagalog, with its own categories' names).
 */
const BRANDS = [
  { id: 'lucky', merchant: 'LUCKY88', deposit: 'Deposit now' },
  { id: 'royal', merchant: 'ROYALPH', deposit: 'Mag-deposito ngayon' },
] as const;

/** The text a person reads of server HTML (what the sanitized content shows). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

async function trialSession(page: Page, merchant: string): Promise<Record<string, unknown>> {
  const a = await platformClient(page.request, merchant).call('freePlay');
  return { token: a.token, userName: a.userName, type: 4, merchantCode: merchant, firstTimeLogin: false };
}

for (const brand of BRANDS) {
  test(`${brand.id}: promotions list the API's, a category filters them, a card opens its detail`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const language = brand.id === 'royal' ? 'TY' : 'EN';
    // The platform answers in the page's language (royal's promotions in Tagalog).
    const api = platformClient(page.request, brand.merchant, undefined, language);
    await page.addInitScript((l) => window.localStorage.setItem('language', l), language);
    const promotions = (await api.call('announcements', { types: 'promotion' })).promotion ?? [];
    const categories = await api.call('promotionCategories');
    expect(promotions.length).toBeGreaterThan(3);

    // An extra category with no promotion shows the empty state.
    await page.route(callGlob('promotionCategories'), async (route) => {
      const res = await fetchRouted(route);
      const body = await res.json();
      body.value.push({ id: 999_999, name: 'Nothing here', sequence: 99 });
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(brandUrl(brand.id, '/m/activity'));
    await waitForScreen(page);
    const cards = page.locator('.promo-card');
    await expect(cards).toHaveCount(promotions.length);
    for (const p of promotions) await expect(page.getByTestId(`promotion-${p.id}`)).toContainText(p.title);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(language === 'TY' ? 'Lahat' : 'All');

    const category = categories.find((c) => promotions.some((p) => p.promoAnnouncementCategoryIds.includes(c.id)));
    if (!category) throw new Error('the seed files promotions under categories');
    // Named in the page's language (the platform answers the names per language).
    await page.getByTestId(`promo-category-${category.id}`).click();
    await expect(page.getByTestId(`promo-category-${category.id}`)).toHaveAttribute('aria-selected', 'true');
    const inCategory = promotions.filter((p) => p.promoAnnouncementCategoryIds.includes(category.id));
    await expect(cards).toHaveCount(inCategory.length);
    await page.getByRole('tab', { name: 'Nothing here' }).click();
    await expect(page.getByTestId('promotions-empty')).toBeVisible();
    await expectNoAxeViolations(page, '/m/activity');

    // A long-term promotion's card and detail: cover, title, date line, content, call to action.
    const longTerm = promotions.find((p) => p.noExpiry === 1 && p.link.startsWith('/m/voucherCenter?promo='));
    if (!longTerm) throw new Error('the seed has a long-term deposit promotion');
    await page.getByRole('tab').first().click();
    await page.getByTestId(`promotion-${longTerm.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${longTerm.id}`));
    await expect(page.getByRole('heading', { name: longTerm.title })).toBeVisible();
    await expect(page.locator('.promo-detail-period')).toHaveText(/^2025\/01\/01 - \S/);
    await expect(page.locator('.promo-detail-content')).toContainText(textOf(longTerm.content).slice(0, 40));
    // The platform's cover image, asked for at the width drawn (the media route's ?w=).
    const cover = longTerm.announcementImages.find((i) => i.sequence === 1)?.url ?? '';
    await expect(page.locator('.promo-detail-cover')).toHaveAttribute('src', new RegExp(`^${cover.replace(/[.?]/g, '\\$&')}\\?w=\\d+$`));
    await expectNoAxeViolations(page, '/m/activityDetail');
    // A guest's call to action leads to the login.
    await page.getByRole('button', { name: brand.deposit }).click();
    await expect(page).toHaveURL(/\/m\/login/);

    // An id on /m/activity opens that detail directly.
    const dated = promotions.find((p) => p.noExpiry === 0);
    await page.goto(brandUrl(brand.id, `/m/activity?id=${dated?.id}`));
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${dated?.id}`));
    await expect(page.getByRole('heading', { name: dated?.title })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a member reads a notice: it is marked read and the unread count drops as the API reports it', async ({ page }) => {
  // A member of its own: reading a notice marks it read for that member.
  const { session, api } = await freshMember(page);
  await startSignedIn(page, session);
  const before = (await api.call('announcementUnreadCount')).announcementUnreadCount ?? 0;
  const list = await api.call('announcements', { types: 'B,PL,PU' });
  const notices = [...(list.banners ?? []), ...(list.player ?? []), ...(list.popup ?? [])].sort((a, b) => b.startDate - a.startDate || b.id - a.id);
  expect(before).toBeGreaterThan(0);

  await page.goto('/m/message');
  const badge = page.getByTestId('message.notices').getByTestId('unread-badge');
  await expect(badge).toContainText(String(before));
  await page.getByRole('button', { name: /Announcements/ }).click();
  await expect(page).toHaveURL(/\/m\/notice$/);
  // Newest first, each with its day.
  const titles = page.locator('.notice-title');
  await expect(titles).toHaveText(notices.map((n) => n.title));
  await expectNoAxeViolations(page, '/m/notice');

  // A player notice (the unread count counts player notices and popups, not banners).
  const unread = notices.find((n) => !n.read && n.type === 'PL');
  if (!unread) throw new Error('a new member has an unread player notice');
  const item = page.getByTestId(`notice-${unread.id}`);
  const marked = page.waitForRequest(isCallTo('markAnnouncementRead'));
  await item.getByRole('button').click();
  await expect(item.locator('.notice-content')).toContainText(textOf(unread.content).slice(0, 30));
  await marked;
  await expect.poll(async () => (await api.call('announcementUnreadCount')).announcementUnreadCount).toBe(before - 1);
  await page.goto('/m/message');
  await expect(badge).toContainText(String(before - 1));

  // A query value opens that notice.
  const other = notices[notices.length - 1];
  await page.goto(`/m/notice?id=${other.id}`);
  await expect(page.getByTestId(`notice-${other.id}`).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
});

test('help centre: ?i=2 opens the third entry, #terms the terms, and the register terms link lands there', async ({ page }) => {
  const entries = await platformClient(page.request).call('helpCenter');
  await page.goto('/m/help?i=2');
  await expect(page.getByRole('tab', { selected: true })).toHaveText(entries[2].title);
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: entries[2].title })).toBeVisible();
  await expectNoAxeViolations(page, '/m/help');
  const terms = entries.findIndex((e) => e.content.includes('id="terms"'));
  await page.goto('/m/register');
  await page.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/m\/help#terms$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText(entries[terms].title);
});

test('inbox: a letter opens, its badge drops, and it can be deleted', async ({ page }) => {
  // A member of its own, with the demo's welcome letters: opening and deleting one changes its inbox.
  const { session, api } = await freshMember(page);
  await startSignedIn(page, session);
  const unread = Number(await api.call('inboxUnreadCount'));
  const letters = (await api.call('inboxList', { pageNo: 1, pageSize: 20 })).content;
  expect(unread).toBeGreaterThan(0);

  await page.goto('/m/message');
  const badge = page.getByTestId('message.inbox').getByTestId('unread-badge');
  await expect(badge).toContainText(String(unread));
  await page.getByRole('button', { name: /Inbox/ }).click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  for (const l of letters) await expect(page.getByTestId(`letter-${l.id}`)).toContainText(l.title);
  await expectNoAxeViolations(page, '/m/webEmail');

  const letter = letters.find((l) => !l.read);
  if (!letter) throw new Error('a new member has an unread letter');
  await page.getByTestId(`letter-${letter.id}`).click();
  const dialog = page.getByRole('dialog', { name: letter.title });
  await expect(dialog).toContainText(textOf(letter.content).slice(0, 30));
  await expect.poll(async () => Number(await api.call('inboxUnreadCount'))).toBe(unread - 1);
  await expectNoAxeViolations(page, 'an open letter');

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId(`letter-${letter.id}`)).toHaveCount(0);
  const after = (await api.call('inboxList', { pageNo: 1, pageSize: 20 })).content;
  expect(after.map((l) => l.id)).not.toContain(letter.id);

  await page.goto('/m/message');
  if (unread - 1 > 0) await expect(badge).toContainText(String(unread - 1));
  else await expect(badge).toHaveCount(0);
});

test('live chat: the message centre row reaches the chat page after a loading notice; back stays on the site', async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'demo0'));
  await page.goto('/m/message');
  await expectNoAxeViolations(page, '/m/message');
  const launch = page.waitForResponse(isCallTo('chatLaunch'));
  await page.getByRole('button', { name: /Live chat/ }).click();
  const request = (await launch).request();
  const query = new URL(request.url()).searchParams;
  expect(query.get('b2c')).toBe('1');
  expect(query.get('backUrl')).toBe('/m/message');
  await expect(page.getByTestId('toasts')).toContainText('Connecting to live chat');
  await page.waitForURL(/\/wps\/chat\/room\//);
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
});

test('live chat failure offers a retry that works', async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'demo0'));
  let fail = true;
  await page.route(callGlob('chatLaunch'), (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
  await page.goto('/m/message');
  await page.getByRole('button', { name: /Live chat/ }).click();
  const popup = page.getByRole('dialog', { name: 'Live chat' });
  await expect(popup).toContainText('could not be opened');
  fail = false;
  await popup.getByRole('button', { name: 'Retry' }).click();
  await page.waitForURL(/\/wps\/chat\/room\//);
});

test('a trial account is refused the inbox and live chat with free_reject', async ({ page }) => {
  await startSignedIn(page, await trialSession(page, 'LUCKY88'));
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('toasts')).toContainText('not available for your account type');
  await page.goto('/m/message');
  await expect(page.getByTestId('message.inbox').getByTestId('unread-badge')).toHaveCount(0);
  await page.getByRole('button', { name: /Live chat/ }).click();
  await expect(page.getByTestId('toasts')).toContainText('not available for your account type');
  await expect(page).toHaveURL(/\/m\/message$/);
});

test('a guest opening the inbox goes to the login', async ({ page }) => {
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('popup announcements show once after signing in; "don\'t show again today" keeps them away', async ({ page }) => {
  const popups = (await platformClient(page.request).call('announcements', { types: 'PU' })).popup ?? [];
  expect(popups.length).toBeGreaterThan(1);
  const signIn = async () => {
    await page.goto('/m/login');
    await page.locator('#login-form_username').fill('agent1');
    await page.locator('#login-form_password').fill('demo1234');
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await page.waitForURL(/\/m\/home$/);
  };
  await signIn();
  const dialog = page.getByRole('dialog', { name: popups[0].title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'the popup announcements');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: popups[1].title })).toBeVisible();
  // Reloading the tab does not show them again; a new sign-in does, unless hidden for today.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
  await page.evaluate(() => window.sessionStorage.clear());
  await signIn();
  await page.getByRole('checkbox', { name: "Don't show again today" }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await page.evaluate(() => window.sessionStorage.clear());
  await signIn();
  await waitForScreen(page);
  await expect(page.locator('.notice-marquee-item').first()).toBeVisible();
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
});
