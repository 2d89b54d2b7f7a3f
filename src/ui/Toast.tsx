import './toast.css';

export type ToastKind = 'info' | 'success' | 'error' | 'loading';

/** One short status message; the region around toasts (ToastRegion) is what screen readers announce. */
export function Toast({ kind = 'info', message }: { kind?: ToastKind; message: string }) {
  return <div className={`toast toast-${kind}`}>{message}</div>;
}

/** Where toasts appear: a polite live region that never takes focus. */
export function ToastRegion({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <div className="toasts" role="status" aria-live="polite" data-testid={testId}>
      {children}
    </div>
  );
}
