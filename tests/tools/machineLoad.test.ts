/**
 * The bench says how busy the machine was around its Lighthouse runs: time the page loses to other work, or to a
 * host taking the virtual machine's CPU, reads as blocking time, and a miss measured then says more about the
 * machine than about the build.
 */
import { describe, expect, it } from 'vitest';
import {
  describeCpuIndex,
  describeMachineLoad,
  isQuiet,
  LIGHTHOUSE_REFERENCE_CPU_INDEX,
  loadBetween,
  medianOf,
  QUIET_IDLE_PERCENT,
  QUIET_STEAL_PERCENT,
  sampleMachineLoad,
} from '../../tools/bench/machineLoad.ts';

describe('machine load around the Lighthouse runs', () => {
  it('counts the idle and stolen shares of the CPU time between two readings', () => {
    const before = { idle: 1000, steal: 10, total: 2000 };
    // 2000 ms of CPU time passed: 1000 idle, 200 taken by the host.
    expect(loadBetween(2, before, { idle: 2000, steal: 210, total: 4000 })).toEqual({ cores: 2, idlePercent: 50, stealPercent: 10 });
    expect(loadBetween(2, before, before)).toEqual({ cores: 2, idlePercent: 100, stealPercent: 0 });
  });

  it('is quiet only with enough idle time and little steal', () => {
    expect(isQuiet({ cores: 2, idlePercent: QUIET_IDLE_PERCENT, stealPercent: QUIET_STEAL_PERCENT })).toBe(true);
    expect(isQuiet({ cores: 2, idlePercent: QUIET_IDLE_PERCENT - 1, stealPercent: 0 })).toBe(false);
    expect(isQuiet({ cores: 2, idlePercent: 99, stealPercent: QUIET_STEAL_PERCENT + 1 })).toBe(false);
  });

  it("says Lighthouse's CPU index of the runs, warning under Lighthouse's own reference", () => {
    expect(medianOf([2554, 1676, 2667])).toBe(2554);
    expect(describeCpuIndex([2554, 1676, 2667])).toBe('Lighthouse CPU index of this machine: median 2554 over 3 runs (1676-2667)');
    const slow = describeCpuIndex([LIGHTHOUSE_REFERENCE_CPU_INDEX - 1, 700, 1200]);
    expect(slow).toContain('median 999 over 3 runs');
    expect(slow).toContain('WARNING: under');
  });

  it('warns, saying why, only when the machine was not quiet', () => {
    expect(describeMachineLoad('before the runs', { cores: 2, idlePercent: 97, stealPercent: 1 })).toBe(
      'Machine before the runs: 97% idle of 2 cores, 1% taken by the host',
    );
    const busy = describeMachineLoad('after the runs', { cores: 2, idlePercent: 40, stealPercent: 0 });
    expect(busy).toContain('40% idle of 2 cores');
    expect(busy).toContain('WARNING: not quiet');
  });

  it('samples the real machine', async () => {
    const load = await sampleMachineLoad(200);
    expect(load.cores).toBeGreaterThan(0);
    for (const share of [load.idlePercent, load.stealPercent]) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(100);
    }
  });
});
