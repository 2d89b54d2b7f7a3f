import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { LOCALE_DOCUMENT_PREFIX } from '../../src/core/brand/brandDocumentPath.ts';
import { brandOrigin } from '../../tools/brands/brandOrigin.ts';
import { buildBundle, listBrands, readHosts } from '../../tools/brands/loadDocuments.ts';
import { loginSession, openShot, preparePage, VISUAL_CONTEXT } from '../../tools/visual/page.ts';
import { pseudoLocale } from '../../tools/visual/pseudoLocale.ts';
import { ROLE_ACCOUNT, ROLES, shotsFor } from '../../tools/visual/shots.ts';
import { readTitle, textAtEdges } from '../support/layoutRules.ts';
import { textFit } from '../support/textFit.ts';

/**
 * The pseudo-locale matrix: every screen the visual matrix shoots, with every string of the brand's documents
 * replaced by its English text made 40% longer and accented (tools/visual/pseudoLocale.ts), as a longer language
 * would stretch it. No screenshots: each settled page is held to the text rules alone: no text cut by its box,
 * no placeholder wider than its field, no word broken inside, no text at the screen's edge, and a cut top bar title
 * still shows its first 12 characters. Platform data (game names, amounts) stays as the API answers it.
 */
const SCREENS = join(process.cwd(), 'screens');
const BASE = `http://localhost:${process.env.VISUAL_PORT ?? 8182}`;
const HOSTS = readHosts(SCREENS);

for (const brand of listBrands(SCREENS)) {
  const bundle = buildBundle(SCREENS, brand);
  const pseudo = pseudoLocale(bundle.locales.EN ?? {});
  // Whatever language the page picks, its strings are the pseudo ones: in the brand document and fetched alike.
  const pseudoBundle = { ...bundle, locales: Object.fromEntries(Object.keys(bundle.locales).map((lang) => [lang, pseudo])) };

  for (const role of ROLES) {
    test.describe(`${brand} ${role} in the pseudo-locale`, () => {
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser }) => {
        context = await browser.newContext({ ...VISUAL_CONTEXT, baseURL: brandOrigin(HOSTS, BASE, brand) });
        page = await context.newPage();
        const account = ROLE_ACCOUNT[role];
        await preparePage(page, { brand, session: account ? await loginSession(BASE, bundle, account) : null, bundle: pseudoBundle });
        await page.route(`**${LOCALE_DOCUMENT_PREFIX}*`, (route) => route.fulfill({ json: pseudo }));
      });
      test.afterAll(async () => {
        await context?.close();
      });

      for (const shot of shotsFor(brand, bundle, role)) {
        test(shot.screen, async () => {
          expect(await openShot(page, shot), `${shot.path} shows its screen`).toBe(shot.screen);
          const fit = await textFit(page);
          expect.soft(fit.clipped, 'text cut by its box').toEqual([]);
          expect.soft(fit.placeholders, 'placeholders wider than their field').toEqual([]);
          expect.soft(fit.brokenWords, 'words broken inside').toEqual([]);
          expect.soft(await textAtEdges(page), 'text touching the screen edge').toEqual([]);
          const title = await readTitle(page);
          expect.soft(title?.readable ?? true, `title "${title?.text}" shows ${title?.shownPx} of ${title?.neededPx} px`).toBe(true);
        });
      }
    });
  }
}
