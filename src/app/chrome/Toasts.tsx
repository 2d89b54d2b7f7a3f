import { useTranslation } from 'react-i18next';
import { useAppState } from '../../state/StoreProvider.tsx';

/** Toasts are status messages: announced politely by screen readers, never stealing focus. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useAppState((s) => s.toasts);
  return (
    <div className="toasts" role="status" aria-live="polite" data-testid="toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          {t(toast.messageKey, toast.values)}
        </div>
      ))}
    </div>
  );
}
