import type { ReactNode } from 'react';
import './toast.css';

/** Where toasts appear: a polite live region that never takes focus. */
export function ToastRegion({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="toasts" role="status" aria-live="polite" data-testid={testId}>
      {children}
    </div>
  );
}
