import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from '@playwright/test';
import { createApiClient } from '../../src/api/client.ts';
import { apiCalls } from '../../src/generated/api/calls.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { BRAND_DOCUMENT_PATH } from '../../src/core/brand/brandDocumentPath.ts';
import { fetchRouted } from '../brands/fetchRouted.ts';
import { TEST_CHROMIUM_ARGS, testChromiumPath } from '../test/browser.ts';
import { holdLotteries } from './lotteryStill.ts';
import { countRequests, settle, type VisualWindow } from './settle.ts';
import type { Shot } from './shots.ts';

/**
 * Page preparation shared by the visual matrix (tests/visual) and `npm run visual:diff`: the same clock, random
 * numbers, fonts, motion and waiting, so a picture depends only on the documents, the code and the seeded data.
 */

const ROOT = join(fileURLToPath(import.meta.url), '../../..');

/** The instant both the server (CLOCK_START) and the page's Date start at. Midday in Manila: no date edge near. */
export const CLOCK_START = '2025-06-01T04:00:00Z';

/** Browser context settings of every visual run (the e2e project's device, plus a fixed locale and zone). */
export const VISUAL_CONTEXT: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: true,
  locale: 'en-US',
  timezoneId: 'Asia/Manila',
  reducedMotion: 'reduce',
  colorScheme: 'dark',
  // Each shot is a page as it first loads: no service worker answering from its cache, or taking the status
  // answer a gate shot rewrites through page.route.
  serviceWorkers: 'block',
  // The screenshot style (tests/visual/screenshot.css, hiding timed toasts) is put in the page as an inline style,
  // which the app's strict CSP refuses; pictures do not depend on the CSP (the e2e tests enforce it).
  bypassCSP: true,
};

/**
 * Chromium flags of every visual run: the tests' browser (tools/test/browser.ts), no GPU (software raster is the
 * same run to run), every compositor stage (raster included) run before a frame is drawn, so a screenshot never
 * shows a frame whose tiles are still being rasterised, and no partial raster: a tile redrawn in part could keep
 * the edge pixels of an earlier paint (rounded input borders differed by one level run to run).
 */
export const VISUAL_LAUNCH = {
  executablePath: testChromiumPath(),
  args: [...TEST_CHROMIUM_ARGS, '--font-render-hinting=none', '--run-all-compositor-stages-before-draw', '--disable-partial-raster'],
};

/** The font every visual run draws with, served from the npm package so no system font is involved. */
const FONT_FAMILY = 'Visual Noto Sans';
const FONT_DIR = join(ROOT, 'node_modules/@fontsource/noto-sans');
const FONT_PATH = '/__visual__/fonts/';
/** The weights the app's CSS uses (400 body, 600/700/800 headings and buttons; 500 for safety). */
const FONT_WEIGHTS = [400, 500, 600, 700, 800];
/** Latin and Latin Extended (the ₱ sign) cover every locale the brands ship; others would fall back. */
const FONT_SUBSETS = ['latin', 'latin-ext'];

interface FontFile {
  url: string;
  weight: string;
  unicodeRange: string;
}

/** The package's faces (from its own CSS: file and unicode range per subset and weight), as served under FONT_PATH. */
function fontFiles(): FontFile[] {
  return FONT_WEIGHTS.flatMap((w) => {
    const css = readFileSync(join(FONT_DIR, `${w}.css`), 'utf8');
    return [...css.matchAll(/url\(\.\/files\/(noto-sans-([a-z-]+)-\d+-normal\.woff2)\)[^;]*;\s*unicode-range: ([^;]+);/g)]
      .filter((m) => FONT_SUBSETS.includes(m[2]))
      .map((m) => ({ url: `${FONT_PATH}${m[1]}`, weight: String(w), unicodeRange: m[3] }));
  });
}

/**
 * What the pictures must not depend on: animations and transitions (cut to their end), the caret, skipped
 * off-screen layout (content-visibility), smooth scrolling, and the system font (the theme's --font-family is
 * overridden on html, above the inline value the theme sets).
 */
const STABILITY_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; content-visibility: visible !important;
  scroll-behavior: auto !important;
}
html { --font-family: '${FONT_FAMILY}', sans-serif !important; font-family: '${FONT_FAMILY}', sans-serif !important; }`;

/** Runs in every document before the app: seeded Math.random, the stylesheet and the session (the brand is the page's host). */
function initPage(a: { css: string; family: string; fonts: FontFile[]; session: string | null }): void {
  // The page clock (page.clock) replaces requestAnimationFrame, requestIdleCallback and performance.now with
  // timers of its own: settle() needs the real ones (painted frames, an idle main thread, elapsed time). This
  // script is registered before the clock's, so it still sees them. It also notes when the DOM last changed.
  const w = window as unknown as VisualWindow;
  w.__visualFrame = window.requestAnimationFrame.bind(window);
  w.__visualIdle = window.requestIdleCallback.bind(window);
  w.__visualNow = performance.now.bind(performance);
  w.__visualLastChange = 0;
  new MutationObserver(() => {
    w.__visualLastChange = w.__visualNow();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // mulberry32, restarted on every document: the same screen draws the same "random" numbers every run.
  let s = 0x5eed;
  Math.random = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // A constructed style sheet: the app's CSP refuses injected <style> elements, not the CSSOM.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(a.css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  // Every face loads now, and boot gets its brand document only once they are in: the first layout already has
  // them. (Loaded on first use instead, text stays invisible while its face loads, and the app measures text
  // once in places, such as the top bar deciding what fits beside the title.)
  const fonts = Promise.all(
    a.fonts.map((f) => {
      const face = new FontFace(a.family, `url(${f.url}) format('woff2')`, { weight: f.weight, unicodeRange: f.unicodeRange, display: 'block' });
      document.fonts.add(face);
      return face.load();
    }),
  ).catch(() => undefined);
  if (window.top !== window) return;
  if (a.session && !window.sessionStorage.getItem('MC_SESSION_INFO')) window.sessionStorage.setItem('MC_SESSION_INFO', a.session);
  const fetch = window.fetch.bind(window);
  window.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).includes('/brands/') ? fonts.then(() => fetch(input, init)) : fetch(input, init);
}

/**
 * Prepares a fresh page for visual shots of one brand and session, in a context whose baseURL is the brand's
 * origin (brandOrigin: a built app picks its brand by host): fixed Date (timers keep running, so SWR and
 * the app's own timers work; the widgets that move step only when the clock moves), reduced motion, the font,
 * and `bundle` served as the brand document (BRAND_DOCUMENT_PATH) when given (the diff tool's before and after compositions).
 */
export async function preparePage(page: Page, o: { brand: string; session: Record<string, unknown> | null; bundle?: BrandBundle }): Promise<void> {
  countRequests(page);
  await page.addInitScript(initPage, { css: STABILITY_CSS, family: FONT_FAMILY, fonts: fontFiles(), session: o.session ? JSON.stringify(o.session) : null });
  await page.clock.setFixedTime(new Date(CLOCK_START));
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'dark' });
  await holdLotteries(page, CLOCK_START);
  await page.route(`**${FONT_PATH}*`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(FONT_PATH.length);
    if (!/^[\w-]+\.woff2$/.test(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: join(FONT_DIR, 'files', file), contentType: 'font/woff2' });
  });
  if (o.bundle) {
    const body = JSON.stringify(o.bundle);
    await page.route(`**${BRAND_DOCUMENT_PATH}`, (route) => route.fulfill({ body, contentType: 'application/json' }));
  }
}

/** Logs a demo account in through the API, as the app would, and answers MC_SESSION_INFO as the app stores it. */
export async function loginSession(baseUrl: string, bundle: BrandBundle, username: string): Promise<Record<string, unknown>> {
  const { merchantCode } = bundle.brand;
  const api = createApiClient({
    baseUrl,
    merchantCode,
    getToken: () => null,
    getLanguage: () => 'EN',
    encryption: bundle.brand.api.encryption === 'legacy' ? 'legacy-des' : 'oaep-gcm',
    isOffline: () => false,
  });
  const v = await api.call('login', { username, password: 'demo1234', captcha: '', type: 'username' });
  return { token: v.token, id: v.id, userName: v.userName, type: v.customerType, merchantCode, firstTimeLogin: v.firstTimeLogin };
}

/**
 * Opens a shot's screen and waits for it to settle. A status-gate screen comes from the system status answer,
 * so that answer is rewritten for it (and the cached copy dropped afterwards: boot reads it first next time). The
 * offline gate is what a device that says it has no network sees when its service worker opened the app: the
 * page says it is offline and controlled (the worker's precache would serve the app's chunks, which the test
 * server does here), and every platform call fails as it would offline.
 * Answers the id of the screen shown, which the caller checks: access rules may have sent the page elsewhere.
 */
export async function openShot(page: Page, shot: Shot): Promise<string | null> {
  const statusGlob = `**${apiCalls.systemStatus.path}*`;
  const offline =
    shot.gate === 'offline'
      ? await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true });
          if (typeof ServiceWorkerContainer !== 'undefined')
            Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get: () => ({}), configurable: true });
        })
      : undefined;
  if (shot.gate && shot.gate !== 'offline') {
    await page.route(statusGlob, async (route) => {
      const res = await fetchRouted(route);
      const json = (await res.json()) as { value: Record<string, unknown> };
      json.value = { ...json.value, maintenance: shot.gate === 'maintenance', regionRestriction: shot.gate === 'region' };
      await route.fulfill({ response: res, json });
    });
  }
  try {
    await page.goto(shot.path);
    const shown = page.locator(shot.gate ? `[data-screen="${shot.screen}"]` : '[data-screen]').first();
    await shown.waitFor({ state: 'attached' });
    await settle(page);
    return await page.locator('[data-screen]').first().getAttribute('data-screen');
  } finally {
    await offline?.dispose();
    if (shot.gate) {
      await page.unroute(statusGlob);
      await page.evaluate(() => window.localStorage.removeItem('status'));
    }
  }
}
