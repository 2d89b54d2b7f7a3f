import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { affectedBy } from '../../../tools/test/affected.ts';
import { browserGrep, visualGrep } from '../../../tools/test/changed.ts';

const ROOT = process.cwd();
const tmp = mkdtempSync(join(tmpdir(), 'affected-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const affected = (...files: string[]) => affectedBy(ROOT, files, 'HEAD', tmp);

describe('test:changed picks the browser checks of what a change touches', () => {
  it('a widget: the screens drawing it, in every brand, their e2e specs and fault cases; nothing else', () => {
    const a = affected('src/widgets/winnersBoard/WinnersBoard.tsx');
    expect(a.all).toBe(false);
    expect([...(a.shots.get('lucky') ?? [])]).toContain('home');
    expect([...(a.shots.get('royal') ?? [])]).toContain('home');
    expect([...(a.shots.get('lucky') ?? [])]).not.toContain('login');
    expect(a.specs).toContain('tests/e2e/home.spec.ts');
    expect(a.faultScreens).toContain('home');
    expect(a.reasons.some((r) => r.startsWith('lucky home: draws or runs winnersBoard'))).toBe(true);
  });

  it('a data source: the screens binding it, and each of the one-call sources for their shared file', () => {
    expect([...(affected('src/data/winners.ts').shots.get('lucky') ?? [])]).toContain('home');
    const a = affected('src/data/callSources.ts');
    expect(a.reasons.some((r) => r.includes('helpCenter') && r.includes('walletBalance'))).toBe(true);
    expect([...(a.shots.get('lucky') ?? [])]).toContain('home');
  });

  it('a spec runs itself; the fault matrix all of its cases; a server test the server stage', () => {
    expect(affected('tests/e2e/wallet.spec.ts').specs).toEqual(['tests/e2e/wallet.spec.ts']);
    expect(affected('tests/faults/inject.ts').allFaults).toBe(true);
    const server = affected('tests/server/wallet.test.ts');
    expect(server).toMatchObject({ server: true, all: false, specs: [] });
  });

  it('the fast tier covers tests, tools and prose it runs: no browser check', () => {
    const a = affected('tests/unit/renderer/retryTaps.test.tsx', 'tools/lint/cli.ts', 'README.md');
    expect(a).toMatchObject({ all: false, server: false, specs: [], faultScreens: [], allFaults: false });
    expect(a.shots.size).toBe(0);
  });

  it('anything shared (the renderer, the server) runs every browser test, the server too', () => {
    expect(affected('src/renderer/NodeView.tsx').all).toBe(true);
    expect(affected('server/src/routes/dev.ts')).toMatchObject({ all: true, server: true });
  });
});

describe("test:changed's choices reach Playwright's tests", () => {
  const list = (only: string, projects: string[], grep: string): string =>
    execFileSync('node_modules/.bin/playwright', ['test', '--list', ...projects.flatMap((p) => ['--project', p]), '--grep', grep], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PW_ONLY: only },
    });

  it('the greps of a widget change list its e2e specs, fault cases and shots', () => {
    const a = affected('src/widgets/helpList/HelpList.tsx');
    const browser = list('browser', ['e2e', 'faults'], browserGrep(a) ?? '');
    expect(browser).toContain('tests/e2e/home.spec.ts');
    expect(browser).toContain('fault matrix › guest home');
    expect(browser).not.toContain('tests/e2e/agentTeam.spec.ts:');
    const visual = list('visual', ['visual'], visualGrep(a) ?? '');
    expect(visual).toContain('lucky guest › home');
    expect(visual).toContain('royal member › home');
    expect(visual).not.toContain('› login');
  }, 60_000);
});
