import type { MachineLoad } from '../bench/machineLoad.ts';
import type { StageResult } from './runStages.ts';

const clock = (s: number): string => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/**
 * Where the time went: each stage's start (from the run's start), its seconds and CPU seconds, and its outcome;
 * then the whole run, and how busy the machine's cores were over it (a run on a busy machine reads slow).
 */
export function timingTable(results: readonly StageResult[], seconds: number, machine: MachineLoad): string {
  const rows = [
    ['stage', 'start', 'seconds', 'CPU s', 'result'],
    ...results.map((r) => [r.stage.name, clock(r.startedAt), String(Math.round(r.seconds)), String(Math.round(r.cpuSeconds)), r.outcome]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  const cpu = results.reduce((sum, r) => sum + r.cpuSeconds, 0);
  const busy = 100 - machine.idlePercent;
  return [
    ...rows.map(line),
    `took ${Math.round(seconds)} s (${clock(seconds)}), ${Math.round(cpu)} CPU s in its stages; the machine's ${machine.cores} cores were ` +
      `${busy}% busy over the run, ${machine.stealPercent}% taken by the host`,
  ].join('\n');
}
