import { type ReactNode, useId, useRef } from 'react';
import { useModalFocus } from './useModalFocus.ts';

interface Props {
  title: string;
  /** Escape and the close button; omit for a dialog that must be answered. */
  onClose?: () => void;
  children: ReactNode;
  /** A selector of the control to focus on open (else the first one). */
  initialFocus?: string;
}

/**
 * A modal dialog: named by its heading, focus moved in on open (the first field, or `initialFocus`'s selector),
 * kept inside while open (Tab wraps), Escape closes, and focus returns where it was on close.
 */
export function Modal({ title, onClose, children, initialFocus }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onKeyDown = useModalFocus(ref, { initialFocus, onEscape: onClose });

  return (
    <div className="studio-backdrop">
      <div ref={ref} className="studio-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="studio-dialog__head">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="studio-button" onClick={onClose}>
              Close
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
