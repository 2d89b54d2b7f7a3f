import { useTranslation } from 'react-i18next';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Toast, ToastRegion } from '../../ui/Toast.tsx';

/** Toasts are status messages: announced politely by screen readers, never stealing focus. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useAppState((s) => s.toasts);
  return (
    <ToastRegion testId="toasts">
      {toasts.map((toast) => (
        <Toast key={toast.id} kind={toast.kind} message={t(toast.messageKey, toast.values)} />
      ))}
    </ToastRegion>
  );
}
