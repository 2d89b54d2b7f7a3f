import { useState } from 'react';
import useSWR from 'swr';
import type { BrandRevisionMeta } from '../../../generated/api/shapes/brandRevisionMeta.ts';
import { type Draft, rebase } from '../../draft/index.ts';
import { ConfirmDialog } from '../history/ConfirmDialog.tsx';
import { formatTime } from '../history/formatTime.ts';
import { plural } from '../../plural.ts';
import { failureOf, type OpsCalls, parseRevisionFiles } from './callFailure.ts';
import { shortValue } from './changeText.ts';
import { type Choice, conflictKey, conflictPlace, settleConflicts, sideValues, type ThreeWayDifference } from './conflicts.ts';
import { ChangeLine } from './DiffView.tsx';
import { changesByFile } from './readableDiff.ts';
import './publish.css';

export interface ConflictPanelProps {
  ops: OpsCalls;
  /** The operator's draft, edited from `difference.base`. */
  draft: Draft;
  /** The 409 brand.publish.conflict answer's value. */
  difference: ThreeWayDifference;
  /** The draft replaced: the operator's changes rebased onto the published revision, or that revision as it is. */
  onDraftReplaced(draft: Draft, how: 'rebased' | 'discarded'): void;
}

interface Sides {
  theirs: { meta: BrandRevisionMeta; files: Record<string, unknown> };
  parent: Record<string, unknown>;
}

type Rebased = ReturnType<typeof rebase>;

/**
 * A stale publish: someone published revision M while this operator edited. Shows who, when and why, what they
 * changed, where both changed the same place, and offers only two ways on: rebase this draft onto M (each place
 * both changed settled by keep mine / take theirs) or drop the draft for M. Nothing is overwritten unseen.
 */
export function ConflictPanel({ ops, draft, difference, onDraftReplaced }: ConflictPanelProps) {
  const theirsNumber = difference.published;
  // Their revision and the draft's parent, read once per pair on SWR (Retry reads them again).
  const read = useSWR(
    theirsNumber === null ? null : (['studio-conflict', draft.brand, theirsNumber, difference.base] as const),
    async ([, brand, theirsNo, base]): Promise<Sides> => {
      const [theirs, parent] = await Promise.all([
        ops.call('brandRevision', { brand, revision: theirsNo }),
        base === null ? null : ops.call('brandRevision', { brand, revision: base }),
      ]);
      return { theirs: { meta: theirs.revision, files: parseRevisionFiles(theirs.files) }, parent: parent ? parseRevisionFiles(parent.files) : {} };
    },
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  const sides = read.data ?? null;
  const loadError = read.error && !read.isValidating ? failureOf(read.error).message : null;
  const [rebased, setRebased] = useState<Rebased | null>(null);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  if (theirsNumber === null) {
    return (
      <section className="studio-conflict" role="alert" aria-labelledby="studio-conflict-heading">
        <h2 id="studio-conflict-heading">The brand was unpublished while you edited</h2>
        <p>Your draft was edited from revision {difference.base ?? 'none'}, which is no longer published. Nothing was published.</p>
      </section>
    );
  }

  const startRebase = () => {
    if (!sides) return;
    const result = rebase(sides.parent, draft.files, sides.theirs.files);
    if (result.conflicts.length === 0) onDraftReplaced({ brand: draft.brand, parent: theirsNumber, files: result.files }, 'rebased');
    else {
      setChoices({});
      setRebased(result);
    }
  };

  const finishRebase = () => {
    if (!sides || !rebased) return;
    const files = settleConflicts(rebased.files, rebased.conflicts, choices, draft.files, sides.theirs.files);
    onDraftReplaced({ brand: draft.brand, parent: theirsNumber, files }, 'rebased');
  };

  // Told from both revisions' files (node lists by id), not the answer's positional operations.
  const theirChanges = sides ? changesByFile(sides.parent, sides.theirs.files).flatMap((f) => f.changes) : [];
  const unsettled = rebased ? rebased.conflicts.filter((c) => !choices[conflictKey(c)]).length : 0;
  const placeOf = (c: { file: string; pointer: string }) => conflictPlace(c, draft.files, sides?.theirs.files ?? {});

  return (
    <section className="studio-conflict" aria-labelledby="studio-conflict-heading">
      <h2 id="studio-conflict-heading">Someone published revision {theirsNumber} while you edited</h2>
      <p>Your draft was edited from revision {difference.base ?? 'none'}. Nothing was published, and nothing of yours was lost.</p>
      {loadError && (
        <div role="alert">
          <p>
            Revision {theirsNumber} could not be loaded: {loadError}
          </p>
          <button type="button" onClick={() => void read.mutate()}>
            Retry loading revision {theirsNumber}
          </button>
        </div>
      )}
      {!sides && !loadError && <p aria-busy="true">Loading revision {theirsNumber}…</p>}
      {sides && (
        <>
          <p className="studio-conflict-who">
            Published by <strong>{sides.theirs.meta.author}</strong> on {formatTime(sides.theirs.meta.createdAt)}: “{sides.theirs.meta.message}”
          </p>
          <h3>Their changes since revision {difference.base ?? 'none'}</h3>
          {theirChanges.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul aria-label="Their changes">
              {theirChanges.map((c, i) => (
                <ChangeLine key={`${c.file}${c.pointer}${i}`} change={c} />
              ))}
            </ul>
          )}
          {difference.conflicts.length > 0 && (
            <>
              <h3>Changed by both of you</h3>
              <ul aria-label="Changed by both of you">
                {difference.conflicts.map((c) => (
                  <li key={`${c.file}${c.path}`}>
                    <code>{placeOf({ file: c.file, pointer: c.path })}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
          {!rebased && (
            <div className="studio-conflict-choices">
              <button type="button" className="studio-button-primary" onClick={startRebase}>
                Rebase my changes onto revision {theirsNumber}
              </button>
              <button type="button" onClick={() => setConfirmDiscard(true)}>
                Discard my draft and load revision {theirsNumber}
              </button>
            </div>
          )}
          {rebased && (
            <form
              className="studio-conflict-settle"
              aria-labelledby="studio-conflict-settle-heading"
              onSubmit={(e) => {
                e.preventDefault();
                finishRebase();
              }}
            >
              <h3 id="studio-conflict-settle-heading">{plural(rebased.conflicts.length, 'place')} changed on both sides: choose for each</h3>
              {rebased.conflicts.map((c, index) => {
                const key = conflictKey(c);
                const group = `studio-conflict-${index}`;
                const place = placeOf(c);
                const values = sideValues(c, draft.files, sides.theirs.files);
                return (
                  <fieldset key={key}>
                    <legend>
                      <code>{place}</code>
                    </legend>
                    <label>
                      <input type="radio" name={group} checked={choices[key] === 'mine'} onChange={() => setChoices((s) => ({ ...s, [key]: 'mine' }))} />
                      Keep mine: <code>{shortValue(values.mine)}</code>
                    </label>
                    <label>
                      <input type="radio" name={group} checked={choices[key] === 'theirs'} onChange={() => setChoices((s) => ({ ...s, [key]: 'theirs' }))} />
                      Take theirs: <code>{shortValue(values.theirs)}</code>
                    </label>
                  </fieldset>
                );
              })}
              <div className="studio-conflict-choices">
                <button type="submit" className="studio-button-primary" disabled={unsettled > 0} aria-describedby="studio-conflict-unsettled">
                  Use these choices
                </button>
                <span id="studio-conflict-unsettled">
                  {unsettled > 0 ? `Choose for ${plural(unsettled, 'more place')}` : 'Then check the preview and publish again.'}
                </span>
                <button type="button" onClick={() => setRebased(null)}>
                  Back
                </button>
              </div>
            </form>
          )}
          {confirmDiscard && (
            <ConfirmDialog
              title={`Discard your draft and load revision ${theirsNumber}?`}
              confirmLabel={`Discard my draft and load revision ${theirsNumber}`}
              onCancel={() => setConfirmDiscard(false)}
              onConfirm={() => {
                setConfirmDiscard(false);
                onDraftReplaced({ brand: draft.brand, parent: theirsNumber, files: sides.theirs.files }, 'discarded');
              }}
            >
              <p>
                Your changes since revision {difference.base ?? 'none'} are dropped, and the studio shows revision {theirsNumber} as its author published it.
              </p>
            </ConfirmDialog>
          )}
        </>
      )}
    </section>
  );
}
