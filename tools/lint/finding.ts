/** How bad a finding is: errors fail `npm run lint:config`, warnings are printed only. */
export type Severity = 'error' | 'warning';

/**
 * One problem in the brand documents, located where an operator fixes it: the file that set the offending value
 * (the brand overlay, or _base when the brand inherited it), its line and column and the JSON pointer inside it.
 */
export interface Finding {
  /** Path relative to the working directory. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  col: number;
  /** JSON pointer within `file` (RFC 6901); "" is the whole document. */
  pointer: string;
  severity: Severity;
  /** Stable rule id, e.g. `unknown-widget`, `schema`, `i18n-missing`. */
  rule: string;
  message: string;
  expected: string;
  found: string;
  /** A close known name, shown as `Did you mean "x"?`. */
  suggestion?: string;
}

/** `file:line:col  error  /pointer  message (expected ..., found ...) Did you mean "x"?` */
export function formatFinding(f: Finding): string {
  const pointer = f.pointer === '' ? '(root)' : f.pointer;
  let out = `${f.file}:${f.line}:${f.col}  ${f.severity}  ${pointer}  ${f.message} (expected ${f.expected}, found ${f.found})`;
  if (f.suggestion !== undefined) out += ` Did you mean "${f.suggestion}"?`;
  return out;
}

/** The closing line of a run: counts of errors and warnings and how many files they are in. */
export function formatSummary(findings: readonly Finding[], dir: string): string {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  if (findings.length === 0) return `lint:config: no problems in ${dir}`;
  const files = new Set(findings.map((f) => f.file)).size;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `lint:config: ${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')} under ${dir}`;
}

/** Sorted by file and position; the same finding reached through several brands is kept once. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of findings) {
    const key = `${f.file}|${f.line}|${f.col}|${f.pointer}|${f.rule}|${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.col - b.col || (a.message < b.message ? -1 : 1)));
}
