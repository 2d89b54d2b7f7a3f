import { platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { isCallTo, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Sixty sign-ins from one address in 15 minutes is the platform's limit. The 61st, from the login screen, is
 * refused with a Retry-After header, and the person is told in words how long to wait (in their language), with the
 * submit button counting down and what they typed kept.
 */
test('the 61st sign-in from one address says how long to wait; the answer carries Retry-After', async ({ page }) => {
  test.setTimeout(90_000);
  // The test's own client address (fixtures.ts) is the one the API client and the page both come from.
  const api = platformClient(page.request);
  // Sixty attempts with names nobody has: each is refused the same way, and each counts against the address.
  for (let i = 0; i < 60; i++) {
    await api.call('login', { username: `nobody${i}x`, password: 'wrong1234', captcha: '', type: 'username' }).catch(() => undefined);
  }
  const problems = watchPageProblems(page);
  await page.goto('/m/login');
  await waitForScreen(page);
  await page.locator('#login-form_username').fill('demo0');
  await page.locator('#login-form_password').fill('demo1234');
  const answer = page.waitForResponse(isCallTo('login'));
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  const res = await answer;
  expect(res.status()).toBe(429);
  const retryAfter = Number(res.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(((await res.json()) as { value: { retryAfter: number } }).value.retryAfter).toBe(retryAfter);
  await expect(page.getByTestId('toasts')).toContainText(/Too many attempts\. Please try again in \d+ (seconds|minutes)\./);
  await expect(page.getByRole('button', { name: /^Try again in \d+ s$/ })).toBeDisabled();
  await expect(page.locator('#login-form_username')).toHaveValue('demo0');
  await expect(page.locator('#login-form_password')).toHaveValue('demo1234');
  expect(problems).toEqual([]);
});
