import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { TEST_CHROMIUM_ARGS, testChromiumPath } from './tools/test/browser.ts';
import { CLOCK_START, VISUAL_CONTEXT, VISUAL_LAUNCH } from './tools/visual/page.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 8182);
/**
 * PW_ONLY=browser or visual starts only that group's server and keeps its results apart, so `npm test` runs the
 * e2e suite with the fault matrix, and the visual matrix, as two Playwright processes (one after the other).
 */
const ONLY = process.env.PW_ONLY;
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** One server per group, each on a fresh database (tools/test/testServer.ts: PostgreSQL with TEST_DATABASE_URL, else PGlite). */
const SERVERS: WebServer[] = [
  {
    // The e2e suite and the fault matrix: their tests own their data (fresh accounts, their own client addresses),
    // so they share one server and run side by side.
    name: 'browser',
    command: `PORT=${PORT} TRUST_PROXY=1 DEMO_MODE=1 DEV_OUTBOX=1 MANUAL_TRANSFER=1 PREVIEW_SECRET=e2e-preview-secret-of-32-bytes-or-more node_modules/.bin/tsx tools/test/testServer.ts browser`,
    url: `http://localhost:${PORT}/m/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    // Always PGlite: the baselines were drawn from its answers, and a list the server does not order could come
    // back in another order from PostgreSQL.
    name: 'visual',
    command: `env -u TEST_DATABASE_URL PORT=${VISUAL_PORT} CLOCK_START=${CLOCK_START} DEMO_MODE=1 node_modules/.bin/tsx tools/test/testServer.ts visual`,
    url: `http://localhost:${VISUAL_PORT}/m/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

/**
 * Browser tests in Debian's Chromium headless shell (tools/test/browser.ts; no browser download works here)
 * against the real app and reference API, each group on its own server with a fresh database per run:
 * - e2e: behaviour, tests/e2e, on PORT. Every test owns its data (a fresh member or agent where it changes one,
 *   its own client address: tests/e2e/fixtures.ts), so tests run in any order, side by side.
 * - faults: the fault matrix, tests/faults, on the same server.
 * - visual: the screenshot matrix (tests/visual/matrix.spec.ts) on VISUAL_PORT, a server whose clock starts at
 *   CLOCK_START, so seeded dates are the same every run; baselines in tests/visual/__screenshots__/<brand>/<role>/,
 *   rewritten by `npm run visual`.
 * - visual-diff: `npm run visual:diff` run on an edited copy of screens/, drawing against the visual server.
 */
export default defineConfig({
  // CI's machine is the slowest these run on: a page there can take three times as long as on a developer's.
  timeout: process.env.CI ? 60_000 : 30_000,
  // Likewise for what a page is expected to show (7 s alone; CI's shared cores were seen to need more for a page of
  // reports or the home's deferred blocks).
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  fullyParallel: true,
  // Two pages at a time on two cores. The e2e suite and fault matrix alone, measured on the 2-core machine CI runs
  // on: four workers took 1,215 s with the cores 97% busy (a load of 13: each page three to six times as long as
  // alone, and tests failing on their timeouts); two took 1,439 s at a load of 6, none timed out.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    launchOptions: { executablePath: testChromiumPath(), args: [...TEST_CHROMIUM_ARGS] },
    trace: 'off',
    // The app registers a service worker after its first screen; a worker in between would take requests from
    // page.route (the fault matrix, the visual matrix's status answers) and keep pages between tests. The PWA's own
    // tests (tests/e2e/pwa.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  // Per process (npm test runs the two groups one after the other, test:changed side by side).
  outputDir: ONLY ? `test-results/${ONLY}` : 'test-results',
  projects: [
    // The fault matrix (tests/faults): every screen's data under each network fault. Listed first, so its long
    // tests (each screen's six faults, mostly waiting out the app's retries) start first and the e2e suite's
    // shorter ones fill the workers after them.
    { name: 'faults', testDir: 'tests/faults', use: { baseURL: `http://localhost:${PORT}` } },
    { name: 'e2e', testDir: 'tests/e2e', use: { baseURL: `http://localhost:${PORT}` } },
    {
      name: 'visual',
      testDir: 'tests/visual',
      testMatch: ['matrix.spec.ts', 'pseudoLocale.spec.ts'],
      // One page per brand and role goes from shot to shot in order (the describe's beforeAll opens it).
      workers: 1,
      fullyParallel: false,
      // A shot waits for every image it shows: the first game grids are drawn cold by the server (an SVG per tile,
      // about 40 ms with its encoding) while the e2e and unit stages run beside; one took over 30 s that way.
      timeout: 60_000,
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: { ...VISUAL_CONTEXT, launchOptions: VISUAL_LAUNCH, baseURL: `http://localhost:${VISUAL_PORT}` },
      // To the pixel but for anti-aliasing: a pixel counts as changed when it moved more than a faint shade
      // (threshold 0.05: rounded image corners were seen drawn up to 10/255 apart between runs, over a thousand
      // pixels of a game grid), and up to 8 such pixels may differ. A changed label or colour changes hundreds.
      // Two screenshots in a row must match before comparing; a busy machine (the e2e suite runs beside this one)
      // may need longer than the default 5 s for a game grid's last tiles to be drawn.
      expect: {
        timeout: 20_000,
        toHaveScreenshot: { maxDiffPixels: 8, threshold: 0.05, animations: 'disabled', caret: 'hide', scale: 'css', stylePath: 'tests/visual/screenshot.css' },
      },
    },
    { name: 'visual-diff', testDir: 'tests/visual', testMatch: 'diff.spec.ts', workers: 1, fullyParallel: false, timeout: 360_000 },
  ],
  webServer: SERVERS.filter((server) => !ONLY || server.name === ONLY),
});
