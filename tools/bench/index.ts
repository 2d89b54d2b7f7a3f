import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildBundle, listBrands } from '../brands/loadDocuments.ts';
import { measureRoutes, type RouteSize } from './bundles.ts';

/**
 * `npm run bench`: prints the figures later issues hold budgets against, and writes them to
 * bench-results/latest.json so runs can be compared. Build first (`npm run build`).
 */
const root = process.cwd();
const KB = (n: number) => (n / 1024).toFixed(1);
const HOME_JS_BUDGET_BROTLI = 120 * 1024;

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
  const home = routes.filter((r: RouteSize) => r.screen === 'home');
  for (const h of home) {
    const ok = h.js.brotli <= HOME_JS_BUDGET_BROTLI;
    // Files count as well as bytes: on a slow phone network each costs a round trip (6 at a time over HTTP/1.1).
    console.log(`\nhome (${h.brand}, guest): ${KB(h.js.brotli)} KB brotli JS in ${h.files.length} files, budget 120 KB: ${ok ? 'within' : 'OVER'}`);
  }
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
      results.lighthouse = await runLighthouseBench(root);
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
