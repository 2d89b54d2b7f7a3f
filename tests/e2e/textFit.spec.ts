import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { textFit } from '../support/textFit.ts';
import { brandUrl, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Words drawn whole in every language, in Chromium at 390x844: each word of a label is on one line (a word cut
 * across two lines has boxes on two lines). Royal speaks Tagalog by default, whose words are the longest the brands ship.
 */
async function brokenWords(labels: Locator): Promise<string[]> {
  return labels.evaluateAll((elements) =>
    elements.flatMap((el) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A compound breaks at its own hyphen as print does ("E-" / "sports"); within a part it must not.
        for (const m of text.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
      return broken;
    }),
  );
}

test('the home category tabs keep every Tagalog word whole ("Kamakailan", not "Kamakail / an")', async ({ page }) => {
  const problems = watchPageProblems(page);
  await page.goto(brandUrl('royal', '/m/home'));
  await waitForScreen(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  const tabs = page.getByTestId('home.categories').getByRole('tab');
  await expect(tabs.filter({ hasText: 'Kamakailan' })).toHaveCount(1);
  // The vendor categories (Pangingisda, Eksklusibo...) are drawn too.
  await expect(tabs.nth(4)).toBeVisible();
  expect(await brokenWords(tabs)).toEqual([]);
  const overflowing = await tabs.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(overflowing).toEqual([]);
  expect(problems).toEqual([]);
});

test('the text-fit rules of the visual and pseudo-locale matrices find cut text, long placeholders and broken words', async ({ page }) => {
  await page.setContent(`
    <div style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">A label far too long for its box</div>
    <div style="width: 80px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis" data-truncates>Some game name, marked as data</div>
    <div style="width: 80px; overflow: hidden; white-space: nowrap"><span style="display: inline-block; width: 80px">Slide one</span><span style="display: inline-block; width: 80px">Slide two</span></div>
    <div style="width: 80px; overflow-wrap: break-word">Supercalifragilistic</div>
    <div style="width: 80px; overflow-wrap: anywhere">https://example.test/a/long/link</div>
    <input style="width: 80px; font-size: 16px" placeholder="Please enter your verification code">
    <input style="width: 300px; font-size: 16px" placeholder="Code">`);
  const fit = await textFit(page);
  expect(fit.clipped).toEqual(['"A label far too long for its box" cut by div.']);
  expect(fit.brokenWords).toEqual(['"Supercalifragilistic" in "Supercalifragilistic"']);
  expect(fit.placeholders).toHaveLength(1);
  expect(fit.placeholders[0]).toMatch(/^"Please enter your verification code" needs \d+ of \d+ px$/);
});
