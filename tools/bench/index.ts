import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle, listBrands } from '../brands/loadDocuments.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { loadBuild, measureRoutes, routeJsBytes, type Build, type RouteSize } from './bundles.ts';
import { checkRoutes, exitCodeOf, routeLabel, sameRoute, sessionOf, type RouteBudget, type RouteMeasure, type RouteVerdict } from './check.ts';
import { readBudgets, type LighthouseBench, type LighthouseResult } from './lighthouse.ts';
import { describeCpuIndex, describeMachineLoad, isQuiet, LIGHTHOUSE_REFERENCE_CPU_INDEX, medianOf } from './machineLoad.ts';

/**
 * `npm run bench`: prints the figures later issues hold budgets against, and writes them to
 * bench-results/latest.json so runs can be compared. Build first (`npm run build`). With `--check` it exits
 * non-zero when a route of tools/bench/budgets.json misses its score or first-screen JS budget, or when Lighthouse
 * could not run (BENCH_SKIP_LIGHTHOUSE=1 checks the JS budgets alone).
 */
const CHECK = process.argv.includes('--check');
const root = process.cwd();
const KB = (n: number) => (n / 1024).toFixed(1);

/**
 * One table: each budget route of each brand, its Lighthouse figures (when Lighthouse ran) and first-screen JS,
 * against its budgets. Returns the verdicts (`--check` exits non-zero on a miss).
 */
function printRouteTable(
  budgets: readonly RouteBudget[],
  results: LighthouseResult[] | null,
  build: Build,
  bundles: Record<string, BrandBundle>,
): RouteVerdict[] {
  const measures: RouteMeasure[] = [];
  const rows: { figures: LighthouseResult | undefined; path: string }[] = [];
  for (const brand of Object.keys(bundles)) {
    for (const budget of budgets) {
      const figures = results?.find((r) => r.brand === brand && sameRoute(r.budget, budget));
      const path = figures?.path ?? budget.path;
      measures.push({
        brand,
        budget,
        jsBytes: routeJsBytes(build, bundles[brand], path.replace('{promotion}', '0'), sessionOf(budget)),
        score: figures?.performance,
        clsRuns: figures?.clsRuns,
      });
      rows.push({ figures, path });
    }
  }
  const verdicts = checkRoutes(measures, { scores: results !== null });
  const runs = results?.[0]?.runs.length ?? 0;
  console.log(
    `\nRoutes against their budgets (${results ? `Lighthouse mobile preset, median of ${runs} runs; CLS of each run, in run order` : 'Lighthouse not run'}; JS = first-screen brotli KB)`,
  );
  console.log('brand  route                                score  FCP ms  LCP ms  TBT ms  CLS per run      JS KB  budget     result');
  verdicts.forEach((v, i) => {
    const f = rows[i].figures;
    const m = f?.metrics;
    const n = (x: number | undefined, w: number) => (x === undefined ? '-' : String(x)).padStart(w);
    console.log(
      `${v.brand.padEnd(6)} ${routeLabel({ ...v.budget, path: rows[i].path }).padEnd(36)} ${n(f?.performance, 5)} ${n(m?.fcpMs, 7)} ${n(m?.lcpMs, 7)} ${n(m?.tbtMs, 7)}  ${(f ? f.clsRuns.map((c) => c.toFixed(3)).join(' ') : '-').padEnd(15)} ${KB(v.jsBytes).padStart(6)}  ${`${v.budget.score}/${v.budget.firstScreenJsKb}KB`.padEnd(9)}  ${v.misses.length ? `MISS: ${v.misses.join(', ')}` : 'ok'}`,
    );
  });
  const missed = verdicts.filter((v) => v.misses.length);
  console.log(missed.length ? `\n${missed.length} of ${verdicts.length} routes miss a budget.` : `\nEvery measured route is within its budgets.`);
  return verdicts;
}

async function main(): Promise<void> {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) throw new Error('No build found: run `npm run build` first.');
  const screensDir = join(root, 'screens');
  const bundles = Object.fromEntries(listBrands(screensDir).map((b) => [b, buildBundle(screensDir, b)]));
  const build = loadBuild(dist);
  const routes = measureRoutes(dist, bundles, build);
  console.log('\nJS and CSS each route needs to draw its first screen (KB: raw / gzip / brotli; deferred chunks excluded)');
  console.log('brand  route                                   JS raw   gzip   brotli | CSS raw  gzip  brotli');
  for (const r of routes) {
    console.log(
      `${r.brand.padEnd(6)} ${r.path.padEnd(38)} ${KB(r.js.raw).padStart(7)} ${KB(r.js.gzip).padStart(6)} ${KB(r.js.brotli).padStart(7)} | ${KB(r.css.raw).padStart(6)} ${KB(r.css.gzip).padStart(5)} ${KB(r.css.brotli).padStart(6)}`,
    );
  }
  // Files count as well as bytes: on a slow phone network each costs a round trip (6 at a time over HTTP/1.1).
  for (const h of routes.filter((r: RouteSize) => r.screen === 'home'))
    console.log(`\nhome (${h.brand}, guest): ${KB(h.js.brotli)} KB brotli JS in ${h.files.length} files`);
  const results: Record<string, unknown> = { date: new Date().toISOString(), routes };
  if (existsSync(join(root, 'tools', 'bench', 'api.ts')) && process.env.BENCH_SKIP_API !== '1') {
    const api = (await import('./api.ts')) as { runApiBench?: () => Promise<unknown> };
    if (api.runApiBench) results.api = await api.runApiBench();
  }
  if (process.env.BENCH_SKIP_CAPTCHA !== '1') {
    const captcha = await import('./captchaCost.ts');
    const cost = await captcha.runCaptchaCostBench();
    captcha.printCaptchaCost(cost);
    results.captcha = cost;
  }
  if (process.env.BENCH_SKIP_PUBLISHING !== '1') {
    // Servers of their own (and a second instance on PostgreSQL when there is one): skipped with a note on failure.
    try {
      const publishing = await import('./publishing.ts');
      const figures = await publishing.runPublishingBench(root);
      publishing.printPublishingBench(figures);
      results.publishing = figures;
    } catch (err) {
      console.log(`\nPublishing bench skipped: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (process.env.BENCH_SKIP_STUDIO !== '1' && existsSync(join(root, 'dist-studio', '.vite', 'manifest.json'))) {
    // The studio's first load from its build; its edit-to-preview in Chromium on a server of its own (skipped
    // with a note when either cannot start).
    const studio = await import('./studio.ts');
    results.studio = await studio.runStudioBench(root);
    studio.printStudioBench(results.studio as Awaited<ReturnType<typeof studio.runStudioBench>>);
  }
  if (process.env.BENCH_SKIP_LOBBY !== '1') {
    // Chromium + a server of its own: skipped with a note (never failing the bench) when either cannot start.
    try {
      const lobby = await import('./lobby.ts');
      results.lobby = await lobby.runLobbyBench(root);
      lobby.printLobbyBench(results.lobby as Awaited<ReturnType<typeof lobby.runLobbyBench>>);
    } catch (err) {
      console.log(`\nLobby bench skipped: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  // Guarded: without Chromium or Lighthouse the size and API figures are still written (and --check fails).
  let lighthouse: LighthouseResult[] | null = null;
  let machine: LighthouseBench['machine'] | null = null;
  let lighthouseFailed = false;
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    try {
      const { runLighthouseBench } = await import('./lighthouse.ts');
      console.log('\nLighthouse (mobile preset: 4x CPU, simulated slow 4G), each route of tools/bench/budgets.json:');
      const bench = await runLighthouseBench(root);
      lighthouse = bench.results;
      machine = bench.machine;
      results.lighthouse = lighthouse;
      results.machine = machine;
    } catch (err) {
      lighthouseFailed = true;
      console.log(`\nLighthouse skipped: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const verdicts = printRouteTable(readBudgets(root), lighthouse, build, bundles);
  // A miss measured on a busy machine is said to be one, beside the verdict it may explain.
  if (machine && !isQuiet(machine.before)) console.log(describeMachineLoad('before the Lighthouse runs', machine.before));
  if (machine && !isQuiet(machine.after)) console.log(describeMachineLoad('after them', machine.after));
  const cpuIndexes = lighthouse?.flatMap((r) => r.cpuIndexRuns) ?? [];
  if (cpuIndexes.length && medianOf(cpuIndexes) < LIGHTHOUSE_REFERENCE_CPU_INDEX) console.log(describeCpuIndex(cpuIndexes));
  results.budgets = verdicts.map((v) => ({
    brand: v.brand,
    route: routeLabel(v.budget),
    jsKb: Math.round(v.jsBytes / 102.4) / 10,
    score: v.score ?? null,
    clsRuns: v.clsRuns ?? null,
    misses: v.misses,
  }));
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'latest.json'), JSON.stringify(results, null, 2));
  console.log('\nWritten: bench-results/latest.json');
  if (CHECK) {
    const code = lighthouseFailed ? 1 : exitCodeOf(verdicts);
    console.log(code === 0 ? '\n--check: every route is within its budgets.' : `\n--check: FAILED${lighthouseFailed ? ' (Lighthouse did not run)' : ''}.`);
    process.exitCode = code;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
