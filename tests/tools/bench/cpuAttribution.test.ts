/**
 * `npm run bench:cpu` sums a profile's samples by what ran them: the engine's own work, GC and idle apart, and JS
 * by the source file and function the build's source map names, so two builds' figures can be told apart.
 */
import { TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { attribute, type CpuProfile, emptyTotals, largest } from '../../../tools/bench/cpuAttribution.ts';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

/** Built line 1, column 0 comes from `render` at line 1 of src/app/a.ts (one VLQ segment). */
const map = new TraceMap({ version: 3, file: 'index-abc.js', sources: ['../../src/app/a.ts'], names: ['render'], mappings: 'AAAAA' });

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(program)') },
    { id: 4, callFrame: frame('(garbage collector)') },
    { id: 5, callFrame: frame('c', 'http://lucky.localhost/assets/index-abc.js') },
    { id: 6, callFrame: frame('y', 'http://lucky.localhost/assets/unmapped.js') },
  ],
  // Each sample lasts until the next one: 1 ms idle, 2 ms engine, 3 ms GC, 4 + 5 ms in c, 6 ms in y.
  samples: [2, 3, 4, 5, 5, 6, 2],
  timeDeltas: [0, 1000, 2000, 3000, 4000, 5000, 6000],
};

const mapFor = (url: string) => (url.endsWith('/index-abc.js') ? map : null);

describe('CPU profile attribution', () => {
  it('splits idle, engine and GC time from JS, and names JS by its source through the map', () => {
    const t = attribute(profile, mapFor);
    expect({ idle: t.idleMs, native: t.nativeMs, gc: t.gcMs, js: t.jsMs }).toEqual({ idle: 1, native: 2, gc: 3, js: 15 });
    expect(largest(t.byFile, 5)).toEqual([
      ['src/app/a.ts', 9],
      ['unmapped.js', 6],
    ]);
    expect(largest(t.byFunction, 1)).toEqual([['render src/app/a.ts:1', 9]]);
  });

  it('adds several loads into one total', () => {
    const t = emptyTotals();
    attribute(profile, mapFor, t);
    attribute(profile, mapFor, t);
    expect(t.jsMs).toBe(30);
    expect(t.byFile.get('src/app/a.ts')).toBe(18);
  });

  it('keeps the built name of a frame the map does not cover', () => {
    const t = attribute({ ...profile, samples: [5, 2] }, () => new TraceMap({ version: 3, sources: [], names: [], mappings: '' }));
    expect([...t.byFunction.keys()]).toEqual(['c']);
  });
});
