import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { encryptModern, type ModernPublicKey } from '../../src/api/encryption/modern.ts';

/** axe-core with the tags the issues name; fails the test with the violations listed. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  await layOutSkippedContent(page, true);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  await layOutSkippedContent(page, false);
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * Blocks off screen skip their layout (`content-visibility: auto`) until they near the viewport; measured then,
 * their children overlap the blocks below (the box has its placeholder size). axe checks geometry (target
 * size, contrast), so while it runs every block is laid out as a user scrolling to it sees it. A constructed
 * style sheet: the app's CSP blocks injected <style> elements, not the CSSOM.
 */
async function layOutSkippedContent(page: Page, on: boolean): Promise<void> {
  await page.evaluate((lay) => {
    const w = window as Window & { __axeLayout?: CSSStyleSheet };
    if (lay) {
      w.__axeLayout = new CSSStyleSheet();
      w.__axeLayout.replaceSync('* { content-visibility: visible !important; }');
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

/** The merchant of the default brand (lucky) the e2e server seeds. */
export const MERCHANT = 'LUCKY88';

/** Logs a demo account in through the API (modern encrypted body); answers MC_SESSION_INFO as the app stores it. */
export async function apiLogin(page: Page, username: string): Promise<Record<string, unknown>> {
  const headers = { Merchant: MERCHANT };
  const key = ((await (await page.request.get('/wps/session/key/oaep', { headers })).json()) as { value: ModernPublicKey }).value;
  const enc = await encryptModern({ username, password: 'demo1234', captcha: '', type: 'username' }, key, 'POST', '/wps/session/login');
  const res = await page.request.post('/wps/session/login', { headers: { ...headers, ...enc.headers, 'Content-Type': 'application/json' }, data: enc.body });
  const json = (await res.json()) as { success: boolean; value: { token: string; id: number; userName: string; customerType: number; firstTimeLogin: boolean } };
  expect(json.success, `login of ${username}`).toBe(true);
  const v = json.value;
  return { token: v.token, id: v.id, userName: v.userName, type: v.customerType, merchantCode: MERCHANT, firstTimeLogin: v.firstTimeLogin };
}

/** Starts every page of the test signed in with `session` (not inside the game page's iframe). */
export async function useSession(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.addInitScript((s) => {
    if (window.top === window && !window.sessionStorage.getItem('MC_SESSION_INFO')) window.sessionStorage.setItem('MC_SESSION_INFO', s);
  }, JSON.stringify(session));
}
