import type { Locator } from '@playwright/test';
import { freshMember, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * Replacing a bound e-mail address as a member does it in the security centre: the dialog asks for the login
 * password and the code mailed to the address bound now, besides the new address and its code; a wrong password
 * and a wrong old-address code are each said at their own field, and nothing changes until both are right.
 */

/** The newest code the development mail outbox holds for an address. */
async function mailedCode(page: { request: Parameters<typeof platformClient>[0] }, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const letters = await platformClient(page.request).call('devEmailOutbox', { email });
        code = /\b(\d{6})\b/.exec(letters[0]?.body ?? '')?.[1];
        return code;
      },
      { message: `a mailed code for ${email}` },
    )
    .toBeDefined();
  return code as string;
}

/** The text a field's aria-describedby names (its error). */
const describedBy = async (field: Locator): Promise<string> =>
  field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

test('changing a bound e-mail takes the login password and the code mailed to the old address; each refusal is said at its field', async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, username } = await freshMember(page);
  const oldEmail = `${username}@lucky88.example`.toLowerCase();
  const newEmail = `${username}.new@example.com`.toLowerCase();
  await startSignedIn(page, session);
  await page.goto('/m/securityCenter');
  await waitForScreen(page);
  await expect(page.getByTestId('contact-email')).toContainText('@lucky88.example');

  await page.getByRole('button', { name: 'Change E-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expectNoAxeViolations(page, 'the change e-mail dialog');
  // Every control is a touch target of at least 44 px.
  for (const control of await dialog.locator('button, input').all()) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0, await control.evaluate((el) => el.outerHTML.slice(0, 120))).toBeGreaterThanOrEqual(44);
  }

  // Nothing typed: each field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const password = dialog.getByLabel('Login password');
  await expect(password).toBeFocused();
  await expect(dialog.getByText('Enter your login password')).toBeVisible();

  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: /^Get code, for / }).click();
  await expect(dialog.getByRole('button', { name: /^\d+ s, for / })).toBeDisabled();
  const oldCode = await mailedCode(page, oldEmail);
  const oldField = dialog.getByRole('textbox', { name: /^Code sent to / });
  await oldField.fill(oldCode);
  await dialog.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await dialog.getByRole('button', { name: 'Get code', exact: true }).click();
  await expect(dialog.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(await mailedCode(page, newEmail));

  // A wrong password: said at the password, which takes the focus.
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(password).toBeFocused();
  expect(await describedBy(password)).toContain('This login password is not correct');
  // A wrong code for the old address: said at that code.
  await password.fill('demo1234');
  await oldField.fill(oldCode === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(oldField).toBeFocused();
  expect(await describedBy(oldField)).toContain('This code is wrong or has expired');
  await expect(page.getByTestId('contact-email')).toContainText('@lucky88.example');

  // Both right: replaced.
  await oldField.fill(oldCode);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('contact-email')).toContainText('@example.com');
  expect(problems).toEqual([]);
});
