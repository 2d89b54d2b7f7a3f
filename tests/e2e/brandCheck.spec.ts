import { expect, test } from '@playwright/test';

interface Bundle {
  screens: { id: string; body: { id: string; type: unknown }[] }[];
}

test('a screen document broken after the build is replaced by a safe screen once the background check has run', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // An operator's edit that lint:config would have refused: a node type that is not a string.
  await page.route('**/brands/lucky.json', async (route) => {
    const res = await route.fetch();
    const bundle = (await res.json()) as Bundle;
    bundle.screens.find((s) => s.id === 'notice')!.body[0].type = 42;
    await route.fulfill({ response: res, json: bundle });
  });
  const worker = page.waitForEvent('worker');
  await page.goto('/m/notice');
  await expect(page.getByTestId('screen-notice')).toBeVisible();
  // The check runs in a worker two seconds after the first paint; the broken screen is then swapped for a safe one.
  expect((await worker).url()).toContain('bundleCheck.worker');
  await expect(page.getByTestId('notice.unavailable')).toBeVisible({ timeout: 10_000 });
  expect(errors.some((e) => e.includes('brand documents failed validation'))).toBe(true);
  expect(pageErrors).toEqual([]);
});
