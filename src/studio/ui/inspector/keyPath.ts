import { deepEqual, isObject } from '../../draft/json.ts';
import type { DocPath, FieldFinding } from './types.ts';

export const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]): boolean =>
  a.length === b.length && a.every((s, i) => String(s) === String(b[i]));

export const startsWith = (path: readonly (string | number)[], prefix: readonly (string | number)[]): boolean =>
  path.length >= prefix.length && prefix.every((s, i) => String(s) === String(path[i]));

/** The findings exactly at `keyPath`. */
export const findingsAt = (findings: readonly FieldFinding[], keyPath: DocPath): FieldFinding[] => findings.filter((f) => samePath(f.keyPath, keyPath));

/** One changed value of a form: its path under the form's value and the new value (undefined: cleared). */
export interface ValueChange {
  path: DocPath;
  value: unknown;
}

const present = (o: Record<string, unknown>): string[] => Object.keys(o).filter((k) => o[k] !== undefined);
const isEmptyObject = (v: unknown): boolean => isObject(v) && present(v).length === 0;

/**
 * The values a form edit changed, key by key (objects recurse, anything else is one value), so the draft gets only
 * what the person changed and never the rest of the form's data.
 */
export function diffValues(before: unknown, after: unknown, path: DocPath = []): ValueChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...present(before), ...present(after)]);
    return [...keys].flatMap((k) => diffValues(before[k], after[k], [...path, k]));
  }
  // rjsf may hand back an empty object for an optional object field nobody touched: not a change.
  if (before === undefined && (after === undefined || isEmptyObject(after))) return [];
  if (deepEqual(before, after)) return [];
  return [{ path, value: after }];
}
