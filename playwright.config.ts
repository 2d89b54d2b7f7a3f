import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CLOCK_START, VISUAL_CONTEXT, VISUAL_LAUNCH } from './tools/visual/page.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 8182);
const FAULTS_PORT = Number(process.env.FAULTS_PORT ?? 8183);
/**
 * PW_ONLY=e2e, faults or visual starts only that project's server and keeps its results apart, so `npm test`
 * runs the e2e suite, the fault matrix and the visual matrix as three Playwright processes side by side.
 */
const ONLY = process.env.PW_ONLY;
type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** One server per project, each on a fresh embedded database. */
const SERVERS: WebServer[] = [
  {
    name: 'e2e',
    command: `rm -rf .e2e-data-${PORT} && PORT=${PORT} DATA_DIR=.e2e-data-${PORT} TRUST_PROXY=1 DEMO_MODE=1 DEV_OUTBOX=1 PREVIEW_SECRET=e2e-preview-secret npx tsx server/src/main.ts`,
    url: `http://localhost:${PORT}/m/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    // The fault matrix floods its server with broken, held and late requests: on its own server, so the e2e
    // suite's answers never wait behind them.
    name: 'faults',
    command: `rm -rf .faults-data && PORT=${FAULTS_PORT} DATA_DIR=.faults-data TRUST_PROXY=1 DEMO_MODE=1 DEV_OUTBOX=1 npx tsx server/src/main.ts`,
    url: `http://localhost:${FAULTS_PORT}/m/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  {
    name: 'visual',
    command: `rm -rf .visual-data && PORT=${VISUAL_PORT} DATA_DIR=.visual-data CLOCK_START=${CLOCK_START} DEMO_MODE=1 npx tsx server/src/main.ts`,
    url: `http://localhost:${VISUAL_PORT}/m/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
];

/**
 * Browser tests in Debian's Chromium (no browser download works here) against the real app and reference API,
 * each project on its own server with a fresh embedded database per run:
 * - e2e: behaviour, tests/e2e, on PORT, one test at a time (its tests share demo accounts); npm test runs it as
 *   two shards (--shard), each on its own port and database.
 * - faults: the fault matrix, tests/faults, on FAULTS_PORT, two at a time (mostly waiting on timeouts).
 * - visual: the screenshot matrix (tests/visual/matrix.spec.ts) on VISUAL_PORT, a server whose clock starts at
 *   CLOCK_START, so seeded dates are the same every run; baselines in tests/visual/__screenshots__/<brand>/<role>/,
 *   rewritten by `npm run visual`.
 * - visual-diff: `npm run visual:diff` run on an edited copy of screens/, drawing against the visual server.
 */
export default defineConfig({
  // CI runs the browser suites side by side on two cores: a page there can take three times as long as alone.
  timeout: process.env.CI ? 60_000 : 30_000,
  // Likewise for what a page is expected to show (7 s alone; CI's shared cores were seen to need more for a page of
  // reports or the home's deferred blocks).
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  fullyParallel: false,
  // Each project sets its own (npm test runs each in a process of its own).
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
    // The app registers a service worker after its first screen; a worker in between would take requests from
    // page.route (the fault matrix, the visual matrix's status answers) and keep pages between tests. The PWA's own
    // tests (tests/e2e/pwa.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  // Per process (npm test runs the e2e suite as two shards, each on its own port).
  outputDir: ONLY ? `test-results/${ONLY}-${ONLY === 'e2e' ? PORT : ''}` : 'test-results',
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', workers: 1, use: { baseURL: `http://localhost:${PORT}` } },
    // The fault matrix (tests/faults): every screen's data under each network fault.
    // Two at a time: four pages under fault beside the other suites starved the guest home's dozen blocks on CI.
    { name: 'faults', testDir: 'tests/faults', workers: 2, fullyParallel: true, use: { baseURL: `http://localhost:${FAULTS_PORT}` } },
    {
      name: 'visual',
      testDir: 'tests/visual',
      testMatch: 'matrix.spec.ts',
      workers: 1,
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: { ...VISUAL_CONTEXT, launchOptions: VISUAL_LAUNCH, baseURL: `http://localhost:${VISUAL_PORT}` },
      // To the pixel but for anti-aliasing: a pixel counts as changed when it moved more than a faint shade
      // (threshold 0.05: rounded image corners were seen drawn up to 10/255 apart between runs, over a thousand
      // pixels of a game grid), and up to 8 such pixels may differ. A changed label or colour changes hundreds.
      // Two screenshots in a row must match before comparing; a busy machine (the e2e suite runs beside this one)
      // may need longer than the default 5 s for a game grid's last tiles to be drawn.
      expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixels: 8, threshold: 0.05, animations: 'disabled', caret: 'hide', scale: 'css' } },
    },
    { name: 'visual-diff', testDir: 'tests/visual', testMatch: 'diff.spec.ts', workers: 1, timeout: 360_000 },
  ],
  webServer: SERVERS.filter((server) => !ONLY || server.name === ONLY),
});
