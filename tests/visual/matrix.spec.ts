import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { brandOrigin } from '../../tools/brands/brandOrigin.ts';
import { buildBundle, listBrands, readHosts } from '../../tools/brands/loadDocuments.ts';
import { loginSession, openShot, preparePage, VISUAL_CONTEXT } from '../../tools/visual/page.ts';
import { ROLE_ACCOUNT, ROLES, shotsFor, unshootable } from '../../tools/visual/shots.ts';
import { expectNoAxeViolations } from '../e2e/support.ts';
import { buttonsOffLook, readTitle, textAtEdges } from '../support/layoutRules.ts';
import { primaryOutOfReach } from '../support/reachRules.ts';
import { textFit } from '../support/textFit.ts';

/**
 * The visual matrix: every screen of every brand as a guest and a member see it, and the agent-only screens as
 * the demo agent sees them, at 390x844, compared to the pixel with tests/visual/__screenshots__/<brand>/<role>/
 * <screen>.png. The list comes from the composed brand documents, so a new screen document is shot with no test
 * code. One page per brand and role goes from screen to screen (a full load each: no state carries over).
 * Each settled page is also held to the look-and-feel rules: a cut top bar title still shows its first 12
 * characters, no text touches the screen edge, no text is cut by its box or broken inside a word, no placeholder is
 * wider than its field (tests/support/textFit.ts), a form on screen has its primary button in view above the bottom
 * bar (tests/support/reachRules.ts), every button looks like its kind, and axe finds no contrast issue.
 * tests/visual/pseudoLocale.spec.ts holds the same screens to the text rules in a language 40% longer than English.
 * Update after an intended change: `npm run visual`, then review the PNG diff in git.
 */
const SCREENS = join(process.cwd(), 'screens');
const BASE = `http://localhost:${process.env.VISUAL_PORT ?? 8182}`;
const HOSTS = readHosts(SCREENS);

for (const brand of listBrands(SCREENS)) {
  const bundle = buildBundle(SCREENS, brand);

  test(`${brand}: every screen is shot for some role`, () => {
    expect(unshootable(bundle), 'screens no visual role can open: give them a role in tools/visual/shots.ts').toEqual([]);
  });

  for (const role of ROLES) {
    test.describe(`${brand} ${role}`, () => {
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser }) => {
        // Each brand on its own host, as its visitors reach it (royal: royal.localhost on the same port).
        context = await browser.newContext({ ...VISUAL_CONTEXT, baseURL: brandOrigin(HOSTS, BASE, brand) });
        page = await context.newPage();
        const account = ROLE_ACCOUNT[role];
        await preparePage(page, { brand, session: account ? await loginSession(BASE, bundle, account) : null });
      });
      test.afterAll(async () => {
        await context?.close();
      });

      for (const shot of shotsFor(brand, bundle, role)) {
        test(shot.screen, async () => {
          expect(await openShot(page, shot), `${shot.path} shows its screen`).toBe(shot.screen);
          await expect(page).toHaveScreenshot([brand, role, `${shot.screen}.png`]);
          // The look-and-feel rules, on the same settled page: readable title, margins, one look per button kind.
          const title = await readTitle(page);
          expect.soft(title?.readable ?? true, `title "${title?.text}" shows ${title?.shownPx} of ${title?.neededPx} px`).toBe(true);
          expect.soft(await textAtEdges(page), 'text touching the screen edge').toEqual([]);
          const fit = await textFit(page);
          expect.soft(fit.clipped, 'text cut by its box').toEqual([]);
          expect.soft(fit.placeholders, 'placeholders wider than their field').toEqual([]);
          expect.soft(fit.brokenWords, 'words broken inside').toEqual([]);
          expect.soft(await primaryOutOfReach(page), 'forms on screen whose primary button is out of reach').toEqual([]);
          expect.soft(await buttonsOffLook(page), 'buttons that do not look like their kind').toEqual([]);
          await expectNoAxeViolations(page, shot.path, ['color-contrast']);
        });
      }
    });
  }
}
