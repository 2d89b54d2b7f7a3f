import { freshMember } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, startSignedIn, waitForScreen, watchPageProblems } from './support.ts';

/** The security centre opens with the account's security as the platform's securityConfig answers it. */
test("the security centre shows the level and each protection from the platform's securityConfig", async ({ page }) => {
  const problems = watchPageProblems(page);
  const { session, api } = await freshMember(page);
  const config = await api.call('securityConfig');
  // The demo member: withdrawal password, mobile and e-mail, no security questions.
  expect(config).toMatchObject({ withdrawalPassword: true, securityQuestions: 0, mobileBound: true, emailBound: true, level: 'medium' });
  await startSignedIn(page, session);
  await page.goto('/m/securityCenter');
  await waitForScreen(page);
  const overview = page.getByRole('region', { name: 'Account security' });
  await expect(overview.getByTestId('security-level')).toHaveText('Security level: Medium');
  await expect(overview.getByRole('listitem')).toHaveText(['Withdrawal passwordSet', 'Security questionsNot set', 'Mobile numberSet', 'E-mail addressSet']);
  await expectNoAxeViolations(page, '/m/securityCenter');

  await api.call('setCustomerSecurityQuestions', {
    loginPassword: 'demo1234',
    questions: [
      { questionId: 1, answer: 'Rex the Dog' },
      { questionId: 2, answer: 'Quezon City' },
    ],
  });
  await page.reload();
  await expect(overview.getByTestId('security-level')).toHaveText('Security level: High');
  await expect(overview.getByRole('listitem').nth(1)).toHaveText('Security questionsSet');
  expect(problems).toEqual([]);
});
