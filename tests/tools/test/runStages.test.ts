import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runStages, type StageResult } from '../../../tools/test/runStages.ts';
import { allStages, type Stage } from '../../../tools/test/stages.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function run(stages: Stage[]): Promise<Map<string, StageResult>> {
  const dir = mkdtempSync(join(tmpdir(), 'run-stages-'));
  dirs.push(dir);
  const results = await runStages(stages, dir, () => {});
  return new Map(results.map((r) => [r.stage.name, r]));
}

const stage = (name: string, seconds: number, ok = true, more: Partial<Stage> = {}): Stage => ({
  name,
  title: name,
  command: ['sh', '-c', `sleep ${seconds}; exit ${ok ? 0 : 1}`],
  ...more,
});
const endOf = (r: StageResult | undefined) => (r ? r.startedAt + r.seconds : Number.NaN);

describe('runStages', () => {
  it('starts a stage that waits for another once that one has ended, even failed; one that needs it is skipped', async () => {
    const r = await run([
      stage('heavy', 0.6, false),
      stage('quick', 0.1),
      stage('beside', 0.1, true, { waitsFor: ['heavy'] }),
      stage('needs', 0.1, true, { after: ['heavy'] }),
    ]);
    expect(r.get('quick')?.startedAt).toBeLessThan(r.get('heavy')?.seconds ?? 0);
    expect(r.get('beside')?.outcome).toBe('passed');
    expect(r.get('beside')?.startedAt).toBeGreaterThanOrEqual(endOf(r.get('heavy')) - 0.05);
    expect(r.get('needs')?.outcome).toBe('skipped');
  });

  it('does not wait for a stage the run leaves out', async () => {
    const r = await run([stage('alone', 0.1, true, { waitsFor: ['absent'] })]);
    expect(r.get('alone')?.outcome).toBe('passed');
  });
});

describe('npm test plan', () => {
  it('runs the browser suites alone: nothing heavy starts before the e2e suite has ended or beside it', () => {
    const plan = allStages({ TEST_DATABASE_URL: 'postgres://x' });
    const named = (n: string) => plan.find((s) => s.name === n);
    expect(named('browser')?.waitsFor).toEqual(['unit']);
    expect(named('visual')?.waitsFor).toEqual(['browser']);
    expect(named('server-pglite')?.waitsFor).toEqual(['browser']);
    expect(named('server-postgres')?.lane).toBe(named('server-pglite')?.lane);
  });
});
