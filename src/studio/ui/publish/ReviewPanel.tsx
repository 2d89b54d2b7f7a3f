import { useMemo } from 'react';
import { type Base, changedScreens, composeDraft, type Draft } from '../../draft/index.ts';
import { BeforeAfter } from './BeforeAfter.tsx';
import { DiffView } from './DiffView.tsx';
import './publish.css';

export interface ReviewPanelProps {
  /** The deployed _base (studioSetup's base, parsed). */
  base: Base;
  /** The brand's published revision, parsed (null number: none yet; its files then are {}). */
  published: { number: number | null; files: Record<string, unknown> };
  draft: Draft;
}

/**
 * What publishing would change: the JSON difference of the draft against the published revision, and before |
 * after previews of each screen it changes. A convenience over DiffView and BeforeAfter for the shell.
 */
export function ReviewPanel({ base, published, draft }: ReviewPanelProps) {
  const composed = useMemo(() => {
    try {
      const before = composeDraft(base, { brand: draft.brand, parent: published.number ?? draft.parent, files: published.files });
      const after = composeDraft(base, draft);
      return { ok: true as const, before, after, screens: changedScreens(before, after) };
    } catch (err) {
      return { ok: false as const, message: err instanceof Error ? err.message : String(err) };
    }
  }, [base, published, draft]);
  return (
    <div className="studio-review">
      <DiffView before={published.files} after={draft.files} />
      {composed.ok ? (
        <BeforeAfter screens={composed.screens} bundleBefore={composed.before} bundleAfter={composed.after} brand={draft.brand} />
      ) : (
        <p role="alert">The previews cannot be drawn: the documents do not compose ({composed.message}). Fix the errors first.</p>
      )}
    </div>
  );
}
