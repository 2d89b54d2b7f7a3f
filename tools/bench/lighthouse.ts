/**
 * Lighthouse benchmark of the home page (`npm run bench` calls runLighthouseBench()): the mobile preset (4x CPU
 * slowdown, simulated slow 4G) against the built app served by the reference API, as `npm start` serves it.
 * Builds nothing: run `npm run build` first. Starts the server on a free loopback port with its own data folder,
 * unless BENCH_URL points at a running one (e.g. http://localhost:8080). Chromium runs under
 * `flock /tmp/browser.lock` (machines shared by several people). Run alone: `npx tsx tools/bench/lighthouse.ts`.
 * Loads the page a few times first (a fresh server is slow), then reports the median of BENCH_LIGHTHOUSE_RUNS
 * runs (default 3) by score, with every run's figures printed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from './apiServer.ts';

const PATH = process.env.BENCH_LIGHTHOUSE_PATH ?? '/m/home';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = 95;
/** Lighthouse runs per bench; the median by score is reported. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const WARM_UP_LOADS = 3;

export interface LighthouseResult {
  url: string;
  /** 0-100. */
  performance: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  target: number;
  /** Every run's score, in run order (the figures above are the median run's). */
  runs?: number[];
}

interface Report {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run with TOOLCHAIN.md's flags; answers the parsed JSON report. */
function runLighthouse(root: string, url: string): Report {
  const bin = join(root, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) throw new Error('Lighthouse is not installed (npm install --save-dev lighthouse@^12.8.0).');
  if (!existsSync(CHROME)) throw new Error(`No Chromium at ${CHROME} (set CHROME_PATH).`);
  const out = mkdtempSync(join(tmpdir(), 'bench-lh-report-'));
  const args = [
    url,
    '--form-factor=mobile',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${join(out, 'report.json')}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  const haveFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const [cmd, cmdArgs] = haveFlock ? ['flock', ['/tmp/browser.lock', bin, ...args]] : [bin, args];
  try {
    const run = spawnSync(cmd, cmdArgs, { cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'pipe'], timeout: 300_000 });
    if (run.status !== 0) throw new Error(`Lighthouse failed (${run.status ?? run.signal}): ${String(run.stderr).slice(-500)}`);
    return JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as Report;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try then. */
function runLighthouseRetrying(root: string, url: string): Report {
  try {
    return runLighthouse(root, url);
  } catch (err) {
    if (!String(err instanceof Error ? err.message : err).includes('NO_NAVSTART')) throw err;
    console.log('  (Lighthouse recorded no trace; running again)');
    return runLighthouse(root, url);
  }
}

function resultOf(url: string, report: Report): LighthouseResult {
  const n = (id: string) => Math.round((report.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  return {
    url,
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    metrics: {
      fcpMs: Math.round(n('first-contentful-paint')),
      lcpMs: Math.round(n('largest-contentful-paint')),
      tbtMs: Math.round(n('total-blocking-time')),
      cls: n('cumulative-layout-shift'),
      speedIndexMs: Math.round(n('speed-index')),
    },
    target: TARGET,
  };
}

/**
 * A server just started runs unoptimised JS (and PGlite's WebAssembly) for its first requests, which shows in
 * the page's timings: load the page a few times first, as a running site would have been.
 */
async function warmUp(url: string): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (let i = 0; i < WARM_UP_LOADS; i++) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

export async function runLighthouseBench(root = process.cwd()): Promise<LighthouseResult> {
  const server = process.env.BENCH_URL ? null : await startApi(root, { serveApp: true });
  const url = `${(process.env.BENCH_URL ?? server!.baseUrl).replace(/\/$/, '')}${PATH}`;
  try {
    await warmUp(url);
    const runs: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = resultOf(url, runLighthouseRetrying(root, url));
      const m = run.metrics;
      console.log(`  run ${i + 1}/${RUNS}: ${run.performance} (FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}, SI ${m.speedIndexMs} ms)`);
      runs.push(run);
    }
    // The median run by score: one run's TBT swings by 2x on a shared 2-core machine.
    const result = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)];
    const m = result.metrics;
    console.log(`\nLighthouse (mobile, 4x CPU) ${PATH}, median of ${RUNS}: performance ${result.performance} (target >= ${TARGET}: ${result.performance >= TARGET ? 'met' : 'MISSED'})`);
    console.log(`  FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}, Speed Index ${m.speedIndexMs} ms`);
    return { ...result, runs: runs.map((r) => r.performance) };
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLighthouseBench().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
