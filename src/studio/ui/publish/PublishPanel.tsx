import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { BrandPreviewLinkResponse } from '../../../generated/api/brandPreviewLink.response.ts';
import type { BrandRevisionMeta } from '../../../generated/api/shapes/brandRevisionMeta.ts';
import type { LintFinding } from '../../../generated/api/shapes/lintFinding.ts';
import { type Draft, draftFileTexts } from '../../draft/index.ts';
import { plural } from '../../plural.ts';
import { failureOf, findingsOf, type OpsCalls } from './callFailure.ts';
import { ConflictPanel } from './ConflictPanel.tsx';
import { isThreeWayDifference, type ThreeWayDifference } from './conflicts.ts';
import { FindingList } from './FindingList.tsx';
import { PreviewLink } from './PreviewLink.tsx';
import './publish.css';

export interface PublishPanelProps {
  ops: OpsCalls;
  draft: Draft;
  /** Errors standing against the draft now (the live checks): Save and Publish wait until there are none. */
  errorCount: number;
  /** Whether the server signs preview links (studioSetup.previewLinks). */
  previewLinks: boolean;
  /** Whether the operator may publish this brand (publisher or admin on it or on *); false says so. */
  canPublish?: boolean;
  /** A revision was saved from the draft (the store may keep it, e.g. for a session that ends). */
  onSaved?(saved: { number: number; draft: Draft }): void;
  /** The draft is published (`revision` is what players get: a migrated copy may have a new number). */
  onPublished?(revision: BrandRevisionMeta): void;
  /** A stale publish was settled: the draft rebased onto the published revision, or replaced by it. */
  onDraftReplaced(draft: Draft, how: 'rebased' | 'discarded'): void;
}

type Step = { state: 'idle' } | { state: 'busy' } | { state: 'findings'; findings: LintFinding[]; message: string } | { state: 'failed'; message: string };
type Published = { number: number };
interface Saved {
  number: number;
  texts: string;
  message: string;
}

/**
 * Saving and publishing a draft: what changed (the revision's message), Save (a draft revision; the server's
 * findings refuse it and are listed), a signed link to preview the saved draft on a phone, and Publish, which
 * stays disabled while errors stand and says why. A stale publish (409) opens the conflict panel.
 */
export function PublishPanel({ ops, draft, errorCount, previewLinks, canPublish = true, onSaved, onPublished, onDraftReplaced }: PublishPanelProps) {
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [saved, setSaved] = useState<Saved | null>(null);
  const [save, setSave] = useState<Step>({ state: 'idle' });
  const [publish, setPublish] = useState<Step>({ state: 'idle' });
  const [published, setPublished] = useState<Published | null>(null);
  const [conflict, setConflict] = useState<ThreeWayDifference | null>(null);
  const [link, setLink] = useState<BrandPreviewLinkResponse | null>(null);
  const [linkStep, setLinkStep] = useState<Step>({ state: 'idle' });
  const [replaced, setReplaced] = useState<string | null>(null);

  const texts = useMemo(() => draftFileTexts(draft), [draft]);
  const textsKey = useMemo(() => JSON.stringify(texts), [texts]);
  const current = saved !== null && saved.texts === textsKey && saved.message === message.trim() ? saved : null;

  // The draft changed under a shown link or success: those speak of another revision now.
  const lastKey = useRef(textsKey);
  useEffect(() => {
    if (lastKey.current === textsKey) return;
    lastKey.current = textsKey;
    setLink(null);
    setPublished(null);
  }, [textsKey]);

  const trimmed = message.trim();
  const busy = save.state === 'busy' || publish.state === 'busy' || linkStep.state === 'busy';
  const saveBlocked = errorCount > 0 ? `Fix ${plural(errorCount, 'error')} to save` : trimmed === '' ? 'Say what changed to save' : null;
  const publishBlocked = !canPublish
    ? 'Publishing this brand needs the publisher role'
    : errorCount > 0
      ? `Fix ${plural(errorCount, 'error')} to publish`
      : trimmed === ''
        ? 'Say what changed to publish'
        : null;

  /** The saved revision of this draft and message, saving it first when it is not saved yet. */
  async function ensureSaved(): Promise<number | null> {
    if (current) return current.number;
    try {
      const answer = await ops.call('brandSave', { brand: draft.brand, parent: draft.parent, message: trimmed, files: texts });
      setSaved({ number: answer.revision.number, texts: textsKey, message: trimmed });
      setSave({ state: 'idle' });
      onSaved?.({ number: answer.revision.number, draft });
      return answer.revision.number;
    } catch (err) {
      const failure = failureOf(err);
      const findings = findingsOf(failure);
      const refused: Step = findings
        ? { state: 'findings', findings, message: `The draft was not saved: ${failure.message}` }
        : { state: 'failed', message: `The draft was not saved: ${failure.message}` };
      setSave(refused);
      return null;
    }
  }

  const onSave = async () => {
    setReplaced(null);
    setSave({ state: 'busy' });
    await ensureSaved();
  };

  const onPreviewLink = async () => {
    setLinkStep({ state: 'busy' });
    const revision = await ensureSaved();
    if (revision === null) {
      setLinkStep({ state: 'idle' });
      return;
    }
    try {
      setLink(await ops.call('brandPreviewLink', { brand: draft.brand, revision, hours: 24 }));
      setLinkStep({ state: 'idle' });
    } catch (err) {
      const failure = failureOf(err);
      const off = failure.errorCode === 'brand.preview.off';
      setLinkStep({
        state: 'failed',
        message: off ? 'Preview links are off on this server: it has no PREVIEW_SECRET.' : `No preview link: ${failure.message}`,
      });
    }
  };

  const onPublish = async () => {
    setReplaced(null);
    setPublish({ state: 'busy' });
    setPublished(null);
    const revision = await ensureSaved();
    if (revision === null) {
      setPublish({ state: 'idle' });
      return;
    }
    try {
      const answer = await ops.call('brandPublish', { brand: draft.brand, revision });
      setPublish({ state: 'idle' });
      setPublished({ number: answer.published.number });
      onPublished?.(answer.published);
    } catch (err) {
      const failure = failureOf(err);
      const findings = findingsOf(failure);
      if (failure.errorCode === 'brand.publish.conflict' && isThreeWayDifference(failure.value)) {
        setPublish({ state: 'idle' });
        setConflict(failure.value);
      } else if (findings) setPublish({ state: 'findings', findings, message: `Nothing was published: ${failure.message}` });
      else setPublish({ state: 'failed', message: `Nothing was published: ${failure.message}` });
    }
  };

  const settle = (next: Draft, how: 'rebased' | 'discarded') => {
    const theirs = conflict?.published;
    setConflict(null);
    setSaved(null);
    setReplaced(
      how === 'rebased'
        ? `Your changes now start from revision ${theirs}. Check the differences and the previews, then save and publish again.`
        : `The studio now shows revision ${theirs}. Your earlier changes were dropped.`,
    );
    onDraftReplaced(next, how);
  };

  return (
    <section className="studio-publish" aria-labelledby="studio-publish-heading">
      <h2 id="studio-publish-heading">Save and publish</h2>
      {replaced && <p role="status">{replaced}</p>}
      <div className="studio-step">
        <label htmlFor={messageId}>What changed (required)</label>
        <textarea
          id={messageId}
          value={message}
          maxLength={500}
          rows={2}
          required
          onChange={(e) => setMessage(e.target.value)}
          placeholder="e.g. Slower home carousel"
        />
      </div>

      <div className="studio-step">
        <div className="studio-step-action">
          <button type="button" onClick={onSave} disabled={busy || saveBlocked !== null} aria-describedby="studio-save-why" aria-busy={save.state === 'busy'}>
            Save draft
          </button>
          <span id="studio-save-why" className="studio-step-note">
            {saveBlocked ?? (current ? `Saved as revision ${current.number}.` : 'Saves the draft as a revision; players do not see it yet.')}
          </span>
        </div>
        <StepProblem step={save} label="Why the draft was not saved" />
      </div>

      <div className="studio-step">
        <PreviewLink
          enabled={previewLinks}
          blockedReason={saveBlocked ? saveBlocked.replace(/ to save$/, ' to preview on a phone') : null}
          busy={linkStep.state === 'busy'}
          link={link}
          error={linkStep.state === 'failed' ? linkStep.message : null}
          onRequest={onPreviewLink}
        />
      </div>

      <div className="studio-step">
        <div className="studio-step-action">
          <button
            type="button"
            className="studio-button-primary"
            onClick={onPublish}
            disabled={busy || publishBlocked !== null}
            aria-describedby="studio-publish-why"
            aria-busy={publish.state === 'busy'}
          >
            Publish
          </button>
          <span id="studio-publish-why" className="studio-step-note">
            {publishBlocked ?? (publish.state === 'busy' ? 'Publishing…' : 'Players get it on their next page.')}
          </span>
        </div>
        <StepProblem step={publish} label="Why nothing was published" />
        <p role="status" className="studio-publish-done">
          {published ? `Published revision ${published.number}: players see it on their next page.` : ''}
        </p>
      </div>

      {conflict && <ConflictPanel ops={ops} draft={draft} difference={conflict} onDraftReplaced={settle} />}
    </section>
  );
}

function StepProblem({ step, label }: { step: Step; label: string }) {
  if (step.state === 'failed') return <p role="alert">{step.message}</p>;
  if (step.state !== 'findings') return null;
  return (
    <div role="alert">
      <p>{step.message}</p>
      <FindingList findings={step.findings} label={label} />
    </div>
  );
}
