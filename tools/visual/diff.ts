import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import type { BrandBundle } from '../../src/generated/brand-bundle.ts';
import { brandOrigin } from '../brands/brandOrigin.ts';
import { buildBundle, listBrands, readHosts } from '../brands/loadDocuments.ts';
import { changedScreens, codeLocaleKeys, type ScreenChange } from './changes.ts';
import { comparePictures, pictureArea } from './compare.ts';
import { revealWholePage } from './fullPage.ts';
import { CLOCK_START, loginSession, openShot, preparePage, VISUAL_CONTEXT, VISUAL_LAUNCH } from './page.ts';
import { type RoleResult, reportHtml, reportText, type ScreenResult } from './report.ts';
import { screensAtRevision } from './revision.ts';
import { stableScreenshot } from './settle.ts';
import { type Role, ROLE_ACCOUNT, ROLES, rolesFor, shotOf } from './shots.ts';

/**
 * `npm run visual:diff -- [--base <git rev>] [--out <dir>]`: which screens a change to screens/ touches, and how
 * they look before and after. Composes every brand from the base revision's screens/ and from the working tree's,
 * finds the screens whose drawn documents differ (changes.ts), draws each in Chromium (guest and member, or the
 * agent for agent-only screens) against the built app and a reference server started here with a fixed clock,
 * serving each side's composed bundle as the brand document (/brands/current.json), and writes <out>/index.html with before | after |
 * diff per screen (the whole scrolled page: fullPage.ts) beside what changed in its documents (docDiff.ts), plus a
 * summary on stdout. Page preparation is the visual matrix's (page.ts, settle.ts).
 * For tests: --base-dir <screens folder> instead of a revision, --screens <folder> instead of screens/, and
 * --api <url> to draw against a reference server already running with the visual clock (the visual matrix's)
 * instead of starting and seeding one (minutes on a busy machine).
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE =
  'usage: npm run visual:diff -- [--base <git rev, default HEAD>] [--out <dir, default visual-diff>] [--api <running reference server with the visual clock>]';

interface Options {
  base: string;
  baseDir?: string;
  api?: string;
  screens: string;
  out: string;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { base: 'HEAD', screens: join(ROOT, 'screens'), out: join(ROOT, 'visual-diff') };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (value === undefined || !['--base', '--base-dir', '--screens', '--out', '--api'].includes(argv[i])) throw new Error(USAGE);
    if (argv[i] === '--base') o.base = value;
    else if (argv[i] === '--api') o.api = value.replace(/\/$/, '');
    else if (argv[i] === '--base-dir') o.baseDir = resolve(value);
    else if (argv[i] === '--screens') o.screens = resolve(value);
    else o.out = resolve(value);
    i++;
  }
  return o;
}

const log = (line: string): void => void process.stderr.write(`${line}\n`);

function newestMtime(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(path).map((n) => newestMtime(join(path, n))));
}

/** The diff draws with the built app: builds it when dist/ is missing or older than the app's sources. */
function ensureBuilt(): void {
  const built = join(ROOT, 'dist/index.html');
  const sources = Math.max(newestMtime(join(ROOT, 'src')), newestMtime(join(ROOT, 'index.html')), newestMtime(join(ROOT, 'vite.config.ts')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  log(`dist/ is ${existsSync(built) ? 'older than src/' : 'missing'}: building the app first (npx vite build)...`);
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The base side's screens/: a folder given, or the revision's screens/ unpacked with git archive. */
function baseScreens(o: Options, tmp: string): string {
  return o.baseDir ?? screensAtRevision(ROOT, o.base, tmp);
}

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

/** A reference server on a free port with a fresh database and the visual clock; resolves once it listens. */
async function startServer(dataDir: string): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLOCK_START,
    NODE_ENV: 'development',
    DEMO_MODE: '1',
    LOG_LEVEL: 'error',
  };
  const proc = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((res, rej) => {
    let out = '';
    proc.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('Listening')) res();
    });
    proc.once('exit', (code) => rej(new Error(`the reference server exited (${code}): ${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, proc };
}

type Side = 'before' | 'after';

/** Draws every changed screen of one brand for one role on one side, in one page; answers file -> note. */
async function shootSide(
  browser: Browser,
  url: string,
  brand: string,
  bundle: BrandBundle,
  side: Side,
  role: Role,
  session: Record<string, unknown> | null,
  screens: string[],
  out: string,
): Promise<Map<string, string | undefined>> {
  const taken = new Map<string, string | undefined>();
  // The brand's own host on the server's port: the built app picks its brand by host (the server's map, screens/hosts.json).
  const context = await browser.newContext({ ...VISUAL_CONTEXT, baseURL: brandOrigin(readHosts(join(ROOT, 'screens')), url, brand) });
  try {
    const page = await context.newPage();
    await preparePage(page, { brand, session, bundle });
    for (const id of screens) {
      const screen = bundle.screens.find((s) => s.id === id);
      if (!screen) continue;
      const shown = await openShot(page, shotOf(brand, bundle, screen, role));
      await revealWholePage(page);
      const file = join(out, 'img', brand, role, `${id}-${side}.png`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await stableScreenshot(page, 10, true));
      taken.set(file, shown === id ? undefined : `${side}: shows ${shown ?? 'nothing'} instead`);
      log(`  ${brand} ${role} ${id} (${side})`);
    }
  } finally {
    await context.close();
  }
  return taken;
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const tmp = mkdtempSync(join(tmpdir(), 'visual-diff-'));
  const title = `visual:diff ${o.baseDir ? relative(ROOT, o.baseDir) || '.' : o.base} -> ${relative(ROOT, o.screens) || '.'}`;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    const beforeDir = baseScreens(o, tmp);
    const codeKeys = codeLocaleKeys(join(ROOT, 'src'));
    const bundles = new Map<string, { before?: BrandBundle; after?: BrandBundle }>();
    for (const brand of [...new Set([...listBrands(beforeDir), ...listBrands(o.screens)])].sort()) {
      const has = (dir: string) => existsSync(join(dir, brand, 'brand.json'));
      bundles.set(brand, {
        before: has(beforeDir) ? buildBundle(beforeDir, brand) : undefined,
        after: has(o.screens) ? buildBundle(o.screens, brand) : undefined,
      });
    }
    const changes: ScreenChange[] = [...bundles].flatMap(([brand, b]) => changedScreens(brand, b.before, b.after, codeKeys));
    rmSync(join(o.out, 'img'), { recursive: true, force: true });
    mkdirSync(o.out, { recursive: true });
    const results: ScreenResult[] = [];
    if (changes.length > 0) {
      ensureBuilt();
      log(`${changes.length} screens changed in their documents; ${o.api ? `drawing against ${o.api}` : 'starting a reference server'} and Chromium...`);
      const started = o.api ? { url: o.api } : await startServer(join(tmp, 'data'));
      if ('proc' in started) server = started.proc;
      browser = await chromium.launch(VISUAL_LAUNCH);
      for (const [brand, b] of bundles) {
        const mine = changes.filter((c) => c.brand === brand);
        // Who is shown a screen: the roles either side's access rules let in.
        const rolesOf = (id: string): Role[] => {
          const docs = [b.before, b.after].flatMap((x) => x?.screens.filter((s) => s.id === id) ?? []);
          return ROLES.filter((r) => docs.some((d) => rolesFor(d).includes(r)));
        };
        const files = new Map<string, string | undefined>();
        for (const role of ROLES) {
          const ids = mine.filter((c) => rolesOf(c.screen).includes(role)).map((c) => c.screen);
          if (ids.length === 0) continue;
          const account = ROLE_ACCOUNT[role];
          let session: Record<string, unknown> | null = null;
          try {
            if (account) session = await loginSession(started.url, (b.after ?? b.before) as BrandBundle, account);
          } catch (err) {
            // A merchant the demo data does not have (a new brand): its screens are still listed, undrawn.
            log(`  ${brand}: could not sign ${account} in (${err instanceof Error ? err.message : err}); ${role} pictures skipped`);
            continue;
          }
          for (const side of ['before', 'after'] as const) {
            const bundle = b[side];
            if (bundle) for (const [f, note] of await shootSide(browser, started.url, brand, bundle, side, role, session, ids, o.out)) files.set(f, note);
          }
        }
        for (const c of mine) {
          const roles: RoleResult[] = rolesOf(c.screen).map((role) => {
            const file = (side: Side) => join(o.out, 'img', brand, role, `${c.screen}-${side}.png`);
            const [bf, af, df] = [file('before'), file('after'), join(o.out, 'img', brand, role, `${c.screen}-diff.png`)];
            const has = (f: string) => files.has(f);
            const rel = (f: string) => (has(f) || f === df ? relative(o.out, f) : undefined);
            // On one side only (a screen added or removed): every pixel counts as changed.
            const drawn = has(bf) || has(af);
            const changed = has(bf) && has(af) ? comparePictures(bf, af, df) : drawn ? pictureArea(has(bf) ? bf : af) : 0;
            const note = [files.get(bf), files.get(af)].filter(Boolean).join('; ') || (drawn ? undefined : 'not drawn');
            return { role, before: rel(bf), after: rel(af), diff: has(bf) && has(af) ? rel(df) : undefined, changedPixels: changed, note };
          });
          results.push({ ...c, roles });
        }
      }
    }
    const page = join(o.out, 'index.html');
    writeFileSync(page, reportHtml(results, title));
    process.stdout.write(`${reportText(results, title, relative(process.cwd(), page) || page)}\n`);
  } finally {
    await browser?.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited; // its database is in tmp
    }
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
