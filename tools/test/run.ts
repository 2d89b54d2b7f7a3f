/**
 * `npm test` (every test; CI's command), `npm run test:fast` (the tier for every change) and `npm run
 * test:changed` (the fast tier, then the browser specs and screenshots of what a change touches).
 *
 *   tsx tools/test/run.ts [all | fast | changed [--base <git revision>]]
 *
 * Stages (tools/test/stages.ts) run side by side as soon as what they wait for has passed; each one's output is
 * printed whole when it ends. The closing lines are a table of each stage's seconds and CPU seconds, how busy the
 * machine was, every failed or retried test, and the line CI reads: "N passed, N failed, N skipped".
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cpuTimes, loadBetween } from '../bench/machineLoad.ts';
import { changedStages } from './changed.ts';
import { type StageResult, runStages } from './runStages.ts';
import { allStages, fastStages, type Stage } from './stages.ts';
import { reportFailures, summarize } from './summary.ts';
import { timingTable } from './timing.ts';

const REPORTS = 'test-reports';

function stagesFor(argv: readonly string[]): { label: string; stages: Stage[] } {
  const [mode = 'all', ...rest] = argv;
  if (mode === 'all') return { label: 'npm test', stages: allStages(process.env) };
  if (mode === 'fast') return { label: 'npm run test:fast', stages: fastStages() };
  if (mode === 'changed') {
    const at = rest.indexOf('--base');
    return { label: 'npm run test:changed', stages: changedStages(at >= 0 ? rest[at + 1] : undefined) };
  }
  throw new Error(`unknown mode "${mode}": all, fast or changed`);
}

function printEnd(r: StageResult): void {
  console.log(`\n== ${r.stage.name}: ${r.stage.title} ==`);
  if (r.outcome === 'skipped') console.log(`(skipped: ${r.log})`);
  else process.stdout.write(readFileSync(r.log, 'utf8'));
  console.log(`-- ${r.stage.name} ${r.outcome} in ${Math.round(r.seconds)} s --`);
}

async function main(): Promise<void> {
  const { label, stages } = stagesFor(process.argv.slice(2));
  mkdirSync(REPORTS, { recursive: true });
  for (const f of readdirSync(REPORTS)) if (/\.(json|log|times)$/.test(f)) rmSync(join(REPORTS, f));
  const before = cpuTimes();
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(`${label}: ${stages.map((s) => s.name).join(', ')} (load average ${load} at the start)`);
  const started = Date.now();
  const results = await runStages(stages, REPORTS, printEnd);
  const seconds = (Date.now() - started) / 1000;
  const machine = loadBetween(before.cores, before.times, cpuTimes().times);
  console.log(`\n== summary ==\n${timingTable(results, seconds, machine)}`);
  // A stage that failed without a test failing in its report (the lint, a crash, a server that did not start)
  // counts as one failure, so the closing line never says "0 failed" for a run that failed.
  const failedStages = results
    .filter((r) => r.outcome !== 'passed' && !(r.stage.report && reportFailures(join(REPORTS, r.stage.report)) > 0))
    .map((r) => r.stage.name);
  const summary = summarize(REPORTS, failedStages);
  for (const line of summary.lines) console.log(line);
  const failed = summary.failed > 0 || summary.passed === 0 || results.some((r) => r.outcome !== 'passed');
  process.exit(failed ? 1 : 0);
}

await main();
