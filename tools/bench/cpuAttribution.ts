/**
 * Where a page's main-thread time went: a V8 CPU profile (DevTools' `Profiler.stop` answer) summed by self time per
 * source file and per function, with the built code's names and places mapped back to the sources through the
 * build's hidden source maps. Lighthouse's blocking time says how much; this says whose.
 */
import { originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';

/** The parts of a V8 CPU profile read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  /** Microseconds from the previous sample; sample i's time runs until sample i + 1's. */
  timeDeltas: number[];
}

export interface CpuTotals {
  /** Milliseconds of JS (self time, GC not included). */
  jsMs: number;
  gcMs: number;
  /** The engine's own work outside JS: parsing, style, layout, paint, tasks' overhead. */
  nativeMs: number;
  idleMs: number;
  /** Self milliseconds per source file (`src/...`, `node_modules/...`, or the script's name when unmapped). */
  byFile: Map<string, number>;
  /** Self milliseconds per function, named `name file:line`. */
  byFunction: Map<string, number>;
}

export const emptyTotals = (): CpuTotals => ({ jsMs: 0, gcMs: 0, nativeMs: 0, idleMs: 0, byFile: new Map(), byFunction: new Map() });

const add = (m: Map<string, number>, key: string, ms: number) => m.set(key, (m.get(key) ?? 0) + ms);

/** A built script's URL to its source map (null: none, the name stays the built one). */
export type MapFor = (scriptUrl: string) => TraceMap | null;

const SPECIAL: Record<string, keyof Pick<CpuTotals, 'gcMs' | 'nativeMs' | 'idleMs'>> = {
  '(garbage collector)': 'gcMs',
  '(program)': 'nativeMs',
  '(idle)': 'idleMs',
};

/** A source path as the repository names it: from `src/` or `node_modules/` on. */
const repoPath = (source: string): string => source.replace(/^.*?(?=node_modules\/|src\/)/, '');

/** Adds one profile's samples to `into` (several loads sum up; divide by their count for a load's share). */
export function attribute(profile: CpuProfile, mapFor: MapFor, into: CpuTotals = emptyTotals()): CpuTotals {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const named = new Map<number, { file: string; fn: string }>();
  const nameOf = (id: number) => {
    let known = named.get(id);
    if (known) return known;
    const frame = nodes.get(id)?.callFrame ?? { functionName: '', url: '', lineNumber: 0, columnNumber: 0 };
    known = { file: frame.url ? frame.url.replace(/^.*\//, '') : `(${frame.functionName || 'native'})`, fn: frame.functionName || '(anonymous)' };
    const map = frame.url ? mapFor(frame.url) : null;
    if (map) {
      // A frame past the map's lines (an engine-made wrapper) keeps its built name.
      const at = (() => {
        try {
          return originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
        } catch {
          return null;
        }
      })();
      if (at?.source) {
        const file = repoPath(at.source);
        known = { file, fn: `${at.name ?? known.fn} ${file}:${at.line}` };
      }
    }
    named.set(id, known);
    return known;
  };
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const id = profile.samples[i];
    const special = SPECIAL[nodes.get(id)?.callFrame.functionName ?? ''];
    if (special) {
      into[special] += ms;
      continue;
    }
    const { file, fn } = nameOf(id);
    into.jsMs += ms;
    add(into.byFile, file, ms);
    add(into.byFunction, fn, ms);
  }
  return into;
}

/** The `count` largest entries, largest first. */
export const largest = (m: Map<string, number>, count: number): [string, number][] => [...m].sort((a, b) => b[1] - a[1]).slice(0, count);
