import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex="0"]';

/**
 * A modal's keyboard rules: on open, focus moves in (to `initialFocus`'s selector, else the first control); Tab and
 * Shift+Tab wrap inside; Escape calls `onEscape` (when given); on close, focus returns to where it was. Answers the
 * dialog's keydown handler.
 */
export function useModalFocus(box: RefObject<HTMLElement | null>, options: { initialFocus?: string; onEscape?: () => void } = {}): (e: KeyboardEvent) => void {
  const { initialFocus, onEscape } = options;
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = box.current;
    const first = (initialFocus && el?.querySelector<HTMLElement>(initialFocus)) || el?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => before?.focus();
  }, [box, initialFocus]);

  return (e: KeyboardEvent) => {
    if (e.key === 'Escape' && onEscape) {
      e.stopPropagation();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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
}
