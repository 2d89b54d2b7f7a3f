import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from './Button.tsx';
import './overflowMenu.css';

/**
 * A "more" button that shows what did not fit (the top bar's actions on a narrow screen or with a long title).
 * The panel is a disclosure: Escape or a tap outside closes it and focus goes back to the button.
 */
export function OverflowMenu({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // A choice made in the panel (a button or link inside it) closes the menu.
    const onChoose = (e: MouseEvent) => {
      if ((e.target as HTMLElement).closest('button, a')) setOpen(false);
    };
    const el = panel.current;
    el?.addEventListener('click', onChoose);
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
      el?.removeEventListener('click', onChoose);
    };
  }, [open]);
  return (
    <div className="overflow-menu" ref={root} data-testid={testId}>
      <Button ref={button} variant="ghost" iconOnly icon="more" label={label} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} />
      <div ref={panel} id={id} className="overflow-menu-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
