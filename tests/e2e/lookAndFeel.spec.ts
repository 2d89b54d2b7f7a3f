import { expect, test } from '@playwright/test';
import { buildBundle } from '../../tools/brands/loadDocuments.ts';
import { apiLogin, brandUrl, startSignedIn, waitForScreen } from './support.ts';
import { readTitle } from '../support/layoutRules.ts';

/**
 * The top bar rule on every titled screen at 390x844: a cut title still shows its first 12 characters, in every
 * language the brand offers, for a member (whose balance and icons crowd the bar most). Lucky carries all three
 * languages, including the long Tagalog titles.
 */
const BRANDS = [{ id: 'lucky', merchant: 'LUCKY88' }] as const;

for (const brand of BRANDS) {
  const bundle = buildBundle('screens', brand.id);
  const screens = bundle.screens.filter((s) => s.paths.length > 0 && !s.paths[0].includes(':'));
  const titled = screens.filter((s) => (s.chrome.topBar && s.chrome.titleKey) || (s.chrome.backBar && s.chrome.backTitleKey));

  for (const role of ['member'] as const) {
    test(`${brand.id}, ${role}: top bar titles stay readable in ${bundle.brand.languages.supported.join(', ')}`, async ({ page }) => {
      test.setTimeout(300_000);
      if (role === 'member') await startSignedIn(page, await apiLogin(page, 'demo1', brand.merchant));
      const cut: string[] = [];
      for (const language of bundle.brand.languages.supported) {
        await page.addInitScript((l) => window.localStorage.setItem('language', l), language);
        for (const screen of titled) {
          await page.goto(brandUrl(brand.id, screen.paths[0]));
          await waitForScreen(page);
          const title = await readTitle(page);
          if (title && !title.readable) cut.push(`${language} ${screen.paths[0]}: "${title.text}" has ${title.shownPx}px of ${title.neededPx}px`);
        }
      }
      expect(cut).toEqual([]);
    });
  }
}
