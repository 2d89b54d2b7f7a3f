import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, isCallTo, waitForScreen } from './support.ts';

/**
 * The username checked while typed on register (issue 41 item 7), against the reference API: one check 400 ms
 * after typing stops, "taken" for an existing member's name, "available" for a new one; typing is never held up.
 */

test('register says a taken username is taken and a new one is available, asking once per pause in typing', async ({ page }) => {
  // An existing member of LUCKY88 (made through the API; the page itself stays signed out).
  const taken = (await freshMember(page)).username;
  await page.context().clearCookies();
  const checks: string[] = [];
  page.on('request', (r) => void (isCallTo('checkUsername')(r) && checks.push(new URL(r.url()).searchParams.get('username') ?? '')));
  await page.goto('/m/register');
  await waitForScreen(page);
  const username = page.locator('#register-form_username');
  const status = page.locator('#register-form_username__status');

  const answered = page.waitForResponse(isCallTo('checkUsername'));
  await username.pressSequentially(taken, { delay: 30 });
  // Every key is in the field at once; the one check goes out after typing stops.
  await expect(username).toHaveValue(taken);
  expect((await answered).status()).toBe(409);
  await expect(status).toHaveText('Sorry, the username already exists.');
  expect(checks).toEqual([taken]);

  const fresh = `new${Date.now().toString(36)}`;
  await username.fill('');
  const free = page.waitForResponse(isCallTo('checkUsername'));
  await username.pressSequentially(fresh, { delay: 30 });
  expect((await free).status()).toBe(200);
  await expect(status).toHaveText('This username is available.');
  expect(checks).toEqual([taken, fresh]);
  await expectNoAxeViolations(page, '/m/register with a checked username');
});
