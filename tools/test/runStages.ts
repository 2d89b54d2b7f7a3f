import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Stage } from './stages.ts';

export interface StageResult {
  stage: Stage;
  /** Seconds from the run's start. */
  startedAt: number;
  seconds: number;
  /** CPU seconds of the stage's processes (theirs and their children's, as the shell's `times` counts them). */
  cpuSeconds: number;
  outcome: 'passed' | 'failed' | 'skipped';
  log: string;
}

/**
 * Runs one stage with its output in test-reports/<name>.log. It runs under a shell that prints `times` at the end
 * (fd 3), which counts the CPU of every process the stage waited for: the Playwright runner's browsers and
 * servers included.
 */
function runStage(stage: Stage, dir: string, t0: number): Promise<StageResult> {
  const log = join(dir, `${stage.name}.log`);
  const timesFile = join(dir, `${stage.name}.times`);
  const out = openSync(log, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  for (const [k, v] of Object.entries(stage.env ?? {})) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const startedAt = (Date.now() - t0) / 1000;
  const script = 'exec 3>"$0"; "$@" 3>&-; rc=$?; times >&3; exit $rc';
  const command = stage.nice ? ['nice', '-n', String(stage.nice), ...stage.command] : stage.command;
  const child = spawn('bash', ['-c', script, timesFile, ...command], { env, stdio: ['ignore', out, out], detached: true });
  running.add(child.pid ?? 0);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child.pid ?? 0);
      closeSync(out);
      resolve({
        stage,
        startedAt,
        seconds: (Date.now() - t0) / 1000 - startedAt,
        cpuSeconds: childCpu(timesFile),
        outcome: code === 0 ? 'passed' : 'failed',
        log,
      });
    });
  });
}

/** The children's user and system seconds from bash's `times` (its second line: "0m12.340s 0m1.200s"). */
function childCpu(file: string): number {
  try {
    const line = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    rmSync(file, { force: true });
    return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  } catch {
    return 0;
  }
}

/** Process groups still running, stopped if the run is interrupted. */
const running = new Set<number>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}

/**
 * Runs the stages, each as soon as the stages it needs have passed and those it waits for have ended (at once
 * otherwise), and calls `onEnd` as each one ends, in the order they end. A stage whose prerequisite failed is
 * skipped.
 */
export async function runStages(stages: readonly Stage[], dir: string, onEnd: (r: StageResult) => void): Promise<StageResult[]> {
  const t0 = Date.now();
  const results = new Map<string, StageResult>();
  const started = new Set<string>();
  const pending = new Set<Promise<void>>();
  // The stage before this one in its lane, which must have ended first.
  const laneBefore = (s: Stage) => {
    const lane = s.lane ? stages.filter((x) => x.lane === s.lane) : [];
    return lane[lane.indexOf(s) - 1];
  };
  const ready = (s: Stage) => {
    const before = laneBefore(s);
    const ended = (a: string) => results.has(a) || !stages.some((x) => x.name === a);
    return (!before || results.has(before.name)) && [...(s.after ?? []), ...(s.waitsFor ?? [])].every(ended);
  };
  const blockedBy = (s: Stage) => (s.after ?? []).find((a) => results.get(a) && results.get(a)?.outcome !== 'passed');
  const launch = () => {
    for (const stage of stages) {
      if (started.has(stage.name) || !ready(stage)) continue;
      started.add(stage.name);
      const failedFirst = blockedBy(stage);
      const run = failedFirst
        ? Promise.resolve<StageResult>({
            stage,
            startedAt: (Date.now() - t0) / 1000,
            seconds: 0,
            cpuSeconds: 0,
            outcome: 'skipped',
            log: `${failedFirst} failed`,
          })
        : runStage(stage, dir, t0);
      const done = run.then((r) => {
        results.set(stage.name, r);
        onEnd(r);
        pending.delete(done);
        launch();
      });
      pending.add(done);
    }
  };
  launch();
  while (pending.size > 0) await Promise.race(pending);
  return stages.map((s) => results.get(s.name)).filter((r): r is StageResult => r !== undefined);
}
