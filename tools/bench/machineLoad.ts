import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * How busy the machine was around a Lighthouse batch. Lighthouse simulates a slow phone from the main-thread time
 * it measures (multiplied by four), so time the page's renderer loses, to other work on the machine or to a busy
 * host taking the virtual machine's CPU (steal), reads as blocking time and later paints: the same builds scored
 * 86-97 on a 2-core machine that took 21-24 minutes for `npm test`, and 95-98 on one that took 14. The bench prints
 * this beside its table so a miss can be read for what it is.
 */
export interface MachineLoad {
  cores: number;
  /** Share of all cores' time spent idle over the sample, 0-100. */
  idlePercent: number;
  /** Share the host took from this virtual machine (Linux's steal time), 0-100; 0 where unknown. */
  stealPercent: number;
}

/** Below this share of idle time, or above this share of steal, the bench warns that its scores read low. */
export const QUIET_IDLE_PERCENT = 85;
export const QUIET_STEAL_PERCENT = 5;

export interface CpuTimes {
  idle: number;
  steal: number;
  total: number;
}

/**
 * The machine's CPU time so far: Linux's /proc/stat first line (user nice system idle iowait irq softirq steal),
 * which counts steal; elsewhere os.cpus(), which does not.
 */
export function cpuTimes(): { cores: number; times: CpuTimes } {
  const cores = cpus().length;
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(0, 8).map(Number);
    return { cores, times: { idle: idle + iowait, steal, total: user + nice + system + idle + iowait + irq + softirq + steal } };
  } catch {
    const sum = cpus().reduce((s, { times: t }) => ({ idle: s.idle + t.idle, total: s.total + t.user + t.nice + t.sys + t.idle + t.irq }), {
      idle: 0,
      total: 0,
    });
    return { cores, times: { ...sum, steal: 0 } };
  }
}

/** The idle and steal shares between two readings of the machine's CPU time. */
export function loadBetween(cores: number, before: CpuTimes, after: CpuTimes): MachineLoad {
  const total = after.total - before.total;
  const share = (n: number) => (total > 0 ? Math.round((n / total) * 100) : 0);
  return { cores, idlePercent: total > 0 ? share(after.idle - before.idle) : 100, stealPercent: share(after.steal - before.steal) };
}

/** Watches the machine for `ms` (the bench itself idle meanwhile) and answers how busy it was. */
export async function sampleMachineLoad(ms = 3000): Promise<MachineLoad> {
  const before = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  return loadBetween(before.cores, before.times, cpuTimes().times);
}

/** Whether the figures measured around this load can be read as the build's own. */
export const isQuiet = (load: MachineLoad): boolean => load.idlePercent >= QUIET_IDLE_PERCENT && load.stealPercent <= QUIET_STEAL_PERCENT;

/** One line for the bench's output: the load, and a warning when the machine was not quiet. */
export function describeMachineLoad(when: string, load: MachineLoad): string {
  const line = `Machine ${when}: ${load.idlePercent}% idle of ${load.cores} cores, ${load.stealPercent}% taken by the host`;
  if (isQuiet(load)) return line;
  return `${line}. WARNING: not quiet (wanted at least ${QUIET_IDLE_PERCENT}% idle, at most ${QUIET_STEAL_PERCENT}% taken). Time the page loses to other work reads as blocking time in Lighthouse: measure again on a quiet machine before reading a miss.`;
}

/**
 * Lighthouse's CPU benchmark (`environment.benchmarkIndex`) of the machine it ran on, below which Lighthouse itself
 * warns that the host is slower than it expects: its 4x slowdown then simulates a phone slower than the mobile
 * preset's, and scores read low. Printed with every batch so batches from two machines can be compared. It is not
 * the whole story: a 2-core machine with an index of 1,700-2,700 scored the lucky home 67-80 with the very build
 * (the issue-39 commit e04d3db7) that scored 98 where the README's figures come from.
 */
export const LIGHTHOUSE_REFERENCE_CPU_INDEX = 1000;

export const medianOf = (xs: readonly number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};

/** One line for the bench's output: the median CPU index of the runs, and a warning under Lighthouse's reference. */
export function describeCpuIndex(indexes: readonly number[]): string {
  const median = medianOf(indexes);
  const line = `Lighthouse CPU index of this machine: median ${median} over ${indexes.length} runs (${Math.min(...indexes)}-${Math.max(...indexes)})`;
  if (median >= LIGHTHOUSE_REFERENCE_CPU_INDEX) return line;
  return `${line}. WARNING: under Lighthouse's reference of ${LIGHTHOUSE_REFERENCE_CPU_INDEX}: its 4x slowdown simulates a slower phone than the mobile preset's, so scores and blocking time read low; compare with a run of an older build on the same machine before reading a miss.`;
}
