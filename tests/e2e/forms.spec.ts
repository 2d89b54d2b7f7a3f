import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshMember, platformClient, smsCode } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { brandUrl, expectNoAxeViolations, isCallTo, waitForScreen, watchPageProblems } from './support.ts';

/**
 * The account forms against the real reference API: registration, login with the remembered account, SMS login,
 * change password, set password by phone, the captcha after three wrong passwords, and every validation message
 * of the spec in EN and TY. Each test signs in, changes passwords and fails logins with accounts and a client
 * address of its own. No CSP violation or page error may happen in any of them.
 */
let problems: string[] = [];
test.beforeEach(() => {
  problems = [];
});
test.afterEach(() => {
  expect(problems, 'CSP violations and page errors').toEqual([]);
});

const stamp = () => `${test.info().workerIndex % 10}${Date.now().toString(36).slice(-5)}`;

async function open(page: Page, path: string): Promise<void> {
  problems.push(...watchPageProblems(page));
  await page.goto(path);
  await waitForScreen(page);
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

test('a new user registers, is logged in, logs out, logs in, and comes back to a remembered account (never a stored password)', async ({ page, request }) => {
  const user = { username: `e2e${stamp()}x`, password: 'abc12345', mobile: `91${test.info().workerIndex % 10}${String(Date.now()).slice(-7)}` };
  // The invitation link's code is checked once, when the register screen opens, and not again on submit.
  const affiliateChecks: string[] = [];
  page.on('request', (r) => void (isCallTo('affiliateCheck')(r) && affiliateChecks.push(r.url())));
  // The name is asked about while typed, and never again once it is the new member's own (a 409 "taken").
  const nameChecks: number[] = [];
  page.on('response', (r) => void (isCallTo('checkUsername')(r.request()) && nameChecks.push(r.status())));
  const checked = page.waitForResponse(isCallTo('affiliateCheck'));
  await open(page, '/m/register?affiliateCode=LUCKYAG1');
  expect((await checked).status()).toBe(200);
  const f = 'register-form';
  await expect(field(page, f, 'affiliateCode')).toHaveValue('LUCKYAG1');
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
  expect(affiliateChecks).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  expect(nameChecks).toEqual([200]);
  const s = await session(page);
  expect(s).toMatchObject({ merchantCode: 'LUCKY88', userName: user.username, type: 0 });
  expect(typeof s?.token).toBe('string');

  await signOut(page);
  await page.goto('/m/login');
  await waitForScreen(page);
  await field(page, 'login-form', 'username').fill(user.username);
  await field(page, 'login-form', 'password').fill(user.password);
  // The box is off until the person ticks it, and remembers the account only.
  await expect(page.getByRole('checkbox', { name: 'Remember my account' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Remember my account' }).check();
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(JSON.parse(JSON.parse(stored).remPass ?? '{}')).toEqual({ type: 'username', username: user.username, countryDialingCode: '' });
  expect(stored).not.toContain(user.password);
  expect(stored).not.toContain(Buffer.from(user.password).toString('base64'));

  await signOut(page);
  await page.goto('/m/login');
  await waitForScreen(page);
  await expect(field(page, 'login-form', 'username')).toHaveValue(user.username);
  await expect(field(page, 'login-form', 'password')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Remember my account' })).toBeChecked();
  await field(page, 'login-form', 'password').fill(user.password);
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: user.username });
});

test('SMS login with the code from the development outbox', async ({ page, request }) => {
  const member = await freshMember(page);
  await open(page, '/m/login');
  const f = 'login-form';
  await page.getByTestId('tab-sms').click();
  await field(page, f, 'mobileNum').fill(member.mobile);
  await page.getByTestId('get-code').click();
  await expect(page.getByTestId('get-code')).toBeDisabled();
  await field(page, f, 'verificationCode').fill(await smsCode(request, member.mobile));
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: member.username });
});

test('change password: same password popup sends nothing; success saves, goes home, and the new password signs in', async ({ page }) => {
  const member = await freshMember(page);
  const user = { username: member.username, password: 'demo1234' };
  await open(page, '/m/login');
  await field(page, 'login-form', 'username').fill(user.username);
  await field(page, 'login-form', 'password').fill(user.password);
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/changePsw');
  await waitForScreen(page);
  // The member's header leaves the title a row of its own: toasts ("Please wait...") appear under it, not over it.
  const title = await page.getByTestId('topbar-title').boundingBox();
  const toasts = await page.getByTestId('toasts').boundingBox();
  expect(toasts && title && toasts.y >= title.y + title.height).toBe(true);
  const f = 'changePsw-form';
  await expect(field(page, f, 'username')).toHaveValue(user.username);
  await expect(field(page, f, 'username')).toHaveAttribute('readonly', '');
  await field(page, f, 'oldPassword').fill(user.password);
  await field(page, f, 'password').fill(user.password);
  await field(page, f, 'confirmPassword').fill(user.password);
  const calls: string[] = [];
  page.on('request', (r) => isCallTo('changePassword')(r) && calls.push(r.url()));
  await page.getByTestId('changePsw.form').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('form-notice')).toContainText('The new password is the same as the old password');
  expect(calls).toEqual([]);
  await page.getByTestId('form-notice').getByRole('button').click();
  user.password = 'xyz98765';
  await field(page, f, 'password').fill(user.password);
  await field(page, f, 'confirmPassword').fill(user.password);
  await page.getByTestId('changePsw.form').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Changes saved');
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(user.password);
  await signOut(page);
  await page.goto('/m/login');
  await waitForScreen(page);
  await field(page, 'login-form', 'username').fill(user.username);
  await field(page, 'login-form', 'password').fill(user.password);
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('set password by phone: submit waits for valid fields, a wrong code clears the code, success logs in', async ({ page, request }) => {
  const member = await freshMember(page);
  await open(page, '/m/forget');
  const f = 'forget-setPassword';
  const submit = page.getByTestId('forget.setPassword').getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await field(page, f, 'mobileNum').fill(member.mobile);
  await page.getByTestId('get-code').click();
  await expect(page.getByTestId('get-code')).toBeDisabled();
  const code = await smsCode(request, member.mobile);
  await field(page, f, 'verificationCode').fill(code === '000000' ? '111111' : '000000');
  await field(page, f, 'password').fill('newpass123');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(field(page, f, 'verificationCode')).toHaveValue('');
  await expect(field(page, f, 'password')).toHaveValue('newpass123');
  await field(page, f, 'verificationCode').fill(code);
  await submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await session(page)).toMatchObject({ userName: member.username });
});

type Locale = Record<string, string>;
const locale = (lang: string): Locale =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'screens', '_base', 'locales', `${lang}.json`), 'utf8')) as Locale;

test("login's forgot-password link opens the reset dialog: focus stays inside, Escape closes; recovery follows CHNGPASSVERIF3", async ({ page }) => {
  await open(page, '/m/login');
  const link = page.getByTestId('login.forgot').getByRole('button');
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  // LUCKY88 has CHNGPASSVERIF3: recovery is fixed to phone, with no toggle.
  await expect(dialog.getByRole('tablist')).toHaveCount(0);
  await expect(dialog.locator('#forget-setPassword_mobileNum')).toBeVisible();
  await expectNoAxeViolations(page, 'reset dialog');
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();

  // Royal has no CHNGPASSVERIF3: e-mail by default with a toggle; success shows the message, then the dialog closes.
  const L = locale('ty');
  await page.goto(brandUrl('royal', '/m/login'));
  await waitForScreen(page);
  await page.getByTestId('login.forgot').getByRole('button').click();
  const reset = page.getByRole('dialog', { name: L.title_forget });
  await expect(reset.getByRole('tab', { name: L.forget_by_email })).toHaveAttribute('aria-selected', 'true');
  await reset.getByRole('tab', { name: L.forget_by_phone }).click();
  await expect(reset.locator('#forget-setPassword_mobileNum')).toBeVisible();
  await expect(reset.locator('#forget-email_email')).toBeHidden();
  await reset.getByRole('tab', { name: L.forget_by_email }).click();
  await field(page, 'forget-email', 'username').fill('demo0');
  await field(page, 'forget-email', 'email').fill('not-an-email');
  await field(page, 'forget-email', 'email').blur();
  await expect(errorOf(page, 'forget-email', 'email')).toHaveText(L.email_incorrect);
  await field(page, 'forget-email', 'email').fill('demo0@example.com');
  await reset.getByTestId('forget.email').locator('button[type=submit]').click();
  await expect(page.getByTestId('toasts')).toContainText(L.been_out);
  await expect(reset).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/login/);
});
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k]));

for (const [lang, brand] of [
  ['en', 'lucky'],
  ['ty', 'royal'],
] as const) {
  test(`validation messages of the spec appear beside their fields (${lang.toUpperCase()}, ${brand})`, async ({ page }) => {
    const L = locale(lang);
    await open(page, brandUrl(brand, '/m/login'));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'ty' ? 'tl' : 'en');
    // Login: nothing is sent for an invalid form; the first invalid field gets focus and every error shows.
    await page.getByTestId('login.form').locator('button[type=submit]').click();
    await expect(field(page, 'login-form', 'username')).toBeFocused();
    await expect(errorOf(page, 'login-form', 'username')).toHaveText(fill(L.reg_pattern_account, { min: 4, max: 20 }));
    await expect(errorOf(page, 'login-form', 'password')).toHaveText(fill(L.reg_pattern_password, { min: 6, max: 20 }));
    await expect(field(page, 'login-form', 'password')).toHaveAttribute('aria-describedby', 'login-form_password__error');
    // Errors appear after a field is touched, then follow every change.
    await field(page, 'login-form', 'username').fill('okname');
    await expect(errorOf(page, 'login-form', 'username')).toHaveCount(0);

    await page.goto(brandUrl(brand, '/m/register'));
    await waitForScreen(page);
    const r = 'register-form';
    await field(page, r, 'password').fill('abc12345');
    await field(page, r, 'confirmPassword').focus();
    await field(page, r, 'confirmPassword').blur();
    await expect(errorOf(page, r, 'confirmPassword')).toHaveText(L.incorrect_password);
    await field(page, r, 'confirmPassword').fill('abc1234x');
    await expect(errorOf(page, r, 'confirmPassword')).toHaveText(L.confirmation_incorrect);
    // Changing the password re-checks the confirmation.
    await field(page, r, 'password').fill('abc1234x');
    await expect(errorOf(page, r, 'confirmPassword')).toHaveCount(0);
    await page.getByTestId('register.form').locator('button[type=submit]').click();
    await expect(field(page, r, 'username')).toBeFocused();
    await expect(errorOf(page, r, 'disclaimer')).toHaveText(L.accept_disclaimer);
    // The badge is the brand's own offer, as the platform states it: the first-deposit promotion's percent.
    const merchant = brand === 'lucky' ? 'LUCKY88' : 'ROYALPH';
    const offer = (await platformClient(page.request, merchant).call('systemStatus', { url: brand === 'lucky' ? 'localhost' : 'royal.localhost' })).info
      .promotionBonus?.FIRST_DEPOSIT;
    expect(offer).toBe(brand === 'lucky' ? 100 : 50);
    await expect(page.getByTestId('register.form').getByText(fill(L.register_bonus_badge, { firstDepositBonus: offer ?? 0 }))).toBeVisible();

    if (brand === 'lucky') {
      await expect(page.getByTestId('tab-mobile')).toBeVisible();
      await field(page, r, 'mobileNum').fill('12ab');
      await field(page, r, 'mobileNum').blur();
      await expect(errorOf(page, r, 'mobileNum')).toHaveText(fill(L.reg_pattern_mobile, { min: 7, max: 15 }));
      // The typed mobile number carries across to the mobile tab.
      await page.getByTestId('tab-mobile').click();
      await expect(field(page, r, 'mobileNum')).toHaveValue('12ab');
      await field(page, r, 'verificationCode').fill('12a');
      await field(page, r, 'verificationCode').blur();
      await expect(errorOf(page, r, 'verificationCode')).toHaveText(fill(L.reg_pattern_code, { min: 4, max: 10 }));
    } else {
      // Royal: username registration only (no tabs); the affiliate code is checked before anything is sent.
      await expect(page.getByTestId('tab-mobile')).toHaveCount(0);
      await field(page, r, 'username').fill(`ty${stamp()}abc`);
      await field(page, r, 'email').fill(`ty${stamp()}@example.com`);
      await field(page, r, 'payeeName').fill('Juan Dela Cruz');
      await field(page, r, 'birthday').fill('1990-01-02');
      await field(page, r, 'affiliateCode').fill('NOSUCH99');
      await field(page, r, 'disclaimer').check();
      // Royal's register settings switch the captcha on: it shows from the start, with its image.
      await expect(page.getByTestId('captcha-image').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
      await field(page, r, 'captcha').fill('1234');
      await page.getByTestId('register.form').locator('button[type=submit]').click();
      await expect(page.getByTestId('toasts')).toContainText(L.invitation_code_error);
      await expect(field(page, r, 'affiliateCode')).toBeFocused();

      await page.goto(brandUrl(brand, '/m/forget'));
      await waitForScreen(page);
      const e = 'forget-email';
      await field(page, e, 'username').fill('demo0');
      await field(page, e, 'email').fill('not-an-email');
      await field(page, e, 'email').blur();
      await expect(errorOf(page, e, 'email')).toHaveText(L.email_incorrect);
    }
  });
}

test('three wrong passwords bring the captcha; tapping the image loads a new one', async ({ page }) => {
  // Failures count per account and per address for 15 minutes: an account nobody has, from the test's own address.
  await open(page, '/m/login');
  const f = 'login-form';
  await field(page, f, 'username').fill(`nobody${stamp()}`);
  for (let i = 0; i < 3; i++) {
    await field(page, f, 'password').fill(`wrong${i}pass`);
    const answered = page.waitForResponse(isCallTo('login'));
    await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
    expect((await answered).status()).toBe(400);
    if (i < 2) await expect(field(page, f, 'captcha')).toHaveCount(0);
  }
  await expect(field(page, f, 'captcha')).toBeVisible();
  const img = page.getByTestId('captcha-image').locator('img');
  await expect(img).toHaveAttribute('src', /^data:image\/png;base64,/);
  const first = await img.getAttribute('src');
  await page.getByTestId('captcha-image').click();
  await expect(img).not.toHaveAttribute('src', first ?? '');
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(errorOf(page, f, 'captcha')).toHaveText('Please enter the code');
  // An answer goes with its proof of work, solved in a worker under the page's CSP: the server takes the proof and
  // judges the answer (a guess, so most likely wrong) or the password (the account does not exist).
  // The brand document's background check starts a worker of its own once the page has settled: wait for this one.
  const worker = page.waitForEvent('worker', (w) => w.url().includes('proofOfWork.worker'));
  const challenge = page.waitForResponse(isCallTo('captchaChallenge'));
  const judged = page.waitForResponse(isCallTo('login'));
  await field(page, f, 'captcha').fill('0000');
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  expect((await challenge).status()).toBe(200);
  expect((await worker).url()).toContain('proofOfWork.worker');
  expect(['login.captcha.err', 'login.cred.err']).toContain(((await (await judged).json()) as { errorCode?: string }).errorCode);
});
