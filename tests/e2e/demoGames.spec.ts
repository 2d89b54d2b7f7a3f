import type { Page, Response } from '@playwright/test';
import { formatNumber } from '../../src/core/formatNumber.ts';
import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, isCallTo, startSignedIn, watchPageProblems } from './support.ts';

/**
 * A demo game per kind (issue 41 item 6), against the reference API: a live baccarat table plays a coup through
 * the ledger and shows the balance in the brand's money format; a sports game opens the page naming its vendor,
 * never the slot, with a way back.
 */

interface ApiGame {
  gameName: string;
  vassalage: string;
}

const gamesOf = async (r: Response): Promise<ApiGame[]> => ((await r.json()) as { value: { games: ApiGame[] } }).value.games;

/** The brands' money format: ₱ with comma thousands and 2 decimals (the header's balance shows the same). */
const peso = (amount: number): string => `₱${formatNumber(amount, 2)}`;

async function openFirstGame(page: Page, path: string): Promise<ApiGame> {
  const list = page.waitForResponse(isCallTo('gameList'));
  await page.goto(path);
  const [game] = await gamesOf(await list);
  const launch = page.waitForResponse(isCallTo('launchGame'));
  // The tile's play button (a vendor button may carry the same name, e.g. "SABA Sports").
  await page.locator('.game-tile-play').filter({ hasText: game.gameName }).first().click();
  expect(((await (await launch).json()) as { success: boolean }).success).toBe(true);
  await expect(page).toHaveURL(/\/m\/game$/);
  return game;
}

test('a live baccarat table from the lobby plays a coup through the ledger, money in the brand format', async ({ page }) => {
  const problems = watchPageProblems(page);
  await startSignedIn(page, (await freshMember(page)).session);
  const game = await openFirstGame(page, '/m/baccarat');
  const table = page.frameLocator('iframe.game-frame-iframe');
  await expect(table.getByRole('heading', { level: 1 })).toHaveText(game.gameName, { timeout: 15_000 });
  const balance = table.getByTestId('demo-balance');
  await expect(balance).toHaveText(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
  const before = await balance.textContent();

  // Two chips of the first value on PLAYER, one on TIE: every outcome changes the balance (player +1, banker -3,
  // tie +8 chips; a tie alone would push PLAYER's stake back).
  const chips = table.getByRole('group', { name: 'Chip value' }).getByRole('button');
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await table.getByRole('button', { name: /^PLAYER/ }).click();
  await table.getByRole('button', { name: /^PLAYER/ }).click();
  await table.getByRole('button', { name: /^TIE/ }).click();
  const dealt = page.waitForResponse((r) => r.url().includes('/demo-game/api/baccarat'));
  await table.getByRole('button', { name: 'DEAL' }).click();
  const coup = ((await (await dealt).json()) as { value: { winner: string; balance: number; returned: number; stake: number } }).value;
  await expect(balance).toHaveText(peso(coup.balance));
  expect(before).not.toBe(peso(coup.balance));
  await expect(table.getByRole('status')).toContainText(coup.winner === 'TIE' ? 'Tie' : `${coup.winner} wins`);
  await expect(table.getByTestId('hand-player').locator('.bac__card')).not.toHaveCount(0);
  await expectNoAxeViolations(page, 'the baccarat table');

  // The header's balance after the game is the table's, in the same format.
  const wallet = page.waitForResponse(isCallTo('walletBalance'));
  await page.getByRole('button', { name: 'Back to games' }).click();
  await expect(page).toHaveURL(/\/m\/baccarat$/);
  expect(((await (await wallet).json()) as { value: { sumBalance: number } }).value.sumBalance).toBeCloseTo(coup.balance, 2);
  expect(problems).toEqual([]);
});

test('a sports game opens a clear page naming its vendor, never the slot, and leads back', async ({ page }) => {
  await startSignedIn(page, (await freshMember(page)).session);
  const vendors = page.waitForResponse(isCallTo('gameVendors'));
  const game = await openFirstGame(page, '/m/sport-games');
  const lanes = ((await (await vendors).json()) as { value: { mapping: Record<string, { vassalage: string; displayName: string }[]> } }).value.mapping;
  const vendor = Object.values(lanes)
    .flat()
    .find((v) => v.vassalage === game.vassalage);
  const frame = page.frameLocator('iframe.game-frame-iframe');
  await expect(frame.getByRole('heading', { name: 'No demo of this game' })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByText(`${game.gameName} is a ${vendor?.displayName ?? game.vassalage} game.`)).toBeVisible();
  await expect(frame.getByTestId('demo-spin')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the page of a game with no demo');
  await frame.getByRole('button', { name: 'Back to the games' }).click();
  await expect(page).toHaveURL(/\/m\/sport-games$/);
});

test('the page of a game with no demo speaks the player language (Tagalog)', async ({ page }) => {
  await startSignedIn(page, (await freshMember(page)).session);
  await page.addInitScript(() => window.localStorage.setItem('language', 'TY'));
  await openFirstGame(page, '/m/sport-games');
  const frame = page.frameLocator('iframe.game-frame-iframe');
  await expect(frame.getByRole('heading', { name: 'Walang demo ng larong ito' })).toBeVisible({ timeout: 15_000 });
  await expect(frame.getByRole('button', { name: 'Bumalik sa mga laro' })).toBeVisible();
});
