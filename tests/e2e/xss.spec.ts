import type { Page } from '@playwright/test';
import type { Announcement } from '../../src/generated/api/shapes/announcement.ts';
import { XSS_CORPUS } from '../support/xssCorpus.ts';
import { apiLogin } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { callGlob, startSignedIn, waitForScreen } from './support.ts';

/**
 * Every hostile payload of the corpus (OWASP filter evasion, mutation XSS, DOM clobbering) through every HTML sink
 * of the app, in Chromium under the app's real CSP: promotion details, notices, help topics, inbox letters and the
 * home marquee. A payload that ran would call window.__xss(name); the page must also report no CSP violation
 * (the sanitizer takes handlers out before any browser parser sees them) and open no dialog.
 */
const item = (i: number, type: Announcement['type'], html: string): Announcement => ({
  id: 50_000 + i,
  type,
  title: `Payload ${i}`,
  content: html,
  groupName: '',
  link: '',
  announcementImages: [],
  startDate: 1735689600000 + i,
  endDate: null,
  noExpiry: 1,
  promoAnnouncementCategoryIds: [],
  read: true,
});
const envelope = (value: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value }) });

/** Records executions, CSP violations and dialogs from the first script on. */
async function watch(page: Page): Promise<() => Promise<{ hits: string[]; violations: string[]; dialogs: string[] }>> {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xss(name: string): void; __xssHits: string[]; __cspViolations: string[] };
    w.__xssHits = [];
    w.__cspViolations = [];
    w.__xss = (name) => w.__xssHits.push(name);
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return async () => {
    // Handlers of images that fail, media and focus fire shortly after insertion: once every image has loaded or
    // failed and two frames and an idle moment have passed, they have had their chance.
    await settled(page);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __xssHits: string[]; __cspViolations: string[] };
      return { hits: w.__xssHits, violations: w.__cspViolations };
    });
    return { ...seen, dialogs };
  };
}

async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pending = Array.from(document.images).filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            img.addEventListener('error', r, { once: true });
          }),
      ),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => requestIdleCallback(r, { timeout: 2000 }));
  });
}

async function answerAnnouncements(page: Page, items: Announcement[]): Promise<void> {
  await page.route(callGlob('announcements'), (route) => {
    const types = new URL(route.request().url()).searchParams.get('types') ?? '';
    if (types === 'promotion') return route.fulfill(envelope({ promotion: items.map((a) => ({ ...a, type: 'PR' })) }));
    if (types.includes('PL')) return route.fulfill(envelope({ player: items.map((a) => ({ ...a, type: 'PL' })) }));
    return route.fulfill(envelope({}));
  });
}

const CORPUS = XSS_CORPUS.map((s, i) => item(i, 'PL', s.html));

test.describe('server HTML runs nothing', () => {
  test.setTimeout(180_000);

  test(`promotion details: ${XSS_CORPUS.length} payloads`, async ({ page }) => {
    const results = await watch(page);
    await answerAnnouncements(page, CORPUS);
    await page.goto(`/m/activityDetail?id=${CORPUS[0].id}`);
    await waitForScreen(page);
    for (const a of CORPUS) {
      // In-app navigation (the router follows history): one page load for the whole corpus.
      await page.evaluate((id) => {
        window.history.pushState({}, '', `/m/activityDetail?id=${id}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, a.id);
      await expect(page.getByRole('heading', { name: a.title, exact: true })).toBeVisible();
    }
    expect(await results()).toEqual({ hits: [], violations: [], dialogs: [] });
  });

  test(`notices and the home marquee: ${XSS_CORPUS.length} payloads`, async ({ page }) => {
    const results = await watch(page);
    await answerAnnouncements(page, CORPUS);
    await page.goto('/m/home');
    await expect(page.getByTestId('home.notices')).toBeVisible();
    await page.goto('/m/notice');
    await waitForScreen(page);
    for (const a of CORPUS) await page.getByTestId(`notice-${a.id}`).getByRole('button').click();
    expect(await results()).toEqual({ hits: [], violations: [], dialogs: [] });
  });

  test(`help topics: ${XSS_CORPUS.length} payloads`, async ({ page }) => {
    const results = await watch(page);
    await page.route(callGlob('helpCenter'), (route) => route.fulfill(envelope(XSS_CORPUS.map((s, i) => ({ title: `Topic ${i}`, content: s.html })))));
    await page.goto('/m/help');
    await waitForScreen(page);
    for (let i = 0; i < XSS_CORPUS.length; i++) await page.getByTestId(`help-topic-${i}`).click();
    expect(await results()).toEqual({ hits: [], violations: [], dialogs: [] });
  });

  test(`inbox letters: ${XSS_CORPUS.length} payloads`, async ({ page }) => {
    // demo1: the forms suite changes demo2's password and tries demo0's wrong.
    await startSignedIn(page, await apiLogin(page, 'demo1'));
    const results = await watch(page);
    const letters = XSS_CORPUS.map((s, i) => ({ id: i + 1, title: `Letter ${i}`, content: s.html, createTime: 1735689600000, read: true }));
    await page.route(callGlob('inboxList'), (route) => route.fulfill(envelope({ content: letters, pageNum: 1, totalPages: 1, totalCount: letters.length })));
    await page.goto('/m/webEmail');
    await waitForScreen(page);
    for (const l of letters) {
      await page.getByTestId(`letter-${l.id}`).click();
      await page.getByTestId('letter-dialog').getByRole('button', { name: 'Close' }).click();
    }
    expect(await results()).toEqual({ hits: [], violations: [], dialogs: [] });
  });
});
