import { formatNumber } from '../../src/core/formatNumber.ts';
import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Bonus wagering as a member lives it (issue 35), against the reference API: a first deposit with the deposit
 * promotion opens a requirement that holds the deposit and the bonus; the member centre shows its progress as
 * wageringStatus answers it, the withdraw screen says what is free before the member types, and giving the bonus
 * up takes it back (a FORFEIT record) and frees the deposit. A fresh member of its own, so reruns hold.
 */
const money = (n: number) => `₱${formatNumber(n, 2)}`;

test('a deposit bonus holds the balance until its turnover; the member sees it, what is free, and can give it up', async ({ page }) => {
  test.slow();
  const problems = watchPageProblems(page);
  const { session, api } = await freshMember(page, { balance: false });
  await startSignedIn(page, session);

  // A first deposit of 200 with the first-deposit promotion, as the deposit centre takes it.
  const promo = (await api.call('depositPromotions')).list.find((p) => p.code.startsWith('FIRSTDEP') && p.eligible);
  expect(promo).toBeDefined();
  await page.goto('/m/voucherCenter');
  await waitForScreen(page);
  await page.getByRole('radio', { name: new RegExp(promo?.title ?? 'First deposit') }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('main').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByTestId('deposit-order').getByRole('status')).toHaveText('Credited', { timeout: 15_000 });

  // Two paid rounds of a slot count toward it (valid bets fill the oldest requirement first).
  const launch = await api.call('launchGame', { nodeId: 100001 });
  const headers = { 'X-Launch-Token': new URL(launch.content.game_url, 'http://x').searchParams.get('token') ?? '' };
  const { bets } = await api.call('demoGameSession', {}, { headers });
  const bet = bets.find((b) => b >= 5) ?? bets[bets.length - 1];
  for (let i = 0; i < 2; i++) await api.call('demoGameSpin', { bet }, { headers, idempotencyKey: `${String(session.userName)}-wager-${i}` });
  const status = await api.call('wageringStatus');
  expect(status.requirements).toHaveLength(1);
  const [r] = status.requirements;
  expect(r).toMatchObject({ source: 'BONUS', wagered: 2 * bet });

  // The member centre: the kind in words, the bar and its figures, what it holds, the free part.
  await page.goto('/m/member/home');
  await waitForScreen(page);
  const region = page.getByRole('region', { name: 'Bonus wagering' });
  await expect(region.getByTestId('wagering-summary')).toHaveText(
    `You can withdraw up to ${money(status.withdrawable)} now. ${money(status.turnoverLeft)} more in valid bets frees the rest.`,
  );
  const item = region.getByTestId(`wagering-${r.requirementId}`);
  await expect(item.getByRole('heading')).toContainText('Deposit bonus');
  const name = `Deposit bonus: ${r.title}`;
  const bar = item.getByRole('progressbar', { name: `Valid bets toward ${name}` });
  await expect(bar).toHaveAttribute('value', String(r.wagered));
  await expect(bar).toHaveAttribute('max', String(r.required));
  await expect(item).toContainText(`${money(r.wagered)} / ${money(r.required)}`);
  await expect(item).toContainText(`Held until met${money(r.held)}`);
  await expectNoAxeViolations(page, '/m/member/home with an open requirement');

  // The withdraw screen says what is free and the turnover left before anything is typed.
  await page.goto('/m/withdraw');
  await waitForScreen(page);
  await expect(page.getByTestId('withdraw-wagering')).toContainText(`You can withdraw up to ${money(Math.min(status.withdrawable, status.balance))} now`);
  await expect(page.getByTestId('withdraw-wagering')).toContainText(`${money(status.turnoverLeft)} more in valid bets frees the rest`);
  await expectNoAxeViolations(page, '/m/withdraw with an open requirement');

  // Giving the bonus up: asked first (what is taken back, the deposit it frees), then one idempotent call.
  await page.goto('/m/member/home');
  await waitForScreen(page);
  await page.getByRole('button', { name: `Give up bonus: ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Give up this bonus?' });
  await expect(dialog).toContainText(
    `${money(r.bonus)} will be taken back from your balance, and the ${money(r.held - r.bonus)} deposit it holds becomes free to withdraw.`,
  );
  await expectNoAxeViolations(page, 'the give-up dialog');
  const answered = page.waitForResponse(isCallTo('wageringForfeit'));
  await dialog.getByRole('button', { name: 'Give up bonus' }).click();
  // The balance is read once the platform has answered the give-up, not while it is still on its way.
  const forfeit = await answered;
  expect(forfeit.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  const after = await api.call('walletBalance');
  await expect(page.getByTestId('wagering-done')).toHaveText(
    `Bonus given up: ${money(r.bonus)} was taken back. Your balance is now ${money(after.sumBalance)}, and ${money(after.sumBalance)} of it is free to withdraw.`,
  );
  expect(after.sumBalance).toBeCloseTo(status.balance - r.bonus, 2);
  await expect(page.getByTestId('topbar').getByText(formatNumber(after.sumBalance, 2))).toBeVisible();
  await expect(page.getByTestId(`wagering-${r.requirementId}`)).toHaveCount(0);
  expect((await api.call('wageringStatus')).requirements).toEqual([]);

  // Nothing held any more: the whole balance may be withdrawn, and the records show the bonus given up.
  await page.goto('/m/withdraw');
  await expect(page.getByText(`Available: ${formatNumber(after.sumBalance, 2)}`)).toBeVisible();
  await expect(page.getByTestId('withdraw-wagering')).toHaveCount(0);
  await page.goto('/m/transaction/record');
  await expect(page.getByTestId('records-list').getByRole('listitem').filter({ hasText: 'Bonus given up' })).toContainText(formatNumber(-r.bonus, 2));
  expect(problems).toEqual([]);
});

test('a member without a bonus sees no wagering box in the member centre', async ({ page }) => {
  const { session } = await freshMember(page);
  await startSignedIn(page, session);
  const read = page.waitForResponse(isCallTo('wageringStatus'));
  await page.goto('/m/member/home');
  await waitForScreen(page);
  await read;
  await expect(page.getByTestId('memberHome.shortcuts')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bonus wagering' })).toHaveCount(0);
});
