/**
 * Lighthouse benchmark of a set of routes for every brand (`npm run bench` calls runLighthouseBench()): the mobile
 * preset (4x CPU slowdown, simulated slow 4G) against the built app served by the reference API, as `npm start`
 * serves it. The routes and their budgets are tools/bench/budgets.json; a route with a `session` runs signed in as
 * the demo member or the demo agent (the session put in the tab's sessionStorage, where the app keeps it), and
 * `{promotion}` in a path is the brand's first promotion with a cover. Builds nothing: run
 * `npm run build` first. Starts the server on a free loopback port with its own data folder, unless BENCH_URL
 * points at a running one. Each route is loaded a few times first (a fresh server is slow), then the median of
 * BENCH_LIGHTHOUSE_RUNS runs (default 3) by score is reported, with every run's score and CLS. Run alone: `npx tsx tools/bench/lighthouse.ts`.
 */
import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient } from '../../src/api/client.ts';
import { BRAND_DOCUMENT_PATH } from '../../src/core/brand/brandDocumentPath.ts';
import { StorageKeys } from '../../src/state/storageKeys.ts';
import { brandOrigin } from '../brands/brandOrigin.ts';
import { buildBundle, listBrands, readHosts } from '../brands/loadDocuments.ts';
import { startApi } from './apiServer.ts';
import { describeCpuIndex, describeMachineLoad, medianOf, sampleMachineLoad, type MachineLoad } from './machineLoad.ts';
import { routeLabel, sessionOf, type RouteBudget, type SessionKind } from './check.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const WARM_UP_LOADS = 3;
/** The demo accounts each session kind signs in as (server/README.md). */
const ACCOUNTS: Record<Exclude<SessionKind, 'guest'>, { username: string; password: string }> = {
  member: { username: process.env.BENCH_USERNAME ?? 'demo0', password: process.env.BENCH_PASSWORD ?? 'demo1234' },
  agent: { username: process.env.BENCH_AGENT ?? 'agent1', password: process.env.BENCH_PASSWORD ?? 'demo1234' },
};

/** Lighthouse's mobile device (412x823 at 1.75x, a Moto G Power), for the bench's own probes of a first visit. */
export const LIGHTHOUSE_MOBILE = {
  viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

export type { RouteBudget };

export interface LighthouseResult {
  brand: string;
  /** The path as measured (placeholders filled in). */
  path: string;
  session: SessionKind;
  url: string;
  /** 0-100, the median run's. */
  performance: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Every run's score, in run order. */
  runs: number[];
  /** Every run's cumulative layout shift, in run order: the median's alone hid a shift in one run of three. */
  clsRuns: number[];
  /** Lighthouse's CPU benchmark of the machine in each run (higher is faster; its reference device is 1000 or more). */
  cpuIndexRuns: number[];
  budget: RouteBudget;
}

/** The routes of budgets.json, or only those BENCH_ROUTES lists (comma-separated paths: a quicker run for one route). */
export const readBudgets = (root: string, only = process.env.BENCH_ROUTES): RouteBudget[] => {
  const routes = (JSON.parse(readFileSync(join(root, 'tools', 'bench', 'budgets.json'), 'utf8')) as { routes: RouteBudget[] }).routes;
  const wanted = only
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return wanted?.length ? routes.filter((r) => wanted.includes(r.path)) : routes;
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

type RunFigures = Pick<LighthouseResult, 'performance' | 'metrics'> & { cpuIndex: number };

function figuresOf(lhr: Lhr): RunFigures {
  const n = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: {
      fcpMs: Math.round(n('first-contentful-paint')),
      lcpMs: Math.round(n('largest-contentful-paint')),
      tbtMs: Math.round(n('total-blocking-time')),
      cls: n('cumulative-layout-shift'),
      speedIndexMs: Math.round(n('speed-index')),
    },
    cpuIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** A demo account's session as the app stores it (sessionStorage MC_SESSION_INFO). */
export async function sessionOfAccount(baseUrl: string, merchantCode: string, kind: Exclude<SessionKind, 'guest'>): Promise<string> {
  const api = createApiClient({ baseUrl, merchantCode, getToken: () => null, getLanguage: () => 'EN', encryption: 'oaep-gcm', isOffline: () => false });
  const v = await api.call('login', { ...ACCOUNTS[kind], type: 'username' });
  return JSON.stringify({ token: v.token, id: v.id, merchantCode, userName: v.userName, type: v.customerType, firstTimeLogin: v.firstTimeLogin });
}

/** The path with `{promotion}` replaced by the id of the brand's first promotion with a cover image. */
export async function resolvePath(path: string, baseUrl: string, merchantCode: string): Promise<string> {
  if (!path.includes('{promotion}')) return path;
  const api = createApiClient({ baseUrl, merchantCode, getToken: () => null, getLanguage: () => 'EN', encryption: 'oaep-gcm', isOffline: () => false });
  const list = await api.call('announcements', { types: 'promotion' });
  const promotion = (list.promotion ?? []).find((p) => p.announcementImages.length > 0);
  if (!promotion) throw new Error(`${merchantCode} has no promotion with a cover for ${path}`);
  return path.replace('{promotion}', String(promotion.id));
}

/**
 * With BENCH_LHR_DIR set, every run's full report is written there (to see the LCP element, the long tasks...),
 * and its trace beside it (`.trace.json`, opens in DevTools' Performance panel): the tasks Lighthouse multiplies
 * into blocking time, unthrottled, with what ran in them.
 */
function keepReport(url: string, lhr: Lhr, trace: unknown): void {
  const dir = process.env.BENCH_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const u = new URL(url);
  const name = `${u.host}${u.pathname}${u.search}`.replace(/[^a-zA-Z0-9]+/g, '_');
  const stamp = Date.now();
  writeFileSync(join(dir, `${name}-${stamp}.json`), JSON.stringify(lhr));
  writeFileSync(join(dir, `${name}-${stamp}.trace.json`), JSON.stringify(trace));
}

/**
 * Puts the session in the tab's sessionStorage from a page of the origin that is not the app (the brand document):
 * an app page booting there would write its own empty session over it, now and then after this did.
 */
export async function putSession(page: Page, url: string, session: string): Promise<void> {
  await page.goto(new URL(BRAND_DOCUMENT_PATH, url).href, { waitUntil: 'domcontentloaded' });
  await page.evaluate((key, value) => sessionStorage.setItem(key, value), StorageKeys.session, session);
}

/**
 * One Lighthouse run on a fresh tab. A member's run keeps the tab's storage (the session is in sessionStorage)
 * and clears the HTTP cache itself, so it is as cold as a guest's.
 */
async function runOnce(browser: Browser, url: string, session: string | null): Promise<Lhr> {
  const page: Page = await browser.newPage();
  try {
    if (session) {
      await putSession(page, url, session);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      // What Lighthouse's own storage reset would clear, but the session: an installed service worker (registered
      // by an earlier load) would answer from its caches, and the run would not be a first visit.
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage,indexeddb' });
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: session !== null },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    // A run Lighthouse could not measure comes back as a report with a runtime error and no score (counted as 0).
    const failed = result.lhr.runtimeError;
    if (failed) throw new Error(`${failed.code}: ${failed.message}`);
    // A route the app turned away (a member route without its session) would measure the login screen instead.
    keepReport(url, result.lhr, result.artifacts.Trace);
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}: the route was not measured`);
    return result.lhr;
  } finally {
    await page.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try then. */
async function runRetrying(browser: Browser, url: string, session: string | null): Promise<Lhr> {
  try {
    return await runOnce(browser, url, session);
  } catch (err) {
    if (!String(err instanceof Error ? err.message : err).includes('NO_NAVSTART')) throw err;
    console.log('  (Lighthouse recorded no trace; running again)');
    return runOnce(browser, url, session);
  }
}

/** A server just started runs unoptimised JS (and PGlite's WebAssembly): load the page a few times first. */
async function warmUp(browser: Browser, url: string, session: string | null): Promise<void> {
  for (let i = 0; i < WARM_UP_LOADS; i++) {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844 });
    if (session) await putSession(page, url, session);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.close();
  }
}

/** Every brand, or only those BENCH_BRANDS lists (comma-separated). */
export const brandsToMeasure = (root: string): string[] => {
  const wanted = process.env.BENCH_BRANDS?.split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  const all = listBrands(join(root, 'screens'));
  return wanted?.length ? all.filter((b) => wanted.includes(b)) : all;
};

/** A batch's figures, and how busy the machine was just before and just after it. */
export interface LighthouseBench {
  results: LighthouseResult[];
  machine: { before: MachineLoad; after: MachineLoad };
}

export async function runLighthouseBench(root = process.cwd(), brands = brandsToMeasure(root)): Promise<LighthouseBench> {
  const server = process.env.BENCH_URL ? null : await startApi(root, { serveApp: true });
  const base = (process.env.BENCH_URL ?? server!.baseUrl).replace(/\/$/, '');
  const before = await sampleMachineLoad();
  console.log(`  ${describeMachineLoad('before the runs', before)}`);
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const results: LighthouseResult[] = [];
  const hosts = readHosts(join(root, 'screens'));
  const budgets = readBudgets(root);
  try {
    for (const brand of brands) {
      const merchant = buildBundle(join(root, 'screens'), brand).brand.merchantCode;
      const sessions = new Map<SessionKind, string | null>([['guest', null]]);
      for (const budget of budgets) {
        const kind = sessionOf(budget);
        if (kind !== 'guest' && !sessions.has(kind)) sessions.set(kind, await sessionOfAccount(base, merchant, kind));
        const s = sessions.get(kind) ?? null;
        const path = await resolvePath(budget.path, base, merchant);
        const url = `${brandOrigin(hosts, base, brand)}${path}`;
        await warmUp(browser, url, s);
        const runs: RunFigures[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(figuresOf(await runRetrying(browser, url, s)));
        const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)];
        const clsRuns = runs.map((r) => r.metrics.cls);
        const cpuIndexRuns = runs.map((r) => r.cpuIndex);
        results.push({
          brand,
          path,
          session: kind,
          url,
          performance: median.performance,
          metrics: median.metrics,
          runs: runs.map((r) => r.performance),
          clsRuns,
          cpuIndexRuns,
          budget,
        });
        const m = median.metrics;
        console.log(
          `  ${brand} ${routeLabel({ ...budget, path })}: ${runs.map((r) => r.performance).join(' ')} -> ${median.performance} (FCP ${m.fcpMs}, LCP ${m.lcpMs}, TBT ${m.tbtMs}; CLS per run ${clsRuns.join(' ')}; CPU index ${medianOf(cpuIndexRuns)})`,
        );
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  const after = await sampleMachineLoad();
  console.log(`  ${describeMachineLoad('after the runs', after)}`);
  if (results.length) console.log(`  ${describeCpuIndex(results.flatMap((r) => r.cpuIndexRuns))}`);
  return { results, machine: { before, after } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLighthouseBench().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
