import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatFinding, lintConfig } from '../../../tools/lint/index.ts';
import { runLint } from '../../../tools/lint/run.ts';
import { cleanupCopies, copyScreens, errors, fileOf, FIXTURE, positionOf, readJson, writeJson } from './helpers.ts';

afterAll(cleanupCopies);

const TSX = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const runCli = (dir: string) => spawnSync(TSX, ['tools/lint/cli.ts', dir], { encoding: 'utf8', cwd: process.cwd() });

interface Doc {
  body: Record<string, unknown>[];
}

/** A base screen with a body to add broken nodes to (home when there is one). */
function probeScreen(dir: string): string {
  if (existsSync(join(dir, '_base/screens/home.json'))) return '_base/screens/home.json';
  throw new Error('no _base/screens/home.json');
}

describe('lint:config on whole folders', () => {
  it('is clean on the fixture', async () => {
    expect((await lintConfig(FIXTURE)).map(formatFinding)).toEqual([]);
  });

  it('has no errors on the shipped screens/', async () => {
    expect(errors(await lintConfig('screens')).map(formatFinding)).toEqual([]);
  });

  it('names file:line:col with a did-you-mean for a misspelt widget, an unknown variable and a bad prop, and the CLI fails', async () => {
    const dir = copyScreens(existsSync('screens/_base/screens/home.json') ? 'screens' : FIXTURE);
    const rel = probeScreen(dir);
    const doc = readJson<Doc>(dir, rel);
    doc.body.push(
      { id: 'lint.probe.widget', type: 'buton', props: { labelKey: 'ok' } },
      { id: 'lint.probe.when', type: 'noData', when: { and: [{ var: 'session.isAgnt' }] } },
      { id: 'lint.probe.prop', type: 'text', props: { textKey: 'ok', variant: 'titel' } },
    );
    writeJson(dir, rel, doc);
    const found = errors(await lintConfig(dir));
    const file = fileOf(dir, rel);
    const expectAt = (needle: string, rule: string, suggestion: string) => {
      const f = found.find((x) => x.rule === rule && x.suggestion === suggestion);
      expect(f, `${rule} finding; got:\n${found.map(formatFinding).join('\n')}`).toBeDefined();
      expect(f).toMatchObject({ file, ...positionOf(dir, rel, needle) });
      return f!;
    };
    expect(expectAt('"buton"', 'unknown-widget', 'button').pointer).toMatch(/^\/body\/\d+\/type$/);
    expect(expectAt('"session.isAgnt"', 'unknown-variable', 'session.isAgent').pointer).toMatch(/\/when\/and\/0\/var$/);
    expect(expectAt('"titel"', 'widget-props', 'title').pointer).toMatch(/\/props\/variant$/);

    const cli = runCli(dir);
    expect(cli.status).toBe(1);
    const { line, col } = positionOf(dir, rel, '"buton"');
    expect(cli.stdout).toContain(`${file}:${line}:${col}  error  `);
    expect(cli.stdout).toContain('unknown widget type "buton"');
    expect(cli.stdout).toContain('Did you mean "button"?');
    expect(cli.stdout).toMatch(/lint:config: \d+ errors?, \d+ warnings? in \d+ files? under /);
  }, 15000);

  it('exits 0 on a clean folder and prints the summary', async () => {
    const lines: string[] = [];
    expect(await runLint([FIXTURE], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([`lint:config: no problems in ${FIXTURE}`]);
  });
});
