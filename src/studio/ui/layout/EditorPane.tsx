import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import { useStudio, useStudioActions } from '../../app/context.ts';
import { CHROME_LABELS, docLabel, rootListOf } from '../../app/documents.ts';
import { fieldFinding, usePlacedFindings } from '../../app/findings.ts';
import { hasRole } from '../../app/roles.ts';
import { type Base, type Draft, originOfValue, resetValue, setValue } from '../../draft/index.ts';
import { AuditPanel } from '../audit/AuditPanel.tsx';
import { ManualDepositsPanel } from '../deposits/ManualDepositsPanel.tsx';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { SettingsEditor } from '../settings/index.ts';
import { ThemeEditor } from '../theme/index.ts';
import { NodeEditor } from './NodeEditor.tsx';
import { PanelBoundary } from './PanelBoundary.tsx';
import { PublishView } from './PublishView.tsx';
import { TextsEditor } from './TextsEditor.tsx';

interface Props {
  draft: Draft;
  base: Base;
  bundle: BrandBundle;
}

/** The middle of the studio: the chosen document's editor. */
export function EditorPane({ draft, base, bundle }: Props) {
  const doc = useStudio((s) => s.doc);
  const actions = useStudioActions();
  const session = useStudio((s) => s.session);
  const brands = useStudio((s) => s.brands);
  const hasChanges = useStudio((s) => s.past.length > 0);
  const placed = usePlacedFindings();
  const root = rootListOf(doc);
  const brandFile = (file: string) => ({
    origin: (path: (string | number)[]) => originOfValue(draft, base, file, path),
    findings: placed.filter((p) => p.file === file && !p.node).map(fieldFinding),
    onSet: (path: (string | number)[], value: unknown) => actions.edit((d, b) => setValue(d, b, file, path, value), `${file}/${path.join('/')}`),
    onReset: (path: (string | number)[]) => actions.edit((d, b) => resetValue(d, b, file, path)),
  });

  let body: React.ReactNode;
  if (root && (doc.kind === 'screen' || doc.kind === 'chrome')) {
    const label = doc.kind === 'screen' ? 'Screen nodes' : `${CHROME_LABELS[doc.area]} nodes`;
    const prefix = doc.kind === 'screen' ? doc.screen : doc.area;
    body = (
      <NodeEditor
        key={`${root.file}|${root.path.join('/')}`}
        label={label}
        root={root}
        idPrefix={prefix}
        draft={draft}
        base={base}
        bundle={bundle}
        placed={placed}
      />
    );
  } else if (doc.kind === 'theme') {
    const theme = bundle.brand.theme;
    body = <ThemeEditor tokens={(theme?.tokens ?? {}) as unknown as Record<string, string>} logoText={theme?.logoText} {...brandFile('brand.json')} />;
  } else if (doc.kind === 'settings') {
    body = (
      <>
        <h2 className="studio-h2">Settings and flags</h2>
        <SettingsEditor brand={bundle.brand as unknown as Record<string, unknown>} {...brandFile('brand.json')} />
      </>
    );
  } else if (doc.kind === 'locales') {
    body = <TextsEditor draft={draft} base={base} bundle={bundle} placed={placed} />;
  } else if (doc.kind === 'publish') {
    body = <PublishView draft={draft} base={base} bundle={bundle} />;
  } else if (doc.kind === 'history') {
    body = (
      <HistoryPanel
        ops={actions.ops}
        brand={draft.brand}
        canPublish={hasRole(session?.roles, draft.brand, 'publisher')}
        draftHasChanges={hasChanges}
        onOpenDraft={actions.replaceDraft}
        onRolledBack={() => void actions.openBrand(draft.brand)}
      />
    );
  } else if (doc.kind === 'audit') {
    body = <AuditPanel ops={actions.ops} session={session} brands={brands?.map((b) => b.id) ?? []} brand={draft.brand} />;
  } else if (doc.kind === 'deposits') {
    body = <ManualDepositsPanel key={draft.brand} ops={actions.ops} brand={draft.brand} />;
  }

  return (
    <PanelBoundary key={docLabel(doc)} name={`The ${docLabel(doc)} editor`}>
      {body}
    </PanelBoundary>
  );
}
