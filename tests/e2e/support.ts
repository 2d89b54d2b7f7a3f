import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { apiCalls, type ApiCallName } from '../../src/generated/api/calls.ts';

/** axe-core with the tags the issues name (or only `rules`); fails the test with the violations listed. */
export async function expectNoAxeViolations(page: Page, context = '', rules?: string[]): Promise<void> {
  await layOutSkippedContent(page, true);
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
  const results = await (rules ? axe.withRules(rules) : axe).analyze();
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

/**
 * The app's own platform client, sending through Playwright's request context (the test's server, its cookies):
 * tests reach the API by call name, as the app does, never by a written path.
 */
export function platformClient(request: APIRequestContext, merchantCode = MERCHANT, token: () => string | null = () => null): ApiClient {
  const fetchVia = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The client writes absolute URLs; the request context resolves a path against the test server's base URL.
    const url = new URL(String(input));
    const res = await request.fetch(url.pathname + url.search, { method: init?.method ?? 'GET', headers: init?.headers as Record<string, string>, data: init?.body as string | undefined });
    return new Response(await res.text(), { status: res.status(), headers: res.headers() });
  };
  return createApiClient({ baseUrl: '', merchantCode, getToken: token, getLanguage: () => 'EN', encryption: 'oaep-gcm', fetch: fetchVia as typeof fetch, isOffline: () => false });
}

/** Logs a demo account in through the API (encrypted body, as the app); answers MC_SESSION_INFO as the app stores it. */
export async function apiLogin(page: Page, username: string, merchantCode = MERCHANT): Promise<Record<string, unknown>> {
  const v = await platformClient(page.request, merchantCode).call('login', { username, password: 'demo1234', captcha: '', type: 'username' });
  return { token: v.token, id: v.id, userName: v.userName, type: v.customerType, merchantCode, firstTimeLogin: v.firstTimeLogin };
}

/** Matches the app's request of a platform call (its catalog path and method), for waitForRequest and waitForResponse. */
export const isCallTo = (name: ApiCallName) => (r: { url(): string; method?(): string; request?(): { method(): string } }): boolean =>
  new URL(r.url()).pathname === apiCalls[name].path && (r.method?.() ?? r.request?.().method()) === apiCalls[name].method;

/** The glob of a call's URL, for page.route. */
export const callGlob = (name: ApiCallName): string => `**${apiCalls[name].path}*`;

/** Starts every page of the test signed in with `session` (not inside the game page's iframe). */
export async function useSession(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.addInitScript((s) => {
    if (window.top === window && !window.sessionStorage.getItem('MC_SESSION_INFO')) window.sessionStorage.setItem('MC_SESSION_INFO', s);
  }, JSON.stringify(session));
}
