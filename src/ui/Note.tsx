import type { ReactNode } from 'react';
import './note.css';

/** A quiet line that explains what is around it (the zone a list's times are in, how its figures are signed). */
export function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="note" data-testid={testId}>
      {children}
    </p>
  );
}
