import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { apiCalls, type ApiCallName } from '../../src/generated/api/calls.ts';
import { brandOrigin } from '../../tools/brands/brandOrigin.ts';
import { readHosts } from '../../tools/brands/loadDocuments.ts';

/** axe-core with the tags the issues name (or only `rules`); fails the test with the violations listed. */
export async function expectNoAxeViolations(page: Page, context = '', rules?: string[]): Promise<void> {
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

const demoSessions = new Map<string, Record<string, unknown>>();
let demoLogins = 0;

/**
 * Logs a demo account in through the API (encrypted body, as the app); answers MC_SESSION_INFO as the app stores
 * it. The suite signs the same demo accounts in dozens of times, more than the platform's sign-in limits allow one
 * person (per account and per address in 15 minutes), so a session is reused while the platform still accepts it,
 * and each new sign-in comes from its own address (TRUST_PROXY is on in the e2e server).
 */
export async function apiLogin(page: Page, username: string, merchantCode = MERCHANT): Promise<Record<string, unknown>> {
  const key = `${merchantCode}:${username}`;
  const known = demoSessions.get(key);
  if (known) {
    const still = await platformClient(page.request, merchantCode, () => String(known.token)).call('memberInfo').then(() => true, () => false);
    if (still) return known;
  }
  demoLogins += 1;
  const headers = { 'X-Forwarded-For': `10.66.${Math.floor(demoLogins / 250) % 250}.${(demoLogins % 250) + 1}` };
  const v = await platformClient(page.request, merchantCode).call('login', { username, password: 'demo1234', captcha: '', type: 'username' }, { headers });
  const session = { token: v.token, id: v.id, userName: v.userName, type: v.customerType, merchantCode, firstTimeLogin: v.firstTimeLogin };
  demoSessions.set(key, session);
  return session;
}

/** Matches the app's request of a platform call (its catalog path and method), for waitForRequest and waitForResponse. */
export const isCallTo = (name: ApiCallName) => (r: { url(): string; method?(): string; request?(): { method(): string } }): boolean =>
  new URL(r.url()).pathname === apiCalls[name].path && (r.method?.() ?? r.request?.().method()) === apiCalls[name].method;

/** The glob of a call's URL, for page.route. */
export const callGlob = (name: ApiCallName): string => `**${apiCalls[name].path}*`;

/** Starts every page of the test signed in with `session` (not inside the game page's iframe). */
export async function startSignedIn(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.addInitScript((s) => {
    if (window.top === window && !window.sessionStorage.getItem('MC_SESSION_INFO')) window.sessionStorage.setItem('MC_SESSION_INFO', s);
  }, JSON.stringify(session));
}

let freshMembers = 0;

/**
 * A new member of LUCKY88 registered through the API (a test that locks or excludes an account must not lock a
 * demo account for the tests after it, or for its own retry), with a withdrawal password, `deposit` credited
 * through the demo channel, and optionally a bank card. Answers MC_SESSION_INFO as the app stores it.
 */
export async function registerMember(page: Page, o: { deposit?: number; card?: boolean } = {}): Promise<{ session: Record<string, unknown>; api: ApiClient; username: string; mobile: string }> {
  freshMembers += 1;
  const username = `t${Date.now().toString(36)}${freshMembers}`.slice(0, 14);
  const guest = platformClient(page.request);
  // LUCKY88 registers with a verified mobile number; each new member comes from its own address (TRUST_PROXY is on
  // in the e2e server), so the per-address limits on texts and registrations never decide a test.
  const headers = { 'X-Forwarded-For': `10.77.${freshMembers}.${Date.now() % 250}` };
  const mobile = `95${String(Date.now()).slice(-8)}`;
  await guest.call('smsRegister', { mobileNo: mobile, countryDialingCode: '63' }, { headers });
  const verificationCode = await smsCode(page.request, mobile);
  const v = await guest.call(
    'register',
    { username, password: 'demo1234', confirmPassword: 'demo1234', mobileNum: mobile, countryDialingCode: '63', verificationCode, registerUrl: 'localhost', registerMethod: 'H5', type: 0, login: true },
    { headers },
  );
  const session = { token: v.token, id: v.id, userName: v.userName, type: 0, merchantCode: MERCHANT, firstTimeLogin: true };
  const api = platformClient(page.request, MERCHANT, () => String(v.token));
  await api.call('setPaymentPassword', { paymentPassword: '123456', confirmPaymentPassword: '123456' });
  if (o.deposit) {
    const order = await api.call('depositRequest', { channelCode: 'DEMOPAY', amount: o.deposit }, { idempotencyKey: `${username}-deposit-0001` });
    await expect.poll(async () => (await api.call('depositStatus', { orderNo: order.orderNo })).status, { timeout: 15_000 }).toBe('SUCCESS');
  }
  if (o.card) {
    const bank = (await api.call('bankList')).list[0].bankCode;
    await api.call('addBankCard', { bankCode: bank, accountName: 'Test Player', accountNo: '9876543210', loginPassword: 'demo1234' });
  }
  return { session, api, username, mobile };
}

/** The code the development SMS outbox holds for a number of the Philippines (+63), as its owner would read it. */
export async function smsCode(request: APIRequestContext, mobile: string, merchantCode = MERCHANT): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const items = await platformClient(request, merchantCode).call('devSmsOutbox', { mobile: `63${mobile}` });
    const code = /code is (\d+)/.exec(items[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS for ${mobile}`);
}
