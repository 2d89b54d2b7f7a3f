import type { Locator } from '@playwright/test';
import { freshMember, platformClient } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/**
 * A member sets security questions in the security centre (questions from the site's list, answers, the login
 * password), then, no longer having the bound e-mail address, changes it by answering them instead of the code
 * mailed to it: a wrong answer is said at the answers and nothing changes; the right ones, typed in other case and
 * spacing, change it.
 */

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

const describedBy = async (field: Locator): Promise<string> =>
  field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');

const settled = (dialog: Locator) => dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

async function expectTouchTargets(dialog: Locator): Promise<void> {
  for (const control of await dialog.locator('button, input, select').all()) {
    const box = await control.boundingBox();
    expect(box?.height ?? 0, await control.evaluate((el) => el.outerHTML.slice(0, 120))).toBeGreaterThanOrEqual(44);
  }
}

test('security questions: set with the login password, then a lost e-mail address is changed by answering them', async ({ page }) => {
  // A long journey (two dialogs, three axe runs, scrypt checks of the password and each answer on the server): it
  // took over 30 s while the whole suite shared two cores.
  test.slow();
  const problems = watchPageProblems(page);
  const { session, username } = await freshMember(page);
  const newEmail = `${username}.sq@example.com`.toLowerCase();
  await startSignedIn(page, session);
  await page.goto('/m/securityCenter');
  await waitForScreen(page);
  const questions = page.getByTestId('security-questions');
  await expect(questions).toContainText('Not set');

  // Set them.
  await questions.getByRole('button', { name: 'Set Security questions' }).click();
  const setDialog = page.getByRole('dialog', { name: 'Set security questions' });
  await expect(setDialog.getByLabel('Question 1')).toBeVisible();
  await settled(setDialog);
  await expectNoAxeViolations(page, 'the set security questions dialog');
  await expectTouchTargets(setDialog);
  await setDialog.getByRole('button', { name: 'Save' }).click();
  await expect(setDialog.getByLabel('Question 1')).toBeFocused();
  expect(await describedBy(setDialog.getByLabel('Question 1'))).toBe('Choose a question');
  await setDialog.getByLabel('Question 1').selectOption({ label: 'What was the name of your first pet?' });
  await setDialog.getByLabel('Question 2').selectOption({ label: 'In which city were you born?' });
  await setDialog.getByLabel('Answer 1').fill('Rex the Dog');
  await setDialog.getByLabel('Answer 2').fill('Quezon City');
  const setPassword = setDialog.getByLabel('Login password');
  await setPassword.fill('not-my-password');
  await setDialog.getByRole('button', { name: 'Save' }).click();
  await expect(setPassword).toBeFocused();
  expect(await describedBy(setPassword)).toContain('This login password is not correct');
  await setPassword.fill('demo1234');
  await setDialog.getByRole('button', { name: 'Save' }).click();
  await expect(setDialog).toHaveCount(0);
  await expect(page.getByText('Security questions saved')).toBeVisible();
  await expect(questions).toContainText('Set: 2 questions');
  await expect(questions).toContainText('In which city were you born?');
  await expect(questions).not.toContainText('Quezon');

  // Change the e-mail address with the answers.
  await page.getByRole('button', { name: 'Change E-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
  await dialog.getByRole('button', { name: 'I no longer have this e-mail: answer my security questions' }).click();
  const pet = dialog.getByLabel('What was the name of your first pet?');
  await expect(pet).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: /^Code sent to / })).toHaveCount(0);
  await settled(dialog);
  await expectNoAxeViolations(page, 'the change e-mail dialog answering the security questions');
  await expectTouchTargets(dialog);
  await dialog.getByLabel('Login password').fill('demo1234');
  await pet.fill('rex the dog');
  await dialog.getByLabel('In which city were you born?').fill('Manila');
  await dialog.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
  await dialog.getByRole('button', { name: 'Get code', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(await mailedCode(page, newEmail));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(pet).toBeFocused();
  expect(await describedBy(pet)).toContain('These answers do not match your security questions');
  await expect(page.getByTestId('contact-email')).toContainText('@lucky88.example');

  await dialog.getByLabel('In which city were you born?').fill('  QUEZON city ');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('contact-email')).toContainText('@example.com');
  expect(problems).toEqual([]);
});
