import { useEffect, useState } from 'react';
import type { compileLinearPattern, LinearPattern } from '../../core/validation/linearPattern.ts';

type Compile = typeof compileLinearPattern;

/**
 * The form checks rule patterns with the shared RE2 compile (src/core/validation/linearPattern.ts). re2js weighs
 * about 40 KB (brotli) and an empty field has nothing to check, so it loads when a person first reaches into a form
 * (focus or touch) or a value needs checking, not with the first screen, where it would hold back the screen's
 * images; until it is there a pattern is not checked, the form re-checks the values once it arrives, and a submit
 * waits for it.
 */
let compile: Compile | null = null;
let loading: Promise<void> | null = null;
const onLoaded = new Set<() => void>();

export function loadPatternEngine(): Promise<void> {
  loading ??= import('../../core/validation/linearPattern.ts').then(
    (m) => {
      compile = m.compileLinearPattern;
      for (const listener of onLoaded) listener();
    },
    () => {
      loading = null; // offline or a failed chunk: the next form tries again
    },
  );
  return loading;
}

/** Whether rule patterns are checked yet. */
export const patternEngineLoaded = (): boolean => compile !== null;

/** True once the engine is loaded (does not start loading it: see loadPatternEngine's callers). */
export function usePatternEngine(): boolean {
  const [ready, setReady] = useState(compile !== null);
  useEffect(() => {
    if (ready) return undefined;
    const listener = () => setReady(true);
    onLoaded.add(listener);
    if (compile) setReady(true); // loaded between the render and this effect
    return () => void onLoaded.delete(listener);
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
