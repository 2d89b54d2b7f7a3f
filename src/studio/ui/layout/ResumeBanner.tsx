import { useStudio, useStudioActions } from '../../app/context.ts';

const timeOf = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : 'an earlier visit');

/** On opening a brand with a draft kept in this browser: resume it, or discard it. */
export function ResumeBanner() {
  const offered = useStudio((s) => s.offeredDraft);
  const actions = useStudioActions();
  if (!offered) return null;
  return (
    <section className="studio-banner" aria-labelledby="studio-resume-heading">
      <h2 id="studio-resume-heading" className="studio-h2">
        Resume your unsaved draft from {timeOf(offered.savedAt)}?
      </h2>
      <p>It was kept in this browser. Resuming puts it back as your draft; discarding starts from the published revision.</p>
      <div className="studio-actions">
        <button type="button" className="studio-button studio-button--primary" onClick={actions.resumeOffered}>
          Resume draft
        </button>
        <button type="button" className="studio-button" onClick={actions.discardOffered}>
          Discard it
        </button>
      </div>
    </section>
  );
}
