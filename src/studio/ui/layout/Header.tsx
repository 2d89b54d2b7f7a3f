import { useId } from 'react';
import { useStudio, useStudioActions } from '../../app/context.ts';
import { saveStateOf } from '../../app/reducer.ts';
import { plural } from '../../plural.ts';

/** The save state in words: where the draft is kept right now. */
function SaveStateText() {
  const save = useStudio(saveStateOf);
  const busy = useStudio((s) => s.saveStatus.state === 'busy');
  const text = busy
    ? 'Saving…'
    : save.kind === 'revision'
      ? `Saved as revision ${save.number}`
      : save.kind === 'local'
        ? 'Draft saved locally'
        : save.kind === 'unsaved'
          ? 'Unsaved changes'
          : 'No changes';
  return (
    <p className="studio-header__save" role="status">
      {text}
    </p>
  );
}

function CheckCounts() {
  const errors = useStudio((s) => s.checks.errors.length);
  const warnings = useStudio((s) => s.checks.warnings.length);
  const checking = useStudio((s) => s.checks.checking);
  return (
    <p className={`studio-header__checks${errors > 0 ? ' has-errors' : ''}`} role="status">
      {plural(errors, 'error')}, {plural(warnings, 'warning')}
      {checking ? ' (checking…)' : ''}
    </p>
  );
}

/** The studio's top bar: brand, save state and Save, undo/redo, the checks, the operator and Sign out. */
export function Header() {
  const actions = useStudioActions();
  const brands = useStudio((s) => s.brands);
  const brand = useStudio((s) => s.brand);
  const username = useStudio((s) => s.session?.username ?? '');
  const canUndo = useStudio((s) => s.past.length > 0);
  const canRedo = useStudio((s) => s.future.length > 0);
  const hasDraft = useStudio((s) => s.draft !== null);
  const brandId = useId();
  return (
    <header className="studio-header">
      <h1 className="studio-header__title">Operator studio</h1>
      <div className="studio-header__brand">
        <label htmlFor={brandId}>Brand</label>
        <select id={brandId} className="studio-input" value={brand ?? ''} disabled={!brands} onChange={(e) => void actions.openBrand(e.target.value)}>
          {!brand && <option value="">{brands ? 'Choose a brand' : 'Loading brands…'}</option>}
          {brands?.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name} ({b.id})
            </option>
          ))}
        </select>
      </div>
      <SaveStateText />
      <CheckCounts />
      <div className="studio-header__actions">
        <button type="button" className="studio-button" disabled={!canUndo} onClick={actions.undo}>
          Undo
        </button>
        <button type="button" className="studio-button" disabled={!canRedo} onClick={actions.redo}>
          Redo
        </button>
        <button type="button" className="studio-button studio-button--primary" disabled={!hasDraft} onClick={() => void actions.saveDraft()}>
          Save draft
        </button>
      </div>
      <div className="studio-header__who">
        <span>
          Signed in as <strong>{username || '…'}</strong>
        </span>
        <button type="button" className="studio-button" onClick={() => void actions.signOut()}>
          Sign out
        </button>
      </div>
    </header>
  );
}

/** What went wrong in a call or a change, said at the top until the next try succeeds. */
export function Problems() {
  const actions = useStudioActions();
  const brandsProblem = useStudio((s) => (s.brandsStatus.state === 'failed' ? s.brandsStatus.message : null));
  const brandProblem = useStudio((s) => (s.brandStatus.state === 'failed' ? s.brandStatus.message : null));
  const saveProblem = useStudio((s) => (s.saveStatus.state === 'failed' ? s.saveStatus.message : null));
  const checkProblem = useStudio((s) => s.checks.failure);
  const editProblem = useStudio((s) => s.editProblem);
  const brand = useStudio((s) => s.brand);
  if (!(brandsProblem || brandProblem || saveProblem || checkProblem || editProblem)) return null;
  return (
    <div className="studio-problems" role="alert">
      {brandsProblem && (
        <p>
          {brandsProblem}{' '}
          <button type="button" className="studio-button" onClick={() => void actions.loadBrands()}>
            Retry
          </button>
        </p>
      )}
      {brandProblem && (
        <p>
          {brandProblem}{' '}
          {brand && (
            <button type="button" className="studio-button" onClick={() => void actions.openBrand(brand)}>
              Retry
            </button>
          )}
        </p>
      )}
      {saveProblem && <p>{saveProblem}</p>}
      {checkProblem && <p>{checkProblem}</p>}
      {editProblem && <p>{editProblem}</p>}
    </div>
  );
}
