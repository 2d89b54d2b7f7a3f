/**
 * The operator studio's figures (`npm run bench`, or alone: `npx tsx tools/bench/studio.ts`; build first):
 * - first load: the JS (and CSS) the studio page needs before it draws, brotli, from dist-studio's manifest (the
 *   entry and its static imports; the inspector, rjsf and each widget's form load later). Budget 300 KB of JS.
 * - edit to preview: in Chromium against a server of its own, signed in as the demo operator on royal's home, the
 *   time from each keystroke in the carousel's speed field to the preview's `rendered` answer for the draft it
 *   made (the real player app in the iframe, drawn). Budget 200 ms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { DEMO_OPERATOR } from '../../server/src/seed/demoOperator.ts';
import { startApi } from './apiServer.ts';

const BUDGET = { firstLoadJsKb: 300, editToPreviewMs: 200 };
const KEYSTROKES = 12;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface StudioBench {
  firstLoad: { jsKb: number; cssKb: number; files: number; withinBudget: boolean };
  /** ms from a keystroke to the preview's `rendered` for it. */
  editToPreview: { samples: number[]; medianMs: number; p95Ms: number; maxMs: number; withinBudget: boolean } | null;
  budget: typeof BUDGET;
}

/** The studio page's own files before it draws: its entry and every chunk it imports statically. */
function studioFirstLoad(root = process.cwd()): StudioBench['firstLoad'] {
  const dir = join(root, 'dist-studio');
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => k.endsWith('index.html'));
  if (!entry) throw new Error('dist-studio has no index.html entry: run `npm run build`.');
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(entry);
  const brotli = (files: Set<string>) => [...files].reduce((sum, f) => sum + brotliCompressSync(readFileSync(join(dir, f))).length, 0);
  const jsKb = Math.round(brotli(js) / 102.4) / 10;
  return { jsKb, cssKb: Math.round(brotli(css) / 102.4) / 10, files: js.size + css.size, withinBudget: jsKb <= BUDGET.firstLoadJsKb };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Keystroke to drawn preview, in a real browser against a server of its own. */
async function editToPreview(root: string): Promise<NonNullable<StudioBench['editToPreview']>> {
  const api = await startApi(root, { serveApp: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // localhost, not 127.0.0.1: the operator cookie is Secure, which browsers allow on plain HTTP for localhost.
    const origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    await page.goto(`${origin}/studio/`);
    await page.getByLabel('Operator name').fill(DEMO_OPERATOR.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('combobox', { name: 'Brand' }).selectOption('royal');
    await page
      .getByRole('navigation', { name: 'Brand documents' })
      .getByRole('button', { name: /^home\b/ })
      .click();
    await page.getByRole('tree').getByRole('treeitem', { name: 'bannerCarousel home.banners' }).click();
    await page.frameLocator('iframe[title^="Preview of royal"]').getByTestId('home.banners').waitFor({ timeout: 60_000 });
    const speed = page.getByRole('spinbutton', { name: 'speed' });
    await speed.fill('');
    // Each keystroke's time, and the time the preview answered the next `rendered` after it.
    await page.evaluate(() => {
      const w = window as Window & { __bench?: { key: number | null; samples: number[] } };
      const bench = { key: null as number | null, samples: [] as number[] };
      w.__bench = bench;
      window.addEventListener('keydown', () => (bench.key = performance.now()), true);
      window.addEventListener('message', (e) => {
        const data = e.data as { channel?: string; type?: string } | null;
        if (data?.channel === 'mc-studio' && data.type === 'rendered' && bench.key !== null) {
          bench.samples.push(performance.now() - bench.key);
          bench.key = null;
        }
      });
    });
    await speed.focus();
    // Speeds 1, 12, 123, 1234, then backspaces and again: every keystroke is a valid value, so a draft.
    const keys = ['1', '2', '3', '4', 'Backspace', 'Backspace', 'Backspace', '5', '6', '7', 'Backspace', '8'].slice(0, KEYSTROKES);
    for (const key of keys) {
      await page.keyboard.press(key);
      await page
        .waitForFunction((n) => ((window as Window & { __bench?: { samples: number[] } }).__bench?.samples.length ?? 0) >= n, keys.indexOf(key) + 1, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      await page.waitForTimeout(150);
    }
    const samples = (await page.evaluate(() => (window as Window & { __bench?: { samples: number[] } }).__bench?.samples ?? [])).map((ms) => Math.round(ms));
    if (samples.length === 0) throw new Error('the preview answered no keystroke');
    const sorted = [...samples].sort((a, b) => a - b);
    const p95Ms = percentile(sorted, 95);
    return { samples, medianMs: percentile(sorted, 50), p95Ms, maxMs: sorted.at(-1) ?? 0, withinBudget: p95Ms <= BUDGET.editToPreviewMs };
  } finally {
    await browser.close();
    await api.stop();
  }
}

export async function runStudioBench(root = process.cwd()): Promise<StudioBench> {
  const firstLoad = studioFirstLoad(root);
  let edits: StudioBench['editToPreview'] = null;
  try {
    edits = await editToPreview(root);
  } catch (err) {
    console.log(`\nStudio edit-to-preview skipped: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { firstLoad, editToPreview: edits, budget: BUDGET };
}

/** The lines `npm run bench` prints. */
export function printStudioBench(r: StudioBench): void {
  const ok = (b: boolean) => (b ? 'ok' : 'MISS');
  console.log('\nOperator studio (/studio)');
  console.log(
    `first load: ${r.firstLoad.jsKb} KB brotli JS + ${r.firstLoad.cssKb} KB CSS in ${r.firstLoad.files} files (budget ${r.budget.firstLoadJsKb} KB JS): ${ok(r.firstLoad.withinBudget)}`,
  );
  if (r.editToPreview) {
    const e = r.editToPreview;
    console.log(
      `keystroke to drawn preview: median ${e.medianMs} ms, p95 ${e.p95Ms} ms, max ${e.maxMs} ms over ${e.samples.length} keystrokes (budget ${r.budget.editToPreviewMs} ms): ${ok(e.withinBudget)}`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runStudioBench().then(printStudioBench, (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
