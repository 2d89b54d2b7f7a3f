import { type ReactNode, useEffect, useRef } from 'react';
import './toast.css';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

/**
 * One short status message, with the button that acts on it when there is one. `onHold` says whether the person
 * is on it (pointer over it, or focus inside it): its owner stops its clock meanwhile, so it never goes while read.
 */
export function Toast({ kind = 'info', message, action, onHold }: { kind?: ToastKind; message: string; action?: ReactNode; onHold?(held: boolean): void }) {
  const ref = useRef<HTMLDivElement>(null);
  const hold = useRef(onHold);
  hold.current = onHold;
  // Plain listeners, not handlers: the toast itself is no control (its button is); they only keep it on screen.
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const on = { hovered: false, focused: false };
    let held = false;
    const set = (what: keyof typeof on, value: boolean) => {
      on[what] = value;
      if (held === (on.hovered || on.focused)) return;
      held = !held;
      hold.current?.(held);
    };
    const enter = () => set('hovered', true);
    const leave = () => set('hovered', false);
    const focusIn = () => set('focused', true);
    const focusOut = (e: FocusEvent) => set('focused', el.contains(e.relatedTarget as Node | null));
    el.addEventListener('pointerenter', enter);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    return () => {
      el.removeEventListener('pointerenter', enter);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, []);
  return (
    <div ref={ref} className={`toast toast-${kind}${action ? ' toast-with-action' : ''}`}>
      {/* The text is a box of its own only beside a button (it takes the room the button leaves). */}
      {action ? <span className="toast-text">{message}</span> : message}
      {action}
    </div>
  );
}
