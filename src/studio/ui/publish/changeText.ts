/**
 * A change of a JSON document told as a person reads it: where (file › key › node id › key), what kind (added,
 * removed, changed) and the values before and after. Node lists show a node's id rather than its index, since
 * operators know "home-banner", not "body/3".
 */

type ChangeKind = 'added' | 'removed' | 'changed';

export interface ReadableChange {
  kind: ChangeKind;
  file: string;
  /** The RFC 6901 pointer inside the file ('' for the whole file). */
  pointer: string;
  /** "screens/home.json › body › home-banner › props › speed". */
  place: string;
  before: unknown;
  after: unknown;
}

export const SEPARATOR = ' › ';

/** A value short enough for one line: JSON, cut at `max` characters. */
export function shortValue(v: unknown, max = 80): string {
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v) ?? String(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
