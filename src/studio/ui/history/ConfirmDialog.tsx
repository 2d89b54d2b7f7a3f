import { type ReactNode, useId, useRef } from 'react';
import { useModalFocus } from '../layout/useModalFocus.ts';
import './history.css';

export interface ConfirmDialogProps {
  /** The question, the dialog's accessible name ("Roll back royal to revision 12?"). */
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  /** The confirming button's text: the action itself ("Roll back to revision 12"), never a bare "OK". */
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  busy?: boolean;
}

/**
 * A modal confirmation: focus moves to Cancel (the safe choice), Tab stays inside, Escape cancels, and focus goes
 * back to the button that opened it when it closes.
 */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Cancel first: the safe choice.
  const onKeyDown = useModalFocus(box, { initialFocus: '[data-cancel]', onEscape: onCancel });

  return (
    <div className="studio-dialog-backdrop">
      <div ref={box} className="studio-dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
        <div className="studio-dialog-buttons">
          <button type="button" data-cancel onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="studio-button-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
