import type { Issue } from './ajvErrors.ts';
import type { Finding, Severity } from './finding.ts';
import type { JsonPath } from './json.ts';
import type { Target } from './source.ts';

/** What a check says about a value; the reporter adds where it is. */
export interface Problem {
  severity?: Severity;
  rule: string;
  message: string;
  expected: string;
  found: string;
  suggestion?: string;
  atKey?: boolean;
  /**
   * The brand (folder name) this holds for. A _base file is checked once per brand; the same problem found
   * through several brands is reported once, naming them all.
   */
  brand?: string;
}

/** Collects findings, turning a (target, path) into the file, line, column and pointer an operator edits. */
export class Reporter {
  private readonly byKey = new Map<string, { finding: Finding; brands: string[] }>();

  add(target: Target, path: JsonPath, p: Problem): void {
    const loc = target.locate(path, p.atKey);
    const f: Finding = { ...loc, severity: p.severity ?? 'error', rule: p.rule, message: p.message, expected: p.expected, found: p.found };
    if (p.suggestion !== undefined) f.suggestion = p.suggestion;
    const key = `${f.file}|${f.line}|${f.col}|${f.pointer}|${f.rule}|${f.message}|${f.expected}|${f.found}`;
    const entry = this.byKey.get(key) ?? { finding: f, brands: [] };
    if (p.brand !== undefined && !entry.brands.includes(p.brand)) entry.brands.push(p.brand);
    this.byKey.set(key, entry);
  }

  /** Schema issues of the value at `base`, each prefixed with `context` (e.g. `props of button "home.login": `). */
  issues(target: Target, base: JsonPath, issues: readonly Issue[], rule: string, context = ''): void {
    for (const i of issues) {
      this.add(target, [...base, ...i.path], {
        rule,
        message: context + i.message,
        expected: i.expected,
        found: i.found,
        suggestion: i.suggestion,
        atKey: i.atKey,
      });
    }
  }

  get findings(): Finding[] {
    return [...this.byKey.values()].map(({ finding, brands }) => {
      if (brands.length === 0) return finding;
      const label = brands.length === 1 ? `brand ${brands[0]}` : `brands ${brands.join(', ')}`;
      return { ...finding, message: `${finding.message} (${label})` };
    });
  }
}
