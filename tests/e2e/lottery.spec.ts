import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiCalls } from '../../src/generated/api/calls.ts';
import type { LotteryBetResponse } from '../../src/generated/api/lotteryBet.response.ts';
import type { LotteryMenuResponse } from '../../src/generated/api/lotteryMenu.response.ts';
import type { NumeroListResponse } from '../../src/generated/api/numeroList.response.ts';
import type { VnLotteryListResponse } from '../../src/generated/api/vnLotteryList.response.ts';
import type { Lottery } from '../../src/generated/api/shapes/lottery.ts';
import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The lottery as a member meets it, on both brands, against the reference API: the lobby shows the platform's
 * categories and each lottery's next draw and last results; a bet placed on the sheet is taken through the ledger,
 * shows in the bet records with its picks, and a pick is cancelled (and refunded) before its draw closes. The bet
 * goes on the lottery whose betting closes last (a Vietnamese one, hours away), so a run never meets a close.
 */

type Lang = 'en' | 'ty';
const LOCALES: Record<Lang, Record<string, string>> = {
  en: JSON.parse(readFileSync('screens/_base/locales/en.json', 'utf8')),
  ty: JSON.parse(readFileSync('screens/_base/locales/ty.json', 'utf8')),
};
/** A text of the app's locale files with its values filled in, as the page shows it. */
const text = (lang: Lang, key: string, values: Record<string, string | number> = {}): string =>
  LOCALES[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

async function pageLanguage(page: Page): Promise<Lang> {
  return (await page.locator('html').getAttribute('lang')) === 'tl' ? 'ty' : 'en';
}

/** A public lottery read in the page's language (the tests' API client asks in English). */
async function read<T>(page: Page, name: 'lotteryMenu' | 'numeroList' | 'vnLotteryList', merchant: string, lang: Lang): Promise<T> {
  const res = await page.request.get(`${apiCalls[name].path}?language=${lang.toUpperCase()}`, { headers: { Merchant: merchant } });
  return ((await res.json()) as { value: T }).value;
}

for (const [brand, merchant] of [
  ['lucky', 'LUCKY88'],
  ['royal', 'ROYALPH'],
] as const) {
  test(`${brand}: the lottery lobby, a bet, its picks in the bet records, a pick cancelled before the draw`, async ({ page }) => {
    const problems = watchPageProblems(page);
    const { session, api } = await freshMember(page, { merchant });
    await startSignedIn(page, session);
    await page.goto(brandUrl(brand, '/m/lottery'));
    await waitForScreen(page);
    const lang = await pageLanguage(page);
    const menu = await read<LotteryMenuResponse>(page, 'lotteryMenu', merchant, lang);
    const numero = await read<NumeroListResponse>(page, 'numeroList', merchant, lang);
    const vietnam = await read<VnLotteryListResponse>(page, 'vnLotteryList', merchant, lang);
    const tabs = page.getByRole('tablist', { name: text(lang, 'lottery_tabs') });
    await expect(tabs.getByRole('tab')).toHaveText(menu.categories.map((c) => text(lang, `lottery_cat_${c.code}`)));
    for (const l of numero.list) await expect(page.getByTestId(`lottery-${l.code}`).getByRole('heading', { name: l.name })).toBeVisible();
    await expectNoAxeViolations(page, `${brand} /m/lottery`);

    await tabs.getByRole('tab', { name: text(lang, 'lottery_cat_VIETNAM') }).click();
    for (const l of vietnam.list) {
      const card = page.getByTestId(`lottery-${l.code}`);
      await expect(card.getByRole('heading', { name: l.name })).toBeVisible();
      await expect(card).toContainText(text(lang, 'lottery_next_draw', { drawNo: l.nextDraw.drawNo }));
      const last = l.lastResults[0];
      await expect(card.getByRole('img', { name: text(lang, 'lottery_result_of', { drawNo: last.drawNo, result: last.result }) })).toBeVisible();
      await expect(card.getByRole('timer')).toHaveText(/^\d{2}:\d{2}(:\d{2})?$/);
    }
    const target: Lottery = [...vietnam.list].sort((a, b) => b.nextDraw.closeAt - a.nextDraw.closeAt)[0];
    const before = (await api.call('walletBalance')).sumBalance;

    await page.getByRole('button', { name: text(lang, 'lottery_bet_on', { name: target.name }) }).click();
    const sheet = page.getByRole('dialog', { name: text(lang, 'lottery_bet_on', { name: target.name }) });
    const number = sheet.getByLabel(text(lang, 'lottery_number'));
    for (const n of ['27', '581']) {
      await number.fill(n);
      await sheet.getByRole('button', { name: text(lang, 'lottery_add_pick'), exact: true }).click();
    }
    await sheet.getByLabel(text(lang, 'lottery_stake')).fill(String(target.minStake * 2));
    await expectNoAxeViolations(page, `${brand} bet sheet`);
    const placed = page.waitForResponse(isCallTo('lotteryBet'));
    await sheet.getByRole('button', { name: text(lang, 'lottery_place_bet') }).click();
    const order = ((await (await placed).json()) as { value: LotteryBetResponse }).value;
    expect(order.suborders.map((s) => s.pick)).toEqual(['27', '581']);
    expect(order.totalStake).toBeCloseTo(target.minStake * 4, 2);
    await expect(sheet.getByRole('status')).toContainText(order.orderNo);
    expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before - order.totalStake, 2);
    await sheet
      .getByRole('button', { name: text(lang, 'close') })
      .first()
      .click();

    await page.goto(brandUrl(brand, '/m/transaction/record'));
    await waitForScreen(page);
    await page.getByRole('tab', { name: text(lang, 'records_tab_bets') }).click();
    await page
      .getByTestId('bets-list')
      .getByRole('button', { name: new RegExp(target.name) })
      .first()
      .click();
    const dialog = page.getByTestId('bet-order');
    await expect(dialog).toContainText(order.orderNo);
    const picks = dialog.getByTestId('bet-suborders');
    await expect(picks.getByRole('listitem')).toHaveCount(2);
    const [first, second] = order.suborders;
    await expectNoAxeViolations(page, `${brand} lottery order`);
    await picks.getByRole('button', { name: text(lang, 'bets_cancel_pick', { pick: second.pick, suborderNo: second.suborderNo }) }).click();
    await expect(dialog.getByTestId('bet-cancelled')).toContainText(second.suborderNo);
    await expect(picks.getByTestId(`bet-suborder-${second.suborderNo}`)).toContainText(text(lang, 'bets_status_CANCELLED'));
    await expect(picks.getByRole('button', { name: text(lang, 'bets_cancel_pick', { pick: first.pick, suborderNo: first.suborderNo }) })).toBeVisible();
    expect((await api.call('walletBalance')).sumBalance).toBeCloseTo(before - first.stake, 2);
    const detail = await api.call('betOrderDetail', { orderNo: order.orderNo });
    expect(detail.lottery?.suborders.map((s) => s.status)).toEqual(['PENDING', 'CANCELLED']);
    await expectNoAxeViolations(page, `${brand} a cancelled pick`);
    expect(problems).toEqual([]);
  });
}

test("a guest's Bet leads to the login", async ({ page }) => {
  await page.goto('/m/lottery');
  await waitForScreen(page);
  await page.getByRole('button', { name: /^Bet on Numero 1 minute$/ }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});
