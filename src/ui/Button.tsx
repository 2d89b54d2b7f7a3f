import type { ButtonHTMLAttributes, Ref } from 'react';
import type { IconName } from '../generated/icon.ts';
import { Icon } from './Icon.tsx';
import './button.css';

/** One look per kind: primary (the screen's main action), secondary (outlined), ghost (quiet), danger. */
type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Full width, label centred (a form's submit, a screen's single action). */
  block?: boolean;
  /** `compact` keeps the 44 px touch target but tightens the padding (bars, rows). */
  size?: 'regular' | 'compact';
  icon?: IconName;
  /** Only the icon shows; `label` becomes the accessible name. */
  iconOnly?: boolean;
  /** Shown text (or the accessible name of an icon-only button). Children win when given. */
  label?: string;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button: every widget and chrome part draws its buttons through this, so each kind looks the same. */
export function Button({
  variant = 'primary',
  block,
  size = 'regular',
  icon,
  iconOnly,
  label,
  busy,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, block ? 'btn-block' : '', size === 'compact' ? 'btn-compact' : '', iconOnly ? 'btn-icon-only' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} aria-busy={busy || undefined} {...rest}>
      {icon ? <Icon name={icon} size={20} /> : null}
      {/* An icon-only button keeps its label as text for screen readers, and for menus that show it (the top bar's "More"). */}
      {children ?? (label !== undefined ? <span className={iconOnly ? 'btn-label btn-label-hidden' : 'btn-label'}>{label}</span> : null)}
    </button>
  );
}
