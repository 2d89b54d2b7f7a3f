/**
 * `npm run test:changed [-- --base <revision>]`: the fast tier, then the browser checks of what a change touches,
 * so a widget or document change is seen in its real browser in minutes. Changed files are the working tree's
 * against the revision (default HEAD, untracked files included). From them (affected.ts):
 * - a screen document, menu, theme or text change: the screens whose drawn documents differ (visual:diff's rule);
 * - src/widgets/<type>/, src/actions/<name>.ts, src/data/<name>.ts (callSources.ts: each of its sources): the screens drawing that widget, running that
 *   action or binding that data source;
 * - a spec or the fault matrix: itself;
 * - anything shared (the renderer, the app, the design system, the server, schemas, configs): every browser test.
 * Then the screens' shots of the visual matrix, the e2e specs that open them, and their fault matrix cases run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { affectedBy, type Affected } from './affected.ts';
import { BUILD_STAGE, browserStage, fastStages, serverStage, type Stage, visualStage } from './stages.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/** Files the working tree changed against `base`, untracked ones included, relative to the repository. */
function changedFiles(base: string): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')])].sort();
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Playwright matches --grep against a test's title path joined by spaces, after an empty root title: " <project>
 * <file from the repository root> <describe titles> <title>".
 */
const TITLE = '^ ?';

/** Playwright --grep for the chosen e2e spec files and fault matrix screens. */
export function browserGrep(a: Affected): string | undefined {
  const parts = [
    ...a.specs.map((f) => `${TITLE}e2e ${escapeRegExp(f)} `),
    ...(a.allFaults
      ? [`${TITLE}faults `]
      : a.faultScreens.length
        ? [`${TITLE}faults tests/faults/faultMatrix\\.spec\\.ts fault matrix \\w+ (${a.faultScreens.map(escapeRegExp).join('|')}):`]
        : []),
  ];
  return parts.length ? parts.join('|') : undefined;
}

/** Playwright --grep for the chosen visual matrix shots ("visual tests/visual/matrix.spec.ts <brand> <role> <screen>"). */
export function visualGrep(a: Affected): string | undefined {
  const parts = [...a.shots].map(([brand, screens]) => `${escapeRegExp(brand)} \\w+ (${[...screens].map(escapeRegExp).join('|')})`);
  return parts.length ? `${TITLE}visual tests/visual/matrix\\.spec\\.ts (${parts.join('|')})$` : undefined;
}

export function changedStages(base = 'HEAD'): Stage[] {
  const tmp = mkdtempSync(join(tmpdir(), 'test-changed-'));
  try {
    const files = changedFiles(base);
    const a = affectedBy(ROOT, files, base, tmp);
    for (const line of a.reasons) console.log(`test:changed: ${line}`);
    const stages = fastStages();
    if (a.server) stages.push(serverStage('pglite'));
    if (!a.all && !a.specs.length && !a.faultScreens.length && !a.allFaults && !a.shots.size) return stages;
    stages.push(BUILD_STAGE);
    if (a.all) return [...stages, browserStage(), visualStage()];
    const browser = browserGrep(a);
    // Without a spec, the screens may have no fault case either: that alone is no failure.
    if (browser) stages.push(browserStage(['--grep', browser, ...(a.specs.length ? [] : ['--pass-with-no-tests'])]));
    const visual = visualGrep(a);
    if (visual) stages.push(visualStage(['--grep', visual], false));
    return stages;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
