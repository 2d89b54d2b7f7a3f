import { formatNumber } from '../../src/core/formatNumber.ts';
import { apiLogin, registerMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The reward centre (missions and daily tasks) and the promo code screen as a member uses them (issue 18): what the
 * screen shows is what missionList answers; a completed mission claims once and its reward shows in the header
 * balance and the transaction records; a seeded promo code credits once and every refusal is said in words; guests
 * go to /m/login; a brand without REWCEN3 / MISSIONLB3 offers neither screen nor entry. Fresh members (registerMember),
 * so reruns hold.
 */
test.use({ viewport: { width: 390, height: 844 } });

const money = (n: number) => `₱${formatNumber(n, 2)}`;

test('reward centre: the missions the platform measures, a completed one claims once and credits the balance', async ({ page }) => {
  const problems = watchPageProblems(page);
  // A deposit of 200 completes the first-deposit and weekly deposit missions; signing up completes today's log-in.
  const { session, api } = await registerMember(page, { deposit: 200 });
  await startSignedIn(page, session);
  const listed = (await api.call('missionList')).list;
  const before = (await api.call('walletBalance')).sumBalance;
  await page.goto('/m/rewardCenter');
  await waitForScreen(page);
  await expect(page.getByRole('heading', { name: 'Daily tasks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Missions', exact: true })).toBeVisible();
  for (const m of listed) {
    const item = page.getByTestId(`mission-${m.code}`);
    await expect(item).toContainText(money(m.reward));
    const figure = (n: number) => (m.metric === 'betAmount' || m.metric === 'depositAmount' ? money(n) : formatNumber(n, 0));
    await expect(item).toContainText(`${figure(m.progress)} / ${figure(m.target)}`);
    await expect(item.getByRole('button', { name: /^Claim/ })).toHaveCount(m.state === 'claimable' ? 1 : 0);
  }
  expect(listed.find((m) => m.code === 'LOGIN_DAILY')?.state).toBe('claimable');
  expect(listed.find((m) => m.code === 'FIRST_DEPOSIT')?.state).toBe('claimable');
  await expectNoAxeViolations(page, '/m/rewardCenter');

  const sent = page.waitForRequest(isCallTo('missionClaim'));
  await page.getByRole('button', { name: 'Claim: Log in', exact: true }).click();
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  await expect(page.getByTestId('mission-LOGIN_DAILY')).toContainText('Claimed');
  await expect(page.getByTestId('mission-LOGIN_DAILY').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('topbar').getByText(formatNumber(before + 1, 2))).toBeVisible();
  expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before + 1, 2);
  // The platform refuses a second claim of the same day.
  await expect(api.call('missionClaim', { missionId: listed.find((m) => m.code === 'LOGIN_DAILY')?.missionId ?? 0 })).rejects.toMatchObject({
    errorCode: 'mission.claimed',
  });

  await page.getByRole('button', { name: 'Claim: Make a deposit', exact: true }).click();
  await expect(page.getByTestId('mission-FIRST_DEPOSIT')).toContainText('Claimed');
  await expect(page.getByTestId('topbar').getByText(formatNumber(before + 11, 2))).toBeVisible();
  await expectNoAxeViolations(page, 'claimed missions');

  await page.goto('/m/transaction/record');
  await waitForScreen(page);
  const rewards = page.getByTestId('records-list').getByRole('listitem').filter({ hasText: 'Mission reward' });
  await expect(rewards).toHaveCount(2);
  await expect(rewards.first()).toContainText('+10.00');
  expect(problems).toEqual([]);
});

test('promo code: refusals in words, WELCOME10 credits once and the header balance follows', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await registerMember(page);
  await startSignedIn(page, session);
  const before = (await api.call('walletBalance')).sumBalance;
  await page.goto('/m/promoCode');
  await waitForScreen(page);
  const field = page.getByRole('textbox', { name: 'Promo code' });
  const redeem = page.getByRole('button', { name: 'Redeem', exact: true });
  await expectNoAxeViolations(page, '/m/promoCode');

  await redeem.click();
  await expect(page.locator('.field-error')).toHaveText('Enter a promo code.');
  await expect(field).toBeFocused();
  const refusals: [string, RegExp][] = [
    ['NOSUCHCODE', /does not exist/],
    ['EXPIRED5', /has expired/],
    ['DEPOSITORS', /needs a completed deposit first/],
  ];
  for (const [code, words] of refusals) {
    await field.fill(code);
    await redeem.click();
    await expect(page.getByTestId('promo-code-error')).toHaveText(words);
  }
  await expectNoAxeViolations(page, 'a refused promo code');

  await field.fill('welcome10');
  await redeem.click();
  const done = page.getByTestId('promo-code-done');
  await expect(done).toContainText('Code WELCOME10 redeemed');
  await expect(done).toContainText(money(10));
  await expect(field).toHaveValue('');
  await expect(page.getByTestId('topbar').getByText(formatNumber(before + 10, 2))).toBeVisible();
  expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before + 10, 2);
  await expectNoAxeViolations(page, 'a redeemed promo code');

  await field.fill('WELCOME10');
  await redeem.click();
  await expect(page.getByTestId('promo-code-error')).toHaveText('You have already redeemed this promo code.');
  expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before + 10, 2);

  await page.goto('/m/transaction/record');
  await waitForScreen(page);
  const credits = page.getByTestId('records-list').getByRole('listitem').filter({ hasText: 'Promo code' });
  await expect(credits).toHaveCount(1);
  await expect(credits).toContainText('+10.00');
  expect(problems).toEqual([]);
});

test('the member centre links to the reward centre and the promo code', async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'demo0'));
  await page.goto('/m/member/home');
  await waitForScreen(page);
  await page.getByRole('button', { name: 'Reward centre' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await page.goto('/m/member/home');
  await page.getByRole('button', { name: 'Promo code' }).click();
  await expect(page).toHaveURL(/\/m\/promoCode$/);
});

test('a guest opening either screen goes to /m/login', async ({ page }) => {
  for (const path of ['/m/rewardCenter', '/m/promoCode']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/login$/);
  }
});

test('a brand without REWCEN3 and MISSIONLB3 offers neither screen nor entry', async ({ page }) => {
  await startSignedIn(page, await apiLogin(page, 'demo1', 'ROYALPH'));
  await page.goto(brandUrl('royal', '/m/rewardCenter'));
  await waitForScreen(page);
  await expect(page.getByText('Hindi available ang sentro ng gantimpala sa site na ito.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Kunin/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'royal /m/rewardCenter');
  await page.goto(brandUrl('royal', '/m/promoCode'));
  await waitForScreen(page);
  await expect(page.getByText('Hindi available ang promo code sa site na ito.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'royal /m/promoCode');
  await page.goto(brandUrl('royal', '/m/member/home'));
  await waitForScreen(page);
  await expect(page.getByRole('button', { name: 'Sentro ng Gantimpala' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Promo Code' })).toHaveCount(0);
});
