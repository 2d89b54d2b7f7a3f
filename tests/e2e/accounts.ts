import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createApiClient, type ApiClient } from '../../src/api/client.ts';
import { type DayRange, presetRange, type RangePreset } from '../../src/core/formatDate.ts';

/**
 * Accounts for the browser tests, through the app's own platform client. The rule that lets tests run side by side
 * and in any order: a test that changes an account (money, passwords, letters, contracts, a team) makes its own
 * (freshMember, freshAgent, registerMember); the seeded demo accounts (server/README.md) are only read.
 */

/** The merchant of the default brand (lucky) the test server seeds. */
export const MERCHANT = 'LUCKY88';

/** What the app keeps in sessionStorage as MC_SESSION_INFO after a sign-in. */
export type Session = Record<string, unknown>;

/**
 * The app's own platform client, sending through Playwright's request context (the test's server, cookies and
 * client address): tests reach the API by call name, as the app does, never by a written path. `language` is the
 * Language header (the platform answers its texts in it): a page in Tagalog is compared with the answers in TY.
 */
export function platformClient(request: APIRequestContext, merchantCode = MERCHANT, token: () => string | null = () => null, language = 'EN'): ApiClient {
  const fetchVia = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The client writes absolute URLs; the request context resolves a path against the test server's base URL.
    const url = new URL(String(input));
    const res = await request.fetch(url.pathname + url.search, {
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      data: init?.body as string | undefined,
    });
    return new Response(await res.text(), { status: res.status(), headers: res.headers() });
  };
  return createApiClient({
    baseUrl: '',
    merchantCode,
    getToken: token,
    getLanguage: () => language,
    encryption: 'oaep-gcm',
    fetch: fetchVia as typeof fetch,
    isOffline: () => false,
  });
}

/** A signed-in account: its session as the app stores it, and the platform client with its token. */
export interface Account {
  session: Session;
  api: ApiClient;
  username: string;
}

const sessions = new Map<string, Session>();

/**
 * Signs an account in through the API (encrypted body, as the app) with the demo password. A demo account is
 * signed in once per test worker and its session reused while the platform still accepts it.
 */
export async function apiLogin(page: Page, username: string, merchantCode = MERCHANT): Promise<Session> {
  const key = `${merchantCode}:${username}`;
  const known = sessions.get(key);
  if (known) {
    const still = await platformClient(page.request, merchantCode, () => String(known.token))
      .call('memberInfo')
      .then(
        () => true,
        () => false,
      );
    if (still) return known;
  }
  const v = await platformClient(page.request, merchantCode).call('login', { username, password: 'demo1234', captcha: '', type: 'username' });
  const session = { token: v.token, id: v.id, userName: v.userName, type: v.customerType, merchantCode, firstTimeLogin: v.firstTimeLogin };
  sessions.set(key, session);
  return session;
}

async function signedIn(page: Page, username: string, merchantCode: string): Promise<Account> {
  const session = await apiLogin(page, username, merchantCode);
  return { session, username, api: platformClient(page.request, merchantCode, () => String(session.token)) };
}

/**
 * A new member of `merchant` shaped like demo0 (the development call devDemoMember): 10,000.00, the withdrawal
 * password 123456 and the welcome letters unless told otherwise, a mobile number of its own. Signed in.
 */
export async function freshMember(
  page: Page,
  o: { merchant?: string; type?: 0 | 1 | 2; paymentPassword?: boolean; balance?: boolean } = {},
): Promise<Account & { mobile: string }> {
  const merchant = o.merchant ?? MERCHANT;
  const { username, mobile } = await platformClient(page.request, merchant).call('devDemoMember', {
    type: o.type,
    paymentPassword: o.paymentPassword,
    balance: o.balance,
  });
  return { ...(await signedIn(page, username, merchant)), mobile };
}

/** A new agent of `merchant` with agent1's team, contracts and history (the development call devDemoAgent). Signed in. */
export async function freshAgent(page: Page, merchant = MERCHANT): Promise<Account> {
  const { username } = await platformClient(page.request, merchant).call('devDemoAgent', {});
  return signedIn(page, username, merchant);
}

let registered = 0;

/**
 * A new member of LUCKY88 registered the way a person does (a verified mobile number), with a withdrawal password,
 * `deposit` credited through the demo channel, and optionally a bank card. For tests of what registration and real
 * money flows leave behind; freshMember is quicker where only an account is needed.
 */
export async function registerMember(page: Page, o: { deposit?: number; card?: boolean } = {}): Promise<Account & { mobile: string }> {
  registered += 1;
  // Unique across the workers running side by side: the worker's index, the time and this worker's count.
  const worker = test.info().workerIndex % 10;
  const username = `t${worker}${Date.now().toString(36)}${registered}`.slice(0, 14);
  const guest = platformClient(page.request);
  const mobile = `95${worker}${String(Date.now()).slice(-5)}${String(registered % 100).padStart(2, '0')}`;
  await guest.call('smsRegister', { mobileNo: mobile, countryDialingCode: '63' });
  const verificationCode = await smsCode(page.request, mobile);
  const v = await guest.call('register', {
    username,
    password: 'demo1234',
    confirmPassword: 'demo1234',
    mobileNum: mobile,
    countryDialingCode: '63',
    verificationCode,
    registerUrl: 'localhost',
    registerMethod: 'H5',
    type: 0,
    login: true,
  });
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
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const items = await platformClient(request, merchantCode).call('devSmsOutbox', { mobile: `63${mobile}` });
        code = /code is (\d+)/.exec(items[0]?.body ?? '')?.[1];
        return code;
      },
      { message: `an SMS code for ${mobile}`, timeout: 10_000 },
    )
    .toBeDefined();
  return code as string;
}

/**
 * A preset range ("today", "week"...) in the merchant's own time zone, as the app reckons it: its days begin at
 * midnight there (royal's in Manila, 8 h before UTC's), so a range taken in UTC is another day for part of each day.
 */
export async function merchantRange(api: ApiClient, preset: RangePreset, instant = Date.now()): Promise<DayRange> {
  return presetRange(preset, instant, (await api.call('systemStatus')).info.timeZone ?? 'UTC');
}
