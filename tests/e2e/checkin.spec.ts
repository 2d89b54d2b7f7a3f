import type { Page } from '@playwright/test';
import { formatNumber } from '../../src/core/formatNumber.ts';
import type { PlatformError } from '../../src/core/platformApi.ts';
import type { RedRainStatusResponse } from '../../src/generated/api/redRainStatus.response.ts';
import { apiLogin, platformClient, registerMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, callGlob, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Daily check-in, manual rebate and red envelope rain as a member meets them, against the reference API: what each
 * screen shows is what the platform answers; today's check-in and a rebate claim credit once (a second claim is
 * refused) and show in the records and the balance; a red envelope opens within a running rain, falls only for
 * people who did not ask for less motion and can be paused; guests go to /m/login, a brand without MANPLAYREB3
 * offers no manual rebate. Fresh members (registerMember) where a claim changes data, so reruns hold.
 */

const money = (n: number) => `₱${formatNumber(n, 2)}`;

/** The platform's refusal of a call (the client throws PlatformError). */
async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    return (err as PlatformError).errorCode;
  }
  return 'accepted';
}

async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForScreen(page);
}

test('guests are sent to /m/login from check-in, manual rebate and red rain', async ({ page }) => {
  for (const path of ['/m/activity/signIn', '/m/member/manualRebate', '/m/redRain']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/login/);
  }
});

test("today's check-in shows the platform's calendar, claims once and credits the balance", async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await registerMember(page);
  await startSignedIn(page, session);
  const status = await api.call('checkinStatus');
  expect(status.claimedToday).toBe(false);
  await openScreen(page, '/m/activity/signIn');
  const days = page.getByTestId('checkin-days').getByRole('listitem');
  await expect(days).toHaveCount(7);
  for (const d of status.days) {
    const cell = page.getByTestId(`checkin-day-${d.slot}`);
    await expect(cell).toContainText(`Day ${d.slot}`);
    await expect(cell).toContainText(money(d.reward));
  }
  await expect(page.getByTestId(`checkin-day-${status.todaySlot}`)).toHaveAttribute('aria-current', 'date');
  await expect(page.getByTestId('checkin-streak')).toHaveText('0 days in a row');
  await expectNoAxeViolations(page, '/m/activity/signIn');

  const before = (await api.call('walletBalance')).sumBalance;
  const reward = status.days[status.todaySlot - 1].reward;
  const claimed = page.waitForResponse(isCallTo('checkinClaim'));
  await page.getByRole('button', { name: `Check in and get ${money(reward)}` }).click();
  expect((await claimed).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
  await expect(page.getByTestId('checkin-streak')).toHaveText('1 day in a row');
  await expect(page.getByTestId(`checkin-day-${status.todaySlot}`)).toContainText('Checked in');
  expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before + reward, 2);
  expect(await refusal(api.call('checkinClaim', {}))).toBe('checkin.claimed');
  expect((await api.call('checkinStatus')).claimedToday).toBe(true);
  await expectNoAxeViolations(page, 'checked in');

  // The credit is in the records under its own name.
  await openScreen(page, '/m/transaction/record');
  await expect(page.getByTestId('records-list').getByRole('listitem').filter({ hasText: 'Daily check-in' })).toContainText(`+${formatNumber(reward, 2)}`);
  expect(problems).toEqual([]);
});

test('royal: the check-in calendar shows the brand rewards', async ({ page }) => {
  const session = await apiLogin(page, 'demo1', 'ROYALPH');
  await startSignedIn(page, session);
  const api = platformClient(page.request, 'ROYALPH', () => String(session.token));
  const status = await api.call('checkinStatus');
  await openScreen(page, brandUrl('royal', '/m/activity/signIn'));
  for (const d of status.days) await expect(page.getByTestId(`checkin-day-${d.slot}`)).toContainText(money(d.reward));
  await expectNoAxeViolations(page, 'royal /m/activity/signIn');
});

test('manual rebate: the valid bets of a category pay its rate once; the home button leads there', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await registerMember(page, { deposit: 500 });
  await startSignedIn(page, session);
  // Two paid rounds of a slot (game 100001, category RNG), played through the API as the game page plays them.
  const launch = await api.call('launchGame', { nodeId: 100001 });
  const token = new URL(launch.content.game_url, 'http://x').searchParams.get('token') ?? '';
  const headers = { 'X-Launch-Token': token };
  const { bets } = await api.call('demoGameSession', {}, { headers });
  const bet = bets.find((b) => b >= 5) ?? bets[bets.length - 1];
  for (let i = 0; i < 2; i++) await api.call('demoGameSpin', { bet }, { headers, idempotencyKey: `${String(session.userName)}-spin-${i}` });
  const claimable = await api.call('rebateClaimable');
  const slots = claimable.list.find((l) => l.category === 'RNG');
  expect(slots?.validBet).toBeCloseTo(2 * bet, 2);
  expect(slots?.amount).toBeGreaterThan(0);

  await openScreen(page, '/m/home');
  await page.getByRole('button', { name: 'Manual rebate' }).click();
  await expect(page).toHaveURL(/\/m\/member\/manualRebate/);
  const line = page.getByTestId('rebate-RNG');
  await expect(line).toContainText('Slots');
  await expect(line).toContainText(money(slots?.validBet ?? 0));
  await expect(line).toContainText(money(slots?.amount ?? 0));
  await expect(page.getByTestId('rebate-total')).toHaveText(money(claimable.total));
  await expectNoAxeViolations(page, '/m/member/manualRebate');

  const before = (await api.call('walletBalance')).sumBalance;
  await line.getByRole('button', { name: 'Claim Slots rebate' }).click();
  await expect(page.getByTestId('rebate-claimed')).toHaveText(`${money(slots?.amount ?? 0)} rebate credited to your balance.`);
  await expect(line.getByRole('button', { name: 'Claim Slots rebate' })).toBeDisabled();
  expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before + (slots?.amount ?? 0), 2);
  expect(await refusal(api.call('rebateClaim', { category: 'RNG' }))).toBe('rebate.nothing');
  await expectNoAxeViolations(page, 'a claimed rebate');
  await openScreen(page, '/m/transaction/record');
  await expect(page.getByTestId('records-list').getByRole('listitem').filter({ hasText: 'Manual rebate' })).toContainText(formatNumber(slots?.amount ?? 0, 2));
  expect(problems).toEqual([]);
});

test('royal has no MANPLAYREB3: no rebate button on the home, the screen says it is not offered', async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'demo1', 'ROYALPH'));
  await openScreen(page, brandUrl('royal', '/m/home'));
  await expect(page.locator('.floating-button')).toHaveCount(0);
  await openScreen(page, brandUrl('royal', '/m/member/manualRebate'));
  await expect(page.getByTestId('manual-rebate')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(/manual rebate/i);
  await expectNoAxeViolations(page, 'royal /m/member/manualRebate');
});

test("royal's days are Manila's: the check-in rule says when the day changes there", async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'demo1', 'ROYALPH'));
  await openScreen(page, brandUrl('royal', '/m/activity/signIn'));
  const tagalog = (await page.locator('html').getAttribute('lang')) === 'tl';
  await expect(page.locator('.checkin-rule')).toContainText(tagalog ? '00:00 Standard na Oras sa Pilipinas' : '00:00 Philippine Standard Time');
  await expect(page.locator('.checkin-rule')).not.toContainText('UTC');
});

/** A running rain for the screen when the real one is between windows (the server tests cover the platform side). */
function runningRain(s: RedRainStatusResponse): RedRainStatusResponse {
  const event = s.event ?? { id: 1, title: 'Rain', envelopesPerMember: 5, minAmount: 0.5, maxAmount: 8.88, memberCap: 20 };
  return {
    ...s,
    active: true,
    event,
    window: { start: s.now - 60_000, end: s.now + 10 * 60_000 },
    opened: 0,
    openedAmount: 0,
    remaining: event.envelopesPerMember,
  };
}

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`red rain (${motion} motion): the countdown or the envelopes the platform answers; an envelope opens`, async ({ page }) => {
    const problems = watchPageProblems(page);
    await page.emulateMedia({ reducedMotion: motion });
    const { session, api } = await registerMember(page);
    await startSignedIn(page, session);
    const real = await api.call('redRainStatus');
    expect(real.enabled).toBe(true);
    const before = (await api.call('walletBalance')).sumBalance;
    if (!real.active) {
      await openScreen(page, '/m/redRain');
      await expect(page.getByTestId('redrain-state')).toContainText('The next rain starts at');
      await expect(page.getByTestId('redrain-countdown')).toHaveText(/^\d{2}:\d{2}(:\d{2})?$/);
      await expect(page.getByTestId('redrain-rules')).toContainText(money(real.event?.memberCap ?? 0));
      await expectNoAxeViolations(page, '/m/redRain before a rain');
      expect(await refusal(api.call('redRainOpen', {}))).toBe('redrain.not.active');
      // The running rain as the screen draws it, answered here; opening answers a fixed envelope.
      await page.route(callGlob('redRainStatus'), (route) => route.fulfill({ json: { success: true, value: runningRain(real) } }));
      await page.route(callGlob('redRainOpen'), (route) =>
        route.fulfill({ json: { success: true, value: { amount: 3.21, opened: 1, openedAmount: 3.21, remaining: 4, balance: 3.21 } } }),
      );
    }
    await openScreen(page, '/m/redRain');
    await expect(page.getByTestId('redrain-state')).toHaveText('Red envelopes are falling now! Tap one to open it.');
    const envelopes = page.getByTestId('redrain-envelopes').getByRole('button', { name: /^Open red envelope/ });
    await expect(envelopes.first()).toBeVisible();
    if (motion === 'reduce') {
      await expect(page.locator('.red-rain-grid')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    } else {
      await expect(page.locator('.red-rain-field')).toBeVisible();
      // From the keyboard: the falling field sits under the sticky top bar when Playwright scrolls to the button.
      await page.getByRole('button', { name: /pause/i }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.red-rain-field')).toHaveClass(/is-paused/);
    }
    await expectNoAxeViolations(page, `/m/redRain raining (${motion})`);
    const opened = page.waitForResponse(isCallTo('redRainOpen'));
    await envelopes.first().click();
    const answer = (await (await opened).json()) as { value: { amount: number } };
    await expect(page.getByTestId('redrain-got')).toHaveText(`You got ${money(answer.value.amount)}!`);
    if (real.active) {
      const after = await api.call('redRainStatus');
      expect(after.opened).toBe(1);
      expect(after.openedAmount).toBe(answer.value.amount);
      expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before + answer.value.amount, 2);
    }
    expect(problems).toEqual([]);
  });
}

test('the agent home lists red rain and leads to it', async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'agent1'));
  await openScreen(page, '/m/agent');
  // Pending contracts wait in a card on the home: no dialog stands between the agent and the menu.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Red envelope rain' }).click();
  await expect(page).toHaveURL(/\/m\/redRain/);
  await expect(page.getByTestId('red-rain')).toBeVisible();
  await expectNoAxeViolations(page, 'agent /m/redRain');
});
