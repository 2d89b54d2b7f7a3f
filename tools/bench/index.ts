import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle, listBrands } from '../brands/loadDocuments.ts';
import { screenAt } from '../../src/core/brand/screenAt.ts';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { measureRoutes, type RouteSize } from './bundles.ts';
import type { LighthouseResult } from './lighthouse.ts';

/**
 * `npm run bench`: prints the figures later issues hold budgets against, and writes them to
 * bench-results/latest.json so runs can be compared. Build first (`npm run build`).
 */
const root = process.cwd();
const KB = (n: number) => (n / 1024).toFixed(1);

/** One table: each measured route's score and metrics, and its first-screen JS, against its budgets. */
function printRouteTable(results: LighthouseResult[], sizes: RouteSize[], bundles: Record<string, BrandBundle>): void {
  console.log(`\nRoutes against their budgets (median of ${results[0]?.runs.length ?? 0} runs; JS = first-screen brotli)`);
  console.log('brand  route                      score  FCP ms  LCP ms  TBT ms    CLS  JS KB   budget      result');
  const misses: string[] = [];
  for (const r of results) {
    const screen = screenAt(bundles[r.brand], r.path)?.id;
    const js = sizes.find((s) => s.brand === r.brand && s.screen === screen)?.js.brotli ?? NaN;
    const over = [r.performance < r.budget.score ? `score < ${r.budget.score}` : '', js > r.budget.firstScreenJsKb * 1024 ? `JS > ${r.budget.firstScreenJsKb} KB` : ''].filter(Boolean);
    const route = `${r.path}${r.member ? ' (member)' : ''}`;
    if (over.length) misses.push(`${r.brand} ${route}: ${over.join(', ')}`);
    const m = r.metrics;
    console.log(
      `${r.brand.padEnd(6)} ${route.padEnd(26)} ${String(r.performance).padStart(5)} ${String(m.fcpMs).padStart(7)} ${String(m.lcpMs).padStart(7)} ${String(m.tbtMs).padStart(7)} ${m.cls.toFixed(3).padStart(6)} ${KB(js).padStart(6)}   ${`${r.budget.score}/${r.budget.firstScreenJsKb}KB`.padEnd(10)}  ${over.length ? 'MISS' : 'ok'}`,
    );
  }
  console.log(misses.length ? `\n${misses.length} of ${results.length} routes miss a budget:\n  ${misses.join('\n  ')}` : `\nEvery measured route is within its budgets.`);
}

async function main(): Promise<void> {
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) throw new Error('No build found: run `npm run build` first.');
  const screensDir = join(root, 'screens');
  const bundles = Object.fromEntries(listBrands(screensDir).map((b) => [b, buildBundle(screensDir, b)]));
  const routes = measureRoutes(dist, bundles);
  console.log('\nJS and CSS each route needs to draw its first screen (KB: raw / gzip / brotli; deferred chunks excluded)');
  console.log('brand  route                                   JS raw   gzip   brotli | CSS raw  gzip  brotli');
  for (const r of routes) {
    console.log(
      `${r.brand.padEnd(6)} ${r.path.padEnd(38)} ${KB(r.js.raw).padStart(7)} ${KB(r.js.gzip).padStart(6)} ${KB(r.js.brotli).padStart(7)} | ${KB(r.css.raw).padStart(6)} ${KB(r.css.gzip).padStart(5)} ${KB(r.css.brotli).padStart(6)}`,
    );
  }
  // Files count as well as bytes: on a slow phone network each costs a round trip (6 at a time over HTTP/1.1).
  for (const h of routes.filter((r: RouteSize) => r.screen === 'home')) console.log(`\nhome (${h.brand}, guest): ${KB(h.js.brotli)} KB brotli JS in ${h.files.length} files`);
  const results: Record<string, unknown> = { date: new Date().toISOString(), routes };
  if (existsSync(join(root, 'tools', 'bench', 'api.ts')) && process.env.BENCH_SKIP_API !== '1') {
    const api = (await import('./api.ts')) as { runApiBench?: () => Promise<unknown> };
    if (api.runApiBench) results.api = await api.runApiBench();
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
  // Guarded: without Chromium or Lighthouse the size and API figures are still written.
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    try {
      const { runLighthouseBench } = await import('./lighthouse.ts');
      console.log('\nLighthouse (mobile preset: 4x CPU, simulated slow 4G), each route of tools/bench/budgets.json:');
      const lighthouse = await runLighthouseBench(root);
      results.lighthouse = lighthouse;
      printRouteTable(lighthouse, routes, bundles);
    } catch (err) {
      console.log(`\nLighthouse skipped: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', 'latest.json'), JSON.stringify(results, null, 2));
  console.log('\nWritten: bench-results/latest.json');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
