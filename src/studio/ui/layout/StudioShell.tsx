import { useStudio } from '../../app/context.ts';
import { composedOf } from '../../app/composed.ts';
import { PreviewPanel } from '../preview/PreviewPanel.tsx';
import { DocumentTree } from './DocumentTree.tsx';
import { EditorPane } from './EditorPane.tsx';
import { Header, Problems } from './Header.tsx';
import { PanelBoundary } from './PanelBoundary.tsx';
import { ResumeBanner } from './ResumeBanner.tsx';
import { SignInDialog } from './SignInDialog.tsx';

/** The studio's page: header, documents (left), the editor (middle), the preview (right). */
export function StudioShell() {
  const draft = useStudio((s) => s.draft);
  const base = useStudio((s) => s.setup?.base ?? null);
  const brand = useStudio((s) => s.brand);
  const busy = useStudio((s) => s.brandStatus.state === 'busy' || s.brandsStatus.state === 'busy');
  const composed = draft && base ? composedOf(base, draft) : null;
  const bundle = composed?.bundle ?? null;

  let middle: React.ReactNode;
  if (composed?.error)
    middle = <p role="alert">The draft cannot be composed on the deployed base: {composed.error}. Undo the last change, or discard the draft.</p>;
  else if (draft && base && bundle) middle = <EditorPane draft={draft} base={base} bundle={bundle} />;
  else middle = <p role="status">{busy ? `Opening ${brand ?? 'the brands'}…` : 'Choose a brand to edit.'}</p>;

  return (
    <div className="studio">
      <a className="studio-skip" href="#studio-main">
        Skip to the editor
      </a>
      <PanelBoundary name="The header">
        <Header />
      </PanelBoundary>
      <Problems />
      <ResumeBanner />
      <div className="studio-body">
        <div className="studio-col studio-col--docs">
          <PanelBoundary name="The document list">
            <DocumentTree bundle={bundle} />
          </PanelBoundary>
        </div>
        <main id="studio-main" className="studio-col studio-col--main" tabIndex={-1} aria-label="Editor">
          {middle}
        </main>
        <aside className="studio-col studio-col--preview" aria-label="Live preview">
          <PanelBoundary name="The preview">
            <PreviewPanel bundle={bundle} />
          </PanelBoundary>
        </aside>
      </div>
      <SignInDialog />
    </div>
  );
}
