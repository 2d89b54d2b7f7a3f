import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_OPERATOR } from '../../server/src/seed/demoOperator.ts';
import { createOperatorClient } from '../../tools/operator/client.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, waitForScreen } from './support.ts';

/**
 * Live publishing as an operator and a player meet it, on the running server (no build, no restart): an operator
 * creates a brand on a host of its own (so the other specs' brands stay as they are), publishes a label and a hidden
 * bottom-bar entry with `npm run brands -- push --publish`, and a player's open page shows both on its next
 * navigation; a rollback brings both back.
 */
const base = () => {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('needs the project baseURL');
  return new URL(url);
};

/** `npm run brands -- <args>` as a team's CI runs it, against the test server as the demo operator. */
function brands(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync('node_modules/.bin/tsx', ['tools/brands/cli.ts', ...args], {
    env: { ...process.env, PLATFORM_URL: `http://127.0.0.1:${base().port}`, OPERATOR_USER: DEMO_OPERATOR.username, OPERATOR_PASSWORD: DEMO_OPERATOR.password },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('a brand created and published by an operator reaches an open page on its next navigation; a rollback undoes it', async ({ page }) => {
  // Three runs of the command line (each starts tsx, a few seconds on a busy 2-core machine) and a new brand's icons.
  test.setTimeout(120_000);
  const id = `live${Date.now().toString(36)}${test.info().workerIndex}`;
  const host = `${id}.localhost`;
  const operator = createOperatorClient(`http://127.0.0.1:${base().port}`);
  await operator.login(DEMO_OPERATOR);
  const created = await operator.call('brandCreate', { id, name: 'Live Play', merchantCode: id.toUpperCase().slice(0, 16), copyFrom: 'lucky', hosts: [host] });
  expect(created.published.number).toBe(1);

  const origin = `http://${host}:${base().port}`;
  await page.goto(`${origin}/m/home`);
  await waitForScreen(page);
  await expect(page).toHaveTitle(/Live Play/);
  const bar = page.getByTestId('bottombar');
  const headerLogin = (name: string) => page.getByRole('banner').getByRole('button', { name, exact: true });
  await expect(bar.getByText('Promotion')).toBeVisible();
  await expect(headerLogin('Login')).toBeVisible();

  // The operator's change, as files: the label of every login button and one bottom-bar entry hidden, by id.
  const dir = mkdtempSync(join(tmpdir(), `${id}-`));
  expect(brands('pull', id, dir).code).toBe(0);
  const brandJson = {
    id,
    name: 'Live Play',
    merchantCode: id.toUpperCase().slice(0, 16),
    hosts: [host],
    schemaVersion: 2,
    chrome: { bottomBar: [{ id: 'bottom.promotion', $remove: true }] },
  };
  writeFileSync(join(dir, 'brand.json'), JSON.stringify(brandJson, null, 2));
  mkdirSync(join(dir, 'locales'), { recursive: true });
  writeFileSync(join(dir, 'locales', 'en.json'), JSON.stringify({ login: 'Sign in now' }, null, 2));
  const pushed = brands('push', id, dir, '-m', 'Sign in now; no promotion tab', '--publish');
  expect(pushed.err).toBe('');
  expect(pushed.out).toContain(`published ${id} revision 2 (was 1)`);

  // The open page, without a reload: its next navigation brings the new revision.
  await headerLogin('Login').click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in now', exact: true }).first()).toBeVisible();
  await page.goBack();
  await expect(headerLogin('Sign in now')).toBeVisible();
  await expect(bar.getByText('Promotion')).toHaveCount(0);
  await expect(bar.getByText('Deposit')).toBeVisible();
  await expectNoAxeViolations(page, 'after a live publish');
  // A new visit gets it too.
  await page.goto(`${origin}/m/home`);
  await waitForScreen(page);
  await expect(page.getByTestId('bottombar').getByText('Promotion')).toHaveCount(0);

  const back = brands('rollback', id, '1');
  expect(back.out).toContain(`${id} now serves revision 1 (was 2)`);
  await page.goto(`${origin}/m/home`);
  await waitForScreen(page);
  await expect(page.getByTestId('bottombar').getByText('Promotion')).toBeVisible();
  await expect(headerLogin('Login')).toBeVisible();
});
