import { useEffect, useState } from 'react';
import type { compileLinearPattern, LinearPattern } from '../../core/validation/linearPattern.ts';

type Compile = typeof compileLinearPattern;

/**
 * The form checks rule patterns with the shared RE2 compile (src/core/validation/linearPattern.ts). re2js weighs
 * about 40 KB (brotli), so it loads beside the form rather than on its first screen; until it is there a pattern is
 * not checked, the form re-checks the values once it arrives, and a submit waits for it.
 */
let compile: Compile | null = null;
let loading: Promise<void> | null = null;

export function loadPatternEngine(): Promise<void> {
  loading ??= import('../../core/validation/linearPattern.ts').then(
    (m) => {
      compile = m.compileLinearPattern;
    },
    () => {
      loading = null; // offline or a failed chunk: the next form tries again
    },
  );
  return loading;
}

/** Whether rule patterns are checked yet. */
export const patternEngineLoaded = (): boolean => compile !== null;

/** True once the engine is loaded (starts loading it). */
export function usePatternEngine(): boolean {
  const [ready, setReady] = useState(compile !== null);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void loadPatternEngine().then(() => {
      if (live && compile) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

const warned = new Set<string>();

/**
 * The rule's compiled pattern; null while the engine loads, and for a pattern RE2 refuses (backreferences,
 * lookaround): that rule then accepts any value, with one console warning naming it, rather than breaking the form.
 */
export function rulePattern(source: string, rule: string): LinearPattern | null {
  if (!compile) {
    void loadPatternEngine();
    return null;
  }
  const compiled = compile(source);
  if (compiled.ok) return compiled.pattern;
  const key = `${rule}\u0000${source}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`[form] rule "${rule}": pattern ${source} cannot be checked in linear time (${compiled.reason}); any value is accepted.`);
  }
  return null;
}
