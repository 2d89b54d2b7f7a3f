import { useMemo } from 'react';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import { useStudio, useStudioActions } from '../../app/context.ts';
import { composedOf } from '../../app/composed.ts';
import { hasRole } from '../../app/roles.ts';
import { type Base, type Draft, changedScreens } from '../../draft/index.ts';
import { BeforeAfter } from '../publish/BeforeAfter.tsx';
import { DiffView } from '../publish/DiffView.tsx';
import { PublishPanel } from '../publish/PublishPanel.tsx';
import { PanelBoundary } from './PanelBoundary.tsx';

interface Props {
  draft: Draft;
  base: Base;
  bundle: BrandBundle;
}

/** Before publishing: the JSON difference against the published revision, before | after previews, then publish. */
export function PublishView({ draft, base, bundle }: Props) {
  const actions = useStudioActions();
  const published = useStudio((s) => s.published);
  const errorCount = useStudio((s) => s.checks.errors.length);
  const previewLinks = useStudio((s) => s.setup?.previewLinks ?? false);
  const canPublish = useStudio((s) => hasRole(s.session?.roles, s.brand, 'publisher'));
  const before = published?.files ?? {};
  const beforeBundle = useMemo(
    () => composedOf(base, { brand: draft.brand, parent: draft.parent, files: before }).bundle,
    [base, draft.brand, draft.parent, before],
  );
  const screens = useMemo(() => {
    try {
      return beforeBundle ? changedScreens(beforeBundle, bundle) : [];
    } catch {
      return [];
    }
  }, [beforeBundle, bundle]);
  return (
    <div className="studio-publish-view">
      <h2 className="studio-h2">Compare and publish</h2>
      <PanelBoundary name="The difference">
        <DiffView before={before} after={draft.files} />
      </PanelBoundary>
      <PanelBoundary name="The before and after previews">
        {beforeBundle ? (
          <BeforeAfter screens={screens} bundleBefore={beforeBundle} bundleAfter={bundle} brand={draft.brand} />
        ) : (
          <p>The published revision could not be composed.</p>
        )}
      </PanelBoundary>
      <PanelBoundary name="Publishing">
        <PublishPanel
          ops={actions.ops}
          draft={draft}
          errorCount={errorCount}
          previewLinks={previewLinks}
          canPublish={canPublish}
          onSaved={(saved) => actions.noteSaved(saved.number, saved.draft)}
          onPublished={(revision) => actions.notePublished(revision.number)}
          onDraftReplaced={(next) => actions.replaceDraft(next)}
        />
      </PanelBoundary>
    </div>
  );
}
