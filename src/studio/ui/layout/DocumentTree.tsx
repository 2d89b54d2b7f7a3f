import { useId, useMemo, useState } from 'react';
import type { BrandBundle } from '../../../generated/brand-bundle.ts';
import { useStudio, useStudioActions } from '../../app/context.ts';
import { CHROME_LABELS, routeOfScreen, sameDoc, screensOf } from '../../app/documents.ts';
import { CHROME_AREAS, type DocChoice } from '../../app/state.ts';
import { hasRole } from '../../app/roles.ts';
import { isAdmin } from '../audit/roles.ts';

/** A document of the list; choosing it opens it (`onChoose` does more for a screen). */
function Entry({ doc, label, detail, onChoose }: { doc: DocChoice; label: string; detail?: string; onChoose?: () => void }) {
  const current = useStudio((s) => sameDoc(s.doc, doc));
  const actions = useStudioActions();
  return (
    <li>
      <button type="button" className="studio-doc" aria-current={current ? 'page' : undefined} onClick={onChoose ?? (() => actions.chooseDoc(doc))}>
        <span>{label}</span>
        {detail && <span className="studio-doc__detail">{detail}</span>}
      </button>
    </li>
  );
}

/** The brand's documents: chrome areas, theme, settings and flags, every screen with its paths, texts; then publishing. */
export function DocumentTree({ bundle }: { bundle: BrandBundle | null }) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const admin = useStudio((s) => isAdmin(s.session));
  // Deciding members' transfers moves money: publishers of the brand (routes/manualDeposits.ts).
  const cashier = useStudio((s) => hasRole(s.session?.roles, s.brand, 'publisher'));
  const actions = useStudioActions();
  const screens = useMemo(() => (bundle ? screensOf(bundle) : []), [bundle]);
  const shown = screens.filter((s) => `${s.id} ${s.paths.join(' ')}`.toLowerCase().includes(filter.trim().toLowerCase()));
  const languages = bundle?.brand.languages?.supported ?? [];

  const openScreen = (screen: string) => {
    actions.chooseDoc({ kind: 'screen', screen });
    const route = bundle && routeOfScreen(bundle, screen);
    if (route) actions.setPreview({ route });
  };

  return (
    <nav className="studio-docs" aria-label="Brand documents">
      <h2 className="studio-h2">Documents</h2>
      <h3 className="studio-h3">Chrome</h3>
      <ul className="studio-doc-list">
        {CHROME_AREAS.map((area) => (
          <Entry key={area} doc={{ kind: 'chrome', area }} label={CHROME_LABELS[area]} />
        ))}
      </ul>
      <h3 className="studio-h3">Brand</h3>
      <ul className="studio-doc-list">
        <Entry doc={{ kind: 'theme' }} label="Theme" />
        <Entry doc={{ kind: 'settings' }} label="Settings and flags" />
        <Entry doc={{ kind: 'locales' }} label="Texts" detail={languages.join(', ')} />
      </ul>
      <h3 className="studio-h3">Screens ({screens.length})</h3>
      <label htmlFor={filterId} className="studio-label">
        Filter screens
      </label>
      <input id={filterId} type="search" className="studio-input" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <ul className="studio-doc-list">
        {shown.map((s) => (
          <Entry
            key={s.id}
            doc={{ kind: 'screen', screen: s.id }}
            label={s.id}
            detail={s.paths.filter((p) => p.startsWith('/m/')).join(' ') || 'no route'}
            onChoose={() => openScreen(s.id)}
          />
        ))}
      </ul>
      <h3 className="studio-h3">Publishing</h3>
      <ul className="studio-doc-list">
        <Entry doc={{ kind: 'publish' }} label="Compare and publish" />
        <Entry doc={{ kind: 'history' }} label="History" />
        {admin && <Entry doc={{ kind: 'audit' }} label="Audit log" />}
      </ul>
      {cashier && (
        <>
          <h3 className="studio-h3">Members</h3>
          <ul className="studio-doc-list">
            <Entry doc={{ kind: 'deposits' }} label="Manual deposits" />
          </ul>
        </>
      )}
    </nav>
  );
}
