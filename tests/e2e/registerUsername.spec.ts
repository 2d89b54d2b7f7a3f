import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { LIVE_CHECK_DEBOUNCE_MS } from '../../src/widgets/form/useLiveCheck.ts';
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
  // The page's clock is the test's: a key typed slowly on a busy machine must not read as a pause.
  await page.clock.install();
  await page.goto('/m/register');
  await waitForScreen(page);
  const username = page.locator('#register-form_username');
  const status = page.locator('#register-form_username__status');

  /** Types the name with the clock stopped (every key is in the field at once, no check), then lets 400 ms pass. */
  const typeThenPause = async (name: string) => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const asked = checks.length;
    await username.pressSequentially(name);
    await expect(username).toHaveValue(name);
    expect(checks.length).toBe(asked);
    const answered = page.waitForResponse(isCallTo('checkUsername'));
    await page.clock.runFor(LIVE_CHECK_DEBOUNCE_MS);
    const response = await answered;
    await page.clock.resume();
    return response.status();
  };

  expect(await typeThenPause(taken)).toBe(409);
  await expect(status).toHaveText('Sorry, the username already exists.');
  expect(checks).toEqual([taken]);

  const fresh = `new${Date.now().toString(36)}`;
  await username.fill('');
  expect(await typeThenPause(fresh)).toBe(200);
  await expect(status).toHaveText('This username is available.');
  expect(checks).toEqual([taken, fresh]);
  await expectNoAxeViolations(page, '/m/register with a checked username');
});
