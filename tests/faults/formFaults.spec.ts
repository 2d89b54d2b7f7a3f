import { apiCalls } from '../../src/generated/api/calls.ts';
import { FaultInjector, FAULTS } from './inject.ts';
import { expect, test } from '../e2e/fixtures.ts';

/**
 * A form's submit under each fault: the member is told, keeps every character typed (the password included), and
 * the same submit works once the fault clears. A 10 s late answer is simply waited for.
 */
const isLogin = (url: URL) => url.pathname === apiCalls.login.path;

test.describe('login under faults', () => {
  let address = 0;
  for (const fault of FAULTS) {
    test(`${fault}: the typed account and password stay, and the next try signs in`, async ({ page }) => {
      test.setTimeout(60_000);
      // Each try signs in from its own address, so the suite's sign-ins stay under the per-address limit.
      address += 1;
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.77.${FAULTS.indexOf(fault)}.${address}` });
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto('/m/login');
      const account = page.locator('#login-form_username');
      const password = page.locator('#login-form_password');
      await account.fill('demo0');
      await password.fill('demo1234');
      const faults = new FaultInjector(page, page.context(), isLogin);
      await faults.install(fault);
      if (fault === 'offline') await page.context().setOffline(true);
      await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
      if (fault === 'latency') {
        await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
        expect(problems).toEqual([]);
        return;
      }
      await expect(page.getByTestId('toasts')).toContainText(/offline|timed out|failed|error/i, { timeout: 20_000 });
      await expect(account).toHaveValue('demo0');
      await expect(password).toHaveValue('demo1234');
      await expect(page).toHaveURL(/\/m\/login/);
      await faults.clear();
      await page.getByTestId('login.form').getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/m\/home$/, { timeout: 20_000 });
      expect(problems).toEqual([]);
    });
  }
});
