/**
 * Whose main-thread time a route's first visit costs: `npm run bench:cpu` loads each bench route (BENCH_ROUTES,
 * BENCH_BRANDS as for the bench; default the lucky home) BENCH_CPU_LOADS times (default 6) as a first visit in
 * Lighthouse's mobile viewport, unthrottled, with V8's sampling profiler on for the load and the 8 s after it, and
 * prints per load the JS, GC and engine time and the source files and functions that took the most, mapped to the
 * sources through the build's hidden source maps. Lighthouse's blocking time on a noisy machine moves ±8 points
 * from run to run; these sums compare two builds on the same machine. Builds nothing: build first (`DIST` names
 * another build's folder, to profile an older build served by its own server at BENCH_URL).
 */
import { TraceMap } from '@jridgewell/trace-mapping';
import puppeteer, { type Browser } from 'puppeteer-core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_DOCUMENT_PATH } from '../../src/core/brand/brandDocumentPath.ts';
import { brandOrigin } from '../brands/brandOrigin.ts';
import { buildBundle, readHosts } from '../brands/loadDocuments.ts';
import { startApi } from './apiServer.ts';
import { sessionOf, type SessionKind } from './check.ts';
import { attribute, type CpuProfile, type CpuTotals, emptyTotals, largest, type MapFor } from './cpuAttribution.ts';
import { brandsToMeasure, LIGHTHOUSE_MOBILE, putSession, readBudgets, resolvePath, sessionOfAccount } from './lighthouse.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LOADS = Number(process.env.BENCH_CPU_LOADS ?? 6);
const AFTER_LOAD_MS = 8000;
const TOP = 25;

/** The build's source maps, by the script's file name under /assets/. */
function sourceMaps(dist: string): MapFor {
  const maps = new Map<string, TraceMap | null>();
  return (url) => {
    const file = /\/assets\/([^?#]+\.js)/.exec(url)?.[1];
    if (!file) return null;
    if (!maps.has(file)) {
      const path = join(dist, 'assets', `${file}.map`);
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(file) ?? null;
  };
}

/** One first visit (a fresh context: no cache, no service worker), profiled from before navigation to 8 s after load. */
async function profileLoad(browser: Browser, url: string, session: string | null): Promise<CpuProfile> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate(LIGHTHOUSE_MOBILE);
    // A page of the route's origin first (putSession's, or the brand document): the profiler stays with the tab's
    // process, and a cross-origin navigation would move the page to another one.
    if (session) await putSession(page, url, session);
    else await page.goto(new URL(BRAND_DOCUMENT_PATH, url).href);
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await new Promise((r) => setTimeout(r, AFTER_LOAD_MS));
    const { profile } = await cdp.send('Profiler.stop');
    return profile as CpuProfile;
  } finally {
    await context.close();
  }
}

const ms = (v: number) => v.toFixed(1).padStart(8);

function report(label: string, totals: CpuTotals, loads: number): void {
  const per = (v: number) => v / loads;
  console.log(
    `\n${label}: per load ${per(totals.jsMs).toFixed(0)} ms JS, ${per(totals.gcMs).toFixed(0)} ms GC, ${per(totals.nativeMs).toFixed(0)} ms engine (style, layout, paint, parsing; over ${loads} loads)`,
  );
  console.log('  self ms per load, by source file:');
  for (const [file, v] of largest(totals.byFile, TOP)) console.log(`  ${ms(per(v))}  ${file}`);
  console.log('  self ms per load, by function:');
  for (const [fn, v] of largest(totals.byFunction, TOP)) console.log(`  ${ms(per(v))}  ${fn}`);
}

async function main(root = process.cwd()): Promise<void> {
  const only = process.env.BENCH_ROUTES ?? '/m/home';
  const brands = process.env.BENCH_BRANDS ? brandsToMeasure(root) : ['lucky'];
  const mapFor = sourceMaps(process.env.DIST ?? join(root, 'dist'));
  const server = process.env.BENCH_URL ? null : await startApi(root, { serveApp: true });
  const base = (process.env.BENCH_URL ?? server!.baseUrl).replace(/\/$/, '');
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const hosts = readHosts(join(root, 'screens'));
  try {
    for (const brand of brands) {
      const merchant = buildBundle(join(root, 'screens'), brand).brand.merchantCode;
      const sessions = new Map<SessionKind, string | null>([['guest', null]]);
      for (const budget of readBudgets(root, only)) {
        const kind = sessionOf(budget);
        if (!sessions.has(kind)) sessions.set(kind, await sessionOfAccount(base, merchant, kind as Exclude<SessionKind, 'guest'>));
        const session = sessions.get(kind) ?? null;
        const url = `${brandOrigin(hosts, base, brand)}${await resolvePath(budget.path, base, merchant)}`;
        // A fresh server runs unoptimised code at first: two loads before the measured ones.
        for (let i = 0; i < 2; i++) await profileLoad(browser, url, session);
        const totals = emptyTotals();
        for (let i = 0; i < LOADS; i++) attribute(await profileLoad(browser, url, session), mapFor, totals);
        report(`${brand} ${budget.path}${kind === 'guest' ? '' : ` (${kind})`}`, totals, LOADS);
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
