import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Props {
  title: string;
  /** Escape and the close button; omit for a dialog that must be answered. */
  onClose?: () => void;
  children: ReactNode;
  /** Called with the dialog element once shown (to focus a particular field). */
  initialFocus?: string;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex="0"]';

/**
 * A modal dialog: named by its heading, focus moved in on open (the first field, or `initialFocus`'s selector),
 * kept inside while open (Tab wraps), Escape closes, and focus returns where it was on close.
 */
export function Modal({ title, onClose, children, initialFocus }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const box = ref.current;
    const first = (initialFocus && box?.querySelector<HTMLElement>(initialFocus)) || box?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => before?.focus?.();
  }, [initialFocus]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape' && onClose) {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

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
