import type { Request } from '@playwright/test';
import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { isCallTo, waitForScreen } from './support.ts';

/**
 * The device cookie that lets the owner's browser past a delay strangers put on the account (server/README.md,
 * Captcha) only helps if the browser keeps it and the app's own platform calls send it back: a sign-in on the login
 * screen leaves it (HttpOnly, SameSite=Strict, Path=/wps), and the app's later /wps calls carry it.
 */
// Once the service worker controls the page, a call's request as the page sees it is the one handed to the worker,
// before the network adds the cookies; whether it controlled the page by the reload depended on the machine's load.
// Without it the page's own requests carry exactly what the browser sends.
test.use({ serviceWorkers: 'block' });

test("a sign-in leaves an HttpOnly device cookie that the app's own calls send back", async ({ page }) => {
  const { username } = await freshMember(page);
  // freshMember signed in through this context's request API: start from a browser that has no cookie yet.
  await page.context().clearCookies();
  await page.goto('/m/login');
  await waitForScreen(page);
  await page.locator('#login-form_username').fill(username);
  await page.locator('#login-form_password').fill('demo1234');
  const answered = page.waitForResponse(isCallTo('login'));
  await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
  expect((await answered).status()).toBe(200);
  const device = (await page.context().cookies()).filter((c) => c.name.startsWith('mc_device_'));
  expect(device).toHaveLength(1);
  expect(device[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps' });
  // Scripts never read it (HttpOnly); the browser sends it with the app's fetch (credentials: 'same-origin').
  // Calls already under way when the answer came were sent without it: reload, and read the member's balance call of
  // the new page (never answered from a cache, whose entries carry the request headers of an earlier call).
  // The listener is set before the reload, so a call the new page sends at once is not missed, and it keeps only calls
  // sent after the reload's own document request (the browser reports requests in the order it sends them): the old
  // page's balance call, sent as the login's answer arrived, came before and carried no cookie.
  const newPageCall = new Promise<Request>((resolve) => {
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
      else if (reloaded && isCallTo('walletBalance')(request)) resolve(request);
    });
  });
  await page.reload({ waitUntil: 'commit' });
  // The headers the network stack added (the cookie among them) reach Playwright in an event of their own, which a
  // loaded machine may deliver after the request's (microsoft/playwright#6690): read them once it has been answered.
  const call = await newPageCall;
  await call.response();
  const sent = (await call.allHeaders()).cookie ?? '';
  expect(sent).toContain(`${device[0]!.name}=${device[0]!.value}`);
});
