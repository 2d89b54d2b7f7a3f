import { type ReactNode, useRef } from 'react';
import { Button } from './Button.tsx';
import { useModalFocus } from './useModalFocus.ts';
import './dialog.css';

interface DialogProps {
  open?: boolean;
  onClose(): void;
  /** Accessible name: the id of the dialog's visible title, or a label. */
  labelledBy?: string;
  label?: string;
  closeLabel: string;
  /** `center` (a dialog) or a sheet from the `bottom`, `left` or `right` edge. */
  placement?: 'center' | 'bottom' | 'left' | 'right';
  testId?: string;
  className?: string;
  /**
   * An alert (role alertdialog): a message with its own answer buttons, no close button, the scrim does not close
   * it, and its first button takes focus. Escape still answers with onClose.
   */
  alert?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog or sheet: a scrim that closes it, focus kept inside (Escape closes, focus returns to the opener),
 * and a close button. Popups, side menus and pickers all use this one.
 */
export function Dialog({ open = true, onClose, labelledBy, label, closeLabel, placement = 'center', testId, className, alert = false, children }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useModalFocus(ref, open, onClose, alert);
  if (!open) return null;
  // One object: the linter reads a computed role as none and would refuse the attributes both roles support.
  const a11y = { role: alert ? 'alertdialog' : 'dialog', 'aria-modal': true, 'aria-labelledby': labelledBy, 'aria-label': labelledBy ? undefined : label };
  return (
    <div className={`dialog-layer dialog-layer-${placement}`}>
      <div className="scrim" aria-hidden="true" onClick={alert ? undefined : onClose} />
      <div ref={ref} tabIndex={-1} className={`dialog dialog-${placement}${className ? ` ${className}` : ''}`} {...a11y} data-testid={testId}>
        {alert ? null : <Button variant="ghost" iconOnly icon="close" label={closeLabel} className="dialog-close" onClick={onClose} />}
        {children}
      </div>
    </div>
  );
}

/** A sheet is a dialog that slides from an edge (side menus, pickers). */
export function Sheet(props: Omit<DialogProps, 'placement'> & { side: 'bottom' | 'left' | 'right' }) {
  const { side, ...rest } = props;
  return <Dialog {...rest} placement={side} />;
}
