import type { ReactNode } from 'react';
import type { IconName } from '../generated/icon.ts';
import { Icon } from './Icon.tsx';
import './list.css';

/** A list of rows on one surface (menus, records, settings). */
export function List({ children, label, className, testId }: { children: ReactNode; label?: string; className?: string; testId?: string }) {
  return (
    <ul className={`list${className ? ` ${className}` : ''}`} aria-label={label} data-testid={testId}>
      {children}
    </ul>
  );
}

interface RowProps {
  label: ReactNode;
  /** A second, muted line under the label. */
  detail?: ReactNode;
  icon?: IconName;
  /** What sits at the end: a value, a badge, a switch. */
  end?: ReactNode;
  /** With onClick the row is a button with a chevron. */
  onClick?(): void;
  chevron?: boolean;
  testId?: string;
  current?: boolean;
}

/** One row of a List: icon, label (and detail), end content; a 48 px target when it does something. */
export function Row({ label, detail, icon, end, onClick, chevron = Boolean(onClick), testId, current }: RowProps) {
  const body = (
    <>
      {icon ? <Icon name={icon} size={22} /> : null}
      <span className="row-text">
        <span className="row-label">{label}</span>
        {detail ? <span className="row-detail">{detail}</span> : null}
      </span>
      {end !== undefined ? <span className="row-end">{end}</span> : null}
      {chevron ? <Icon name="chevronRight" size={18} /> : null}
    </>
  );
  return (
    <li className="list-item">
      {onClick ? (
        <button type="button" className="row row-action" onClick={onClick} data-testid={testId} aria-current={current ? 'page' : undefined}>
          {body}
        </button>
      ) : (
        <div className="row" data-testid={testId}>
          {body}
        </div>
      )}
    </li>
  );
}
