import type { Page } from '@playwright/test';
import { DEMO_OPERATOR } from '../../server/src/seed/demoOperator.ts';
import { BRAND_DOCUMENT_PATH } from '../../src/core/brand/brandDocumentPath.ts';
import { STUDIO_CHANNEL, type PreviewToStudio } from '../../src/core/studio/previewProtocol.ts';
import { expect, test } from './fixtures.ts';

/**
 * The player app as the operator studio's live preview, from the studio's side of postMessage: a page of the same
 * origin (standing in for /studio, which is built apart) frames /m/home?studio=royal, posts drafts and choices, and
 * reads the preview's answers. Without an operator session the preview refuses and takes nothing.
 */
const HOST_PATH = '/studio-preview-host';

type Got = PreviewToStudio & { at: number };

/** A bare same-origin page that frames the preview at a phone's size and keeps every message it receives. */
async function openStudioHost(page: Page, src: string): Promise<void> {
  await page.route(`**${HOST_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Studio stand-in</title><body></body></html>' }),
  );
  await page.goto(HOST_PATH);
  await page.evaluate((url) => {
    const w = window as unknown as { got: unknown[] };
    w.got = [];
    window.addEventListener('message', (e) => {
      if (e.origin === location.origin) w.got.push({ ...(e.data as object), at: performance.now() });
    });
    const frame = document.createElement('iframe');
    frame.title = 'Preview';
    frame.width = '390';
    frame.height = '844';
    frame.src = url;
    document.body.append(frame);
  }, src);
}

/** Posts to the preview as the studio does; answers the time it was posted (performance.now of the host page). */
const post = (page: Page, message: Record<string, unknown>): Promise<number> =>
  page.evaluate(
    (m) => {
      (document.querySelector('iframe') as HTMLIFrameElement).contentWindow?.postMessage(m, location.origin);
      return performance.now();
    },
    { channel: STUDIO_CHANNEL, ...message },
  );

/** The first message of this type (and matching `where`) the host got, waiting for it. */
async function received<T extends PreviewToStudio['type']>(
  page: Page,
  type: T,
  where: Record<string, unknown> = {},
): Promise<Extract<PreviewToStudio, { type: T }> & { at: number }> {
  const handle = await page.waitForFunction(
    ({ type, where }) =>
      (window as unknown as { got: Record<string, unknown>[] }).got.find(
        (m) => m.channel === 'mc-studio' && m.type === type && Object.entries(where).every(([k, v]) => JSON.stringify(m[k]) === JSON.stringify(v)),
      ),
    { type, where },
  );
  return (await handle.jsonValue()) as Extract<PreviewToStudio, { type: T }> & { at: number };
}

const messages = (page: Page): Promise<Got[]> => page.evaluate(() => (window as unknown as { got: Got[] }).got);

test('the preview draws a draft without a reload, follows the studio, and picks a tapped node', async ({ page }) => {
  const login = await page.request.post('/ops/session/login', { data: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
  expect(login.ok(), await login.text()).toBe(true);
  await openStudioHost(page, '/m/home?studio=royal');
  const ready = await received(page, 'ready');
  // The server serves the studio's brand to the operator's browser.
  expect(ready).toMatchObject({ brand: 'royal', path: '/m/home' });
  const preview = page.frameLocator('iframe[title="Preview"]');
  expect(await preview.locator('html').getAttribute('data-studio-preview')).toBe('royal');

  // The draft: the brand's own document (as the studio composes it) with a label and a colour changed.
  const bundle = await page.evaluate(async (path) => (await fetch(path, { credentials: 'same-origin' })).json(), BRAND_DOCUMENT_PATH);
  expect(bundle.brand.id).toBe('royal');
  const language = bundle.brand.languages.default as string;
  const search = bundle.locales[language].search_games as string;
  await expect(preview.getByText(search, { exact: true })).toBeVisible();
  bundle.locales[language] = { ...bundle.locales[language], search_games: 'Studio search' };
  bundle.brand.theme.tokens['color-bg'] = '#123456';
  const navigations = page.waitForEvent('framenavigated', { timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  const sent = await post(page, { type: 'draft', seq: 1, bundle });
  const rendered = await received(page, 'rendered', { seq: 1 });
  const changed = preview.getByText('Studio search', { exact: true });
  await expect(changed).toBeVisible();
  expect(await preview.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-bg').trim())).toBe('#123456');
  test.info().annotations.push({ type: 'draft to rendered', description: `${Math.round(rendered.at - sent)} ms` });
  // Drawn in place: the frame never loaded another page.
  expect(await navigations).toBe(false);

  // A draft the app cannot stand on is refused with a reason; the last good one stays.
  await post(page, { type: 'draft', seq: 2, bundle: { ...bundle, screens: 'none' } });
  expect((await received(page, 'failed', { seq: 2 })).message).toMatch(/screens/);
  await expect(changed).toBeVisible();

  // Highlight: an outline over the node, which taps go through.
  const searchNode = await changed.evaluate((el) => {
    const ids: string[] = [];
    for (let n = el.closest('[data-widget]'); n; n = n.parentElement?.closest('[data-widget]') ?? null) ids.push(n.getAttribute('data-testid') ?? '');
    return ids;
  });
  expect(searchNode.length).toBeGreaterThan(0);
  await post(page, { type: 'highlight', id: searchNode[0] });
  await expect(preview.locator('[data-studio-highlight]')).toBeVisible();

  // Pick mode: the tap selects the node instead of running its action.
  await post(page, { type: 'pickMode', on: true });
  await changed.click();
  expect((await received(page, 'picked')).ids).toEqual(searchNode);
  await post(page, { type: 'pickMode', on: false });
  expect((await messages(page)).some((m) => m.type === 'location' && m.path !== '/m/home')).toBe(false);

  // The studio's session choice: a demo member's token (demo mode), adopted as a sign-in; null signs out again.
  const { csrfToken } = ((await login.json()) as { value: { csrfToken: string } }).value;
  const opened = await page.request.post('/ops/studio/preview-session', { data: { brand: 'royal', kind: 'member' }, headers: { 'x-csrf-token': csrfToken } });
  expect(opened.ok(), await opened.text()).toBe(true);
  const account = ((await opened.json()) as { value: { token: string; username: string; memberType: number } }).value;
  const guestHeader = preview.locator('[data-testid="header.guest"]');
  await expect(guestHeader).toHaveCount(1);
  await post(page, { type: 'session', token: account.token, userName: account.username, memberType: account.memberType });
  await expect(guestHeader).toHaveCount(0);
  await post(page, { type: 'session', token: null });
  await expect(guestHeader).toHaveCount(1);

  // The studio's language: the app's own switch (this one's strings are fetched: the draft carries only its own).
  await post(page, { type: 'language', language: 'EN' });
  await expect(preview.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(preview.getByText('Studio search', { exact: true })).toHaveCount(0);

  // The studio's route, and the player's own navigation, come back as `location`.
  await post(page, { type: 'navigate', path: '/m/login' });
  await received(page, 'location', { path: '/m/login' });
  await expect(preview.locator('[data-screen]').first()).toHaveAttribute('data-screen', /login/);
});

test('without an operator session the preview refuses and takes nothing', async ({ page }) => {
  await openStudioHost(page, '/m/home?studio=royal');
  const refused = await received(page, 'refused');
  expect(refused.reason).toMatch(/operator session/i);
  const preview = page.frameLocator('iframe[title="Preview"]');
  // The host's own brand, not the asked one: the server ignores the parameter for a visitor.
  await expect(preview.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  const bundle = await page.evaluate(async (path) => (await fetch(path, { credentials: 'same-origin' })).json(), BRAND_DOCUMENT_PATH);
  const language = bundle.brand.languages.default as string;
  bundle.locales[language] = { ...bundle.locales[language], login: 'Not from the studio' };
  await post(page, { type: 'draft', seq: 1, bundle });
  await post(page, { type: 'pickMode', on: true });
  await page.waitForTimeout(500);
  await expect(preview.getByText('Not from the studio')).toHaveCount(0);
  expect((await messages(page)).map((m) => m.type)).toEqual(['refused']);
});
