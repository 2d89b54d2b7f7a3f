import { useMemo } from 'react';
import { plural } from '../../plural.ts';
import { type ReadableChange, shortValue } from './changeText.ts';
import { changesByFile } from './readableDiff.ts';
import './publish.css';

export interface DiffViewProps {
  /** The published revision's files, parsed (path relative to the brand folder -> document). */
  before: Record<string, unknown>;
  /** The draft's files, parsed. */
  after: Record<string, unknown>;
  /** The heading's id target, for a panel that labels itself by it. */
  headingId?: string;
}

const KIND_WORD: Record<ReadableChange['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

/** One change: its kind in words (not colour alone), where, and old -> new. */
export function ChangeLine({ change }: { change: ReadableChange }) {
  return (
    <li className={`studio-diff-change studio-diff-${change.kind}`}>
      <span className="studio-diff-kind">{KIND_WORD[change.kind]}</span> <code className="studio-diff-place">{change.place}</code>
      {change.kind === 'changed' && (
        <span className="studio-diff-values">
          {' '}
          <del title={shortValue(change.before, 2000)}>{shortValue(change.before)}</del> <span aria-hidden="true">→</span>
          <span className="studio-sr-only"> becomes </span> <ins title={shortValue(change.after, 2000)}>{shortValue(change.after)}</ins>
        </span>
      )}
      {change.kind === 'added' && (
        <span className="studio-diff-values">
          {': '}
          <ins title={shortValue(change.after, 2000)}>{shortValue(change.after)}</ins>
        </span>
      )}
      {change.kind === 'removed' && (
        <span className="studio-diff-values">
          {' (was '}
          <del title={shortValue(change.before, 2000)}>{shortValue(change.before)}</del>)
        </span>
      )}
    </li>
  );
}

/** Every change of the draft against the published revision, file by file, as a person reads it. */
export function DiffView({ before, after, headingId = 'studio-diff-heading' }: DiffViewProps) {
  const files = useMemo(() => changesByFile(before, after), [before, after]);
  const count = files.reduce((n, f) => n + f.changes.length, 0);
  return (
    <section className="studio-diff" aria-labelledby={headingId}>
      <h2 id={headingId}>Changes against the published revision</h2>
      {count === 0 ? (
        <p>The draft is the same as the published revision: nothing to publish.</p>
      ) : (
        <p>
          {plural(count, 'change')} in {plural(files.length, 'file')}.
        </p>
      )}
      {files.map((f) => (
        <section key={f.file} className="studio-diff-file" aria-label={f.file}>
          <h3>{f.file}</h3>
          <ul>
            {f.changes.map((c, i) => (
              <ChangeLine key={`${c.pointer}#${i}`} change={c} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
