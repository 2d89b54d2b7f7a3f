import { useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { BrandHistoryResponse } from '../../../generated/api/brandHistory.response.ts';
import type { BrandRevisionMeta } from '../../../generated/api/shapes/brandRevisionMeta.ts';
import type { LintFinding } from '../../../generated/api/shapes/lintFinding.ts';
import type { Draft } from '../../draft/index.ts';
import { TableHead } from '../layout/TableHead.tsx';
import { failureOf, findingsOf, type OpsCalls, parseRevisionFiles } from '../publish/callFailure.ts';
import { FindingList } from '../publish/FindingList.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatTime } from './formatTime.ts';
import '../publish/publish.css';
import './history.css';

export interface HistoryPanelProps {
  ops: OpsCalls;
  brand: string;
  /** Whether the operator may roll back (publisher or admin on the brand or on *); without it no button shows. */
  canPublish: boolean;
  /** Whether the draft holds work that opening another revision would replace (then it asks first). */
  draftHasChanges?: boolean;
  /** An earlier revision's files become the draft (its parent: the published revision, so it publishes as is). */
  onOpenDraft(draft: Draft): void;
  /** A rollback happened: `revision` is what players get now. */
  onRolledBack?(revision: BrandRevisionMeta): void;
  /** Change it to load the list again (after a publish elsewhere in the studio). */
  refreshKey?: number;
}

const PAGE = 20;

type Pending = { kind: 'rollback'; revision: BrandRevisionMeta } | { kind: 'open'; revision: BrandRevisionMeta };
type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string; findings?: LintFinding[] };

/**
 * The brand's revisions, newest first (number, author, time, message, which one players get), with a one-click
 * rollback (after a dialog that says what will happen) and "Open in draft" to start from an earlier revision.
 */
export function HistoryPanel({ ops, brand, canPublish, draftHasChanges = false, onOpenDraft, onRolledBack, refreshKey = 0 }: HistoryPanelProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The revisions page by page on SWR, each page after the one before it (`before` its `next`); a new refreshKey is
  // a new list.
  const history = useSWRInfinite(
    (_index, previous: BrandHistoryResponse | null) =>
      previous && previous.next === null ? null : (['studio-history', brand, refreshKey, previous?.next ?? null] as const),
    ([, b, , before]) => ops.call('brandHistory', before === null ? { brand: b, limit: PAGE } : { brand: b, limit: PAGE, before }),
    { revalidateOnFocus: false, revalidateFirstPage: false, shouldRetryOnError: false },
  );
  const pages = history.data ?? [];
  const revisions = pages.flatMap((p) => p.revisions);
  const published = pages[0]?.published ?? null;
  const next = pages.at(-1)?.next ?? null;
  const loadError = history.error && !history.isValidating ? failureOf(history.error).message : null;
  const loading = !loadError && (history.isLoading || history.size > pages.length);
  const reload = () => void history.mutate();

  const rollBack = async (revision: BrandRevisionMeta) => {
    setWorking(true);
    try {
      const answer = await ops.call('brandRollback', { brand, revision: revision.number });
      const migrated =
        answer.migratedFrom !== null
          ? ` (revision ${answer.migratedFrom} migrated to the current document version as revision ${answer.published.number})`
          : '';
      setOutcome({ kind: 'done', text: `Rolled back: players get revision ${answer.published.number} on their next page${migrated}.` });
      onRolledBack?.(answer.published);
      await history.mutate();
    } catch (err) {
      const failure = failureOf(err);
      setOutcome({ kind: 'failed', text: `Nothing was rolled back: ${failure.message}`, findings: findingsOf(failure) ?? undefined });
    } finally {
      setWorking(false);
      setPending(null);
    }
  };

  const openInDraft = async (revision: BrandRevisionMeta) => {
    setWorking(true);
    try {
      const answer = await ops.call('brandRevision', { brand, revision: revision.number });
      const files = parseRevisionFiles(answer.files);
      onOpenDraft({ brand, parent: answer.published ?? revision.number, files });
      setOutcome({ kind: 'done', text: `Revision ${revision.number} is now the draft. Publishing it makes it what players get.` });
    } catch (err) {
      setOutcome({ kind: 'failed', text: `Revision ${revision.number} could not be opened: ${failureOf(err).message}` });
    } finally {
      setWorking(false);
      setPending(null);
    }
  };

  const askOpen = (revision: BrandRevisionMeta) => (draftHasChanges ? setPending({ kind: 'open', revision }) : void openInDraft(revision));

  return (
    <section className="studio-history" aria-labelledby="studio-history-heading">
      <h2 id="studio-history-heading">History of {brand}</h2>
      <div role="status">{outcome?.kind === 'done' ? outcome.text : ''}</div>
      {outcome?.kind === 'failed' && (
        <div role="alert">
          <p>{outcome.text}</p>
          {outcome.findings && <FindingList findings={outcome.findings} label="Why nothing was rolled back" />}
        </div>
      )}
      {loadError && (
        <div role="alert">
          <p>The history could not be loaded: {loadError}</p>
          <button type="button" onClick={reload}>
            Retry loading the history
          </button>
        </div>
      )}
      {!loadError && !loading && revisions.length === 0 && <p>{brand} has no revisions yet.</p>}
      {revisions.length > 0 && (
        <table className="studio-history-table">
          <caption className="studio-sr-only">Revisions of {brand}, newest first</caption>
          <TableHead columns={['Revision', 'Author', 'Saved', 'Message', 'Players', 'Actions']} />
          <tbody>
            {revisions.map((r) => (
              <tr key={r.number} aria-current={r.number === published ? 'true' : undefined}>
                <th scope="row">{r.number}</th>
                <td>{r.author}</td>
                <td>{formatTime(r.createdAt)}</td>
                <td>{r.message}</td>
                <td>{r.number === published ? <strong className="studio-history-published">Published</strong> : ''}</td>
                <td>
                  <div className="studio-history-actions">
                    {canPublish && r.number !== published && (
                      <button type="button" disabled={working} onClick={() => setPending({ kind: 'rollback', revision: r })}>
                        Roll back to revision {r.number}
                      </button>
                    )}
                    <button type="button" disabled={working} onClick={() => askOpen(r)}>
                      Open revision {r.number} in draft
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loading && <p aria-busy="true">Loading revisions…</p>}
      {!loading && next !== null && (
        <button type="button" onClick={() => void history.setSize(pages.length + 1)}>
          Show older revisions
        </button>
      )}
      {pending?.kind === 'rollback' && (
        <ConfirmDialog
          title={`Roll ${brand} back to revision ${pending.revision.number}?`}
          confirmLabel={`Roll back to revision ${pending.revision.number}`}
          busy={working}
          onCancel={() => setPending(null)}
          onConfirm={() => void rollBack(pending.revision)}
        >
          <p>
            Players of {brand} get revision {pending.revision.number} (“{pending.revision.message}”, by {pending.revision.author}) on their next page
            {published !== null ? `, in place of revision ${published}` : ''}.
          </p>
          <p>{published !== null ? `Revision ${published} stays in the history: you can publish it again from here. ` : ''}Your draft is not changed.</p>
        </ConfirmDialog>
      )}
      {pending?.kind === 'open' && (
        <ConfirmDialog
          title={`Replace your draft with revision ${pending.revision.number}?`}
          confirmLabel={`Open revision ${pending.revision.number} in draft`}
          busy={working}
          onCancel={() => setPending(null)}
          onConfirm={() => void openInDraft(pending.revision)}
        >
          <p>Your draft's changes that are not saved as a revision are lost. Players see nothing until you publish.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
