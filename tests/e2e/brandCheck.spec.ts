import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fetchRouted } from '../../tools/brands/fetchRouted.ts';
import { expect, test } from './fixtures.ts';

interface Bundle {
  screens: { id: string; body: { id: string; type: unknown }[] }[];
}

test('a screen document broken after the build is replaced by a safe screen once the background check has run', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // An operator's edit that lint:config would have refused: a node type that is not a string.
  await page.route('**/brands/current.json', async (route) => {
    const res = await fetchRouted(route);
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

test('a node whose props fail its widget schema is checked in the worker and taken away, the rest stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.route('**/brands/current.json', async (route) => {
    const res = await fetchRouted(route);
    const bundle = (await res.json()) as { screens: { id: string; body: object[] }[] };
    // `variant` outside the text widget's enum: lint:config refuses it, so only a post-build edit gets here.
    bundle.screens.find((s) => s.id === 'notice')!.body.push({ id: 'notice.bad', type: 'text', props: { textKey: 'title_help', variant: 'huge' } });
    await route.fulfill({ response: res, json: bundle });
  });
  // Production draws without validating on the main thread (no validator code is loaded there).
  const chunkOf = JSON.parse(readFileSync(join(process.cwd(), 'dist', '.vite', 'chunk-modules.json'), 'utf8')) as Record<string, string>;
  const validatorFile = chunkOf['src/generated/validators/widgets/text.js'];
  expect(validatorFile).toBeTruthy();
  const validatorLoads: string[] = [];
  page.on('request', (r) => void (r.url().endsWith(`/${validatorFile}`) && validatorLoads.push(r.url())));
  await page.goto('/m/notice');
  await expect(page.getByTestId('notice.bad')).toBeVisible();
  await expect(page.getByTestId('notice.bad')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId('notice.list')).toBeVisible();
  expect(errors.some((e) => e.includes('node "notice.bad" (text) props'))).toBe(true);
  expect(validatorLoads).toEqual([]);
});
