import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiCalls, type ApiCallName } from '../../src/generated/api/calls.ts';
import { brandOrigin } from '../../tools/brands/brandOrigin.ts';
import { readHosts } from '../../tools/brands/loadDocuments.ts';

/** axe-core with the tags the issues name (or only `rules`); fails the test with the violations listed. */
export async function expectNoAxeViolations(page: Page, context = '', rules?: string[]): Promise<void> {
  await settleEntryAnimations(page);
  await layOutSkippedContent(page, true);
  // Legacy mode: axe.run in the page itself. The default runs each frame apart and joins the results in a blank
  // page it opens and loads axe into again, a second page per check; the app's screens have no cross-origin
  // frames for that to reach (a game's own page, opened in a frame, is its provider's to check).
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).setLegacyMode();
  const results = await (rules ? axe.withRules(rules) : axe).analyze();
  await layOutSkippedContent(page, false);
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // axe's own account of each failing node (for a target: its size, or that another covers it), so a failure
  // explains itself in the log.
  const detail = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
  if (detail.length) console.log(`axe ${context}:\n${detail.join('\n')}`);
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * A toast or dialog fading in is half transparent for a moment: axe, measuring its contrast then, reports the
 * fade. The page is checked as a person reads it, once those entries have ended (other animations are left as
 * they are: a marquee, a spinner, a bar sliding in).
 */
async function settleEntryAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => {
            const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
            return target instanceof Element && target.closest('.toasts, [role="dialog"], [role="alertdialog"]') !== null;
          })
          .map((a) => a.finished.catch(() => undefined)),
      ),
      // Never waited for past this.
      new Promise((resolve) => setTimeout(resolve, 1500)),
    ]),
  );
}

/**
 * Blocks off screen skip their layout (`content-visibility: auto`) until they near the viewport; measured then,
 * their children overlap the blocks below (the box has its placeholder size). axe checks geometry (target
 * size, contrast), so while it runs every block is laid out as a user scrolling to it sees it (and the sticky top
 * bar and form buttons are left in their places: below). A constructed style sheet: the app's CSP blocks injected <style> elements, not
 * the CSSOM.
 */
async function layOutSkippedContent(page: Page, on: boolean): Promise<void> {
  await page.evaluate((lay) => {
    const w = window as Window & { __axeLayout?: CSSStyleSheet };
    if (lay) {
      w.__axeLayout = new CSSStyleSheet();
      // The sticky top bar stays at the page's top during the check: scrolled over the content, it reads to axe as
      // covering whatever control happens to sit under its edge at that scroll position (dequelabs/axe-core#3720),
      // a passing moment of scrolling, not a target too small to use. So does a page form's sticky primary button,
      // over the fields it passes while the form scrolls under it.
      w.__axeLayout.replaceSync(
        "* { content-visibility: visible !important; } .topbar { position: relative !important; } .page form .btn-block[type='submit'] { position: static !important; }",
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, w.__axeLayout];
    } else document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== w.__axeLayout);
  }, on);
}

/** Collects page errors and CSP violations so a test can assert there were none. */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/.test(m.text())) problems.push(`csp: ${m.text()}`);
  });
  return problems;
}

/** Waits until the app has rendered a screen (boot done). */
export async function waitForScreen(page: Page): Promise<void> {
  await page.locator('[data-screen]').first().waitFor({ state: 'attached' });
}

const HOSTS = readHosts(join(process.cwd(), 'screens'));

/**
 * A path of the app as `brand`'s visitors reach it: on a host screens/hosts.json maps to the brand, at the test
 * server's port (royal: http://royal.localhost:<port>/m/...). The built app ignores `?brand=`. The default
 * brand's path stays relative (the test server's own host is one of its hosts). Every later `page.goto` of a
 * test on another brand goes through here too: a bare path is the test server's host, the default brand.
 */
export function brandUrl(brand: string, path: string): string {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('brandUrl needs the project baseURL (playwright.config.ts)');
  const origin = brandOrigin(HOSTS, base, brand);
  return origin === new URL(base).origin ? path : `${origin}${path}`;
}

/** Matches the app's request of a platform call (its catalog path and method), for waitForRequest and waitForResponse. */
export const isCallTo =
  (name: ApiCallName) =>
  (r: { url(): string; method?(): string; request?(): { method(): string } }): boolean =>
    new URL(r.url()).pathname === apiCalls[name].path && (r.method?.() ?? r.request?.().method()) === apiCalls[name].method;

/** The glob of a call's URL, for page.route. */
export const callGlob = (name: ApiCallName): string => `**${apiCalls[name].path}*`;

/** Starts every page of the test signed in with `session` (not inside the game page's iframe). */
export async function startSignedIn(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.addInitScript((s) => {
    if (window.top === window && !window.sessionStorage.getItem('MC_SESSION_INFO')) window.sessionStorage.setItem('MC_SESSION_INFO', s);
  }, JSON.stringify(session));
}
