import type { DocPath, FieldFinding, OriginOf, ResetValue, SetValue } from './types.ts';

const unquote = (s: string): string => s.replace(/^"(.*)"$/, '$1');

/** True when the finding is about a key's name (unknown property, unknown event), not about its value. */
export const namesKey = (f: FieldFinding): boolean => f.keyPath.length > 0 && String(f.keyPath[f.keyPath.length - 1]) === unquote(f.found);

/**
 * Applies a finding's did-you-mean: a misspelt key is renamed (its value moves to the suggested key and the old key
 * goes: the brand's own key is dropped, _base's is removed with null), a misspelt value is replaced.
 */
export function applySuggestion(f: FieldFinding, valueAt: (keyPath: DocPath) => unknown, origin: OriginOf, onSet: SetValue, onReset: ResetValue): void {
  if (f.suggestion === undefined) return;
  if (!namesKey(f)) {
    onSet(f.keyPath, f.suggestion);
    return;
  }
  onSet([...f.keyPath.slice(0, -1), f.suggestion], valueAt(f.keyPath));
  if (origin(f.keyPath) === 'brand') onReset(f.keyPath);
  else onSet(f.keyPath, null);
}
