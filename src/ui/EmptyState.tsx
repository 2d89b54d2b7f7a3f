import type { ReactNode } from 'react';
import type { IconName } from '../generated/icon.ts';
import { Icon } from './Icon.tsx';
import './emptyState.css';

/** Nothing to show (no data, no results, an empty category): an icon, one line, and optionally what to do next. */
export function EmptyState({ message, icon = 'empty', action, testId }: { message: string; icon?: IconName; action?: ReactNode; testId?: string }) {
  return (
    <div className="empty-state" data-testid={testId}>
      <Icon name={icon} size={48} />
      <p className="empty-state-message">{message}</p>
      {action}
    </div>
  );
}
