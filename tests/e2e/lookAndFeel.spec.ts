import { buildBundle } from '../../tools/brands/loadDocuments.ts';
import { apiLogin } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, startSignedIn, waitForScreen } from './support.ts';
import { readSettledTitle } from '../support/layoutRules.ts';

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

  // What a member sees; screens that send a member elsewhere (agent-only ones) show that other screen's title.
  const forMember = titled.filter((s) => !s.access?.allow || s.access.allow.includes('member'));

  test(`${brand.id}, member: top bar titles stay readable in ${bundle.brand.languages.supported.join(', ')}`, async ({ page }) => {
    test.setTimeout(300_000);
    await startSignedIn(page, await apiLogin(page, 'demo1', brand.merchant));
    const cut: string[] = [];
    for (const language of bundle.brand.languages.supported) {
      await page.addInitScript((l) => window.localStorage.setItem('language', l), language);
      await page.goto(brandUrl(brand.id, '/m/home'));
      await waitForScreen(page);
      // The member's balance in the bar: what crowds the title most, there on every screen after this one.
      await expect(page.getByTestId('header.balance')).toBeVisible();
      for (const screen of forMember) {
        // The app's own router moves between screens, as a tap does: one page load per language, not per screen.
        await page.evaluate((path) => {
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, screen.paths[0]);
        await page.locator(`[data-screen="${screen.id}"]`).first().waitFor({ state: 'attached' });
        // What the person sees once the bar stops moving.
        const title = await readSettledTitle(page);
        if (title && !title.readable) cut.push(`${language} ${screen.paths[0]}: "${title.text}" has ${title.shownPx}px of ${title.neededPx}px`);
      }
    }
    expect(cut).toEqual([]);
  });
}
