import type { LintFinding } from '../../../generated/api/shapes/lintFinding.ts';

/** Where a finding is, for a person: the file under the brand folder and the place inside it. */
const whereOf = (f: LintFinding): string => `${f.file.replace(/^screens\/[^/]+\//, '')}${f.pointer ? ` at ${f.pointer}` : ''}`;

/** Findings the server answered (a refused save or publish): each with where, what, and the did-you-mean. */
export function FindingList({ findings, label }: { findings: LintFinding[]; label: string }) {
  return (
    <ul className="studio-findings" aria-label={label}>
      {findings.map((f, i) => (
        <li key={`${f.file}${f.pointer}${f.rule}${i}`}>
          <strong>{f.severity === 'error' ? 'Error' : 'Warning'}</strong> in <code>{whereOf(f)}</code>: {f.message}
          {f.expected && f.found ? ` (expected ${f.expected}, found ${f.found})` : ''}
          {f.suggestion ? <span className="studio-finding-suggestion"> Did you mean {f.suggestion}?</span> : null}
        </li>
      ))}
    </ul>
  );
}
