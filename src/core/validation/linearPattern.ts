import { RE2JS } from 're2js';

/**
 * Rule patterns (the merchant's register / rule set) are operator data run on untrusted input, on the server and in
 * the browser. They are compiled here with RE2 (re2js), whose checks take time linear in the input whatever the
 * pattern, instead of `new RegExp`, whose backtracking can take exponential time (nested quantifiers). Patterns
 * that need backtracking features (backreferences, lookahead / lookbehind) do not compile: callers refuse them.
 * Semantics otherwise follow `RegExp.prototype.test` without flags: an unanchored search.
 */
export interface LinearPattern {
  test(value: string): boolean;
}

export type CompiledPattern = { ok: true; pattern: LinearPattern } | { ok: false; reason: string };

/** A rule set holds a few dozen patterns; the cap only bounds memory if patterns keep changing. */
const MAX_CACHED = 500;
const cache = new Map<string, CompiledPattern>();

/** Compiles a pattern with RE2 (cached by source); `{ok: false, reason}` when RE2 cannot run it. Never throws. */
export function compileLinearPattern(source: string): CompiledPattern {
  const hit = cache.get(source);
  if (hit) return hit;
  let compiled: CompiledPattern;
  try {
    const re = RE2JS.compile(source);
    compiled = { ok: true, pattern: { test: (value) => re.test(value) } };
  } catch (err) {
    compiled = { ok: false, reason: err instanceof Error ? err.message : String(err) };
  }
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(source, compiled);
  return compiled;
}
