/**
 * Layout shifts of every bench route, run after run, with the elements that moved: where Lighthouse gives one CLS
 * figure per run, this names what shifted and by how much, so a shift seen once in ten runs can be found. Each run is
 * a first visit in a fresh browser context (no cache, no service worker), in Lighthouse's mobile viewport (412x823 at
 * 1.75x), unthrottled as Lighthouse's simulated runs load; shifts are summed as CLS does (session windows) and
 * listed until the network has been quiet and then 2 s more. Builds nothing: build first.
 * `npm run bench:shifts`; BENCH_SHIFT_RUNS (default 10), BENCH_ROUTES and BENCH_BRANDS as for the bench.
 * Exits non-zero when a run of a route shifted.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { join } from 'node:path';
import { brandOrigin } from '../brands/brandOrigin.ts';
import { buildBundle, readHosts } from '../brands/loadDocuments.ts';
import { startApi } from './apiServer.ts';
import { sessionOf, type SessionKind } from './check.ts';
import { brandsToMeasure, LIGHTHOUSE_MOBILE, putSession, readBudgets, resolvePath, sessionOfAccount } from './lighthouse.ts';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_SHIFT_RUNS ?? 10);
const SETTLE_MS = 2000;

interface Shift {
  at: number;
  value: number;
  sources: string[];
}

/**
 * Runs in the page before its scripts: keeps every shift not caused by input, with a path naming each moved node.
 * A string, not a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const RECORD_SHIFTS = `(() => {
  const name = (node) => {
    const parts = [];
    for (let n = node instanceof Element ? node : node && node.parentElement; n && parts.length < 4; n = n.parentElement) {
      const cls = typeof n.className === 'string' ? n.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
      parts.unshift(n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (cls ? '.' + cls : ''));
    }
    return parts.join(' > ');
  };
  const shifts = (window.__shifts = []);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const sources = e.sources.map((s) => {
        const p = s.previousRect, c = s.currentRect;
        const box = (r) => Math.round(r.x) + ',' + Math.round(r.y) + ' ' + Math.round(r.width) + 'x' + Math.round(r.height);
        return name(s.node) + ' [' + box(p) + ' -> ' + box(c) + ']';
      });
      shifts.push({ at: Math.round(e.startTime), value: e.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** CLS as the metric defines it: the largest sum of shifts in a session window (gaps under 1 s, at most 5 s long). */
function clsOf(shifts: Shift[]): number {
  let best = 0;
  let sum = 0;
  let first = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const s of shifts) {
    if (s.at - last >= 1000 || s.at - first >= 5000) {
      sum = 0;
      first = s.at;
    }
    sum += s.value;
    last = s.at;
    best = Math.max(best, sum);
  }
  return Math.round(best * 10000) / 10000;
}

async function oneRun(browser: Browser, url: string, session: string | null): Promise<Shift[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.emulate(LIGHTHOUSE_MOBILE);
    if (session) await putSession(page, url, session);
    await page.evaluateOnNewDocument(RECORD_SHIFTS);
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return (await page.evaluate('window.__shifts')) as Shift[];
  } finally {
    await context.close();
  }
}

async function main(root = process.cwd()): Promise<number> {
  const server = process.env.BENCH_URL ? null : await startApi(root, { serveApp: true });
  const base = (process.env.BENCH_URL ?? server!.baseUrl).replace(/\/$/, '');
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const hosts = readHosts(join(root, 'screens'));
  let shifted = 0;
  try {
    for (const brand of brandsToMeasure(root)) {
      const merchant = buildBundle(join(root, 'screens'), brand).brand.merchantCode;
      const sessions = new Map<SessionKind, string | null>([['guest', null]]);
      for (const budget of readBudgets(root)) {
        const kind = sessionOf(budget);
        if (!sessions.has(kind)) sessions.set(kind, await sessionOfAccount(base, merchant, kind as Exclude<SessionKind, 'guest'>));
        const url = `${brandOrigin(hosts, base, brand)}${await resolvePath(budget.path, base, merchant)}`;
        await oneRun(browser, url, sessions.get(kind) ?? null); // a fresh server's first load is slow
        const runs: Shift[][] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, url, sessions.get(kind) ?? null));
        const cls = runs.map(clsOf);
        console.log(`${brand} ${budget.path}${kind === 'guest' ? '' : ` (${kind})`}: CLS per run ${cls.join(' ')}`);
        runs.forEach((shifts, i) => {
          if (cls[i] === 0) return;
          shifted++;
          for (const s of shifts) console.log(`    run ${i + 1} at ${s.at} ms: ${s.value.toFixed(4)} ${s.sources.join('; ')}`);
        });
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(shifted === 0 ? 'No run shifted.' : `${shifted} runs shifted.`);
  return shifted === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
