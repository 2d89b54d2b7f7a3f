import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { Toast, ToastRegion } from '../../ui/Toast.tsx';

/**
 * Toasts are status messages: announced politely by screen readers, never stealing focus. Each stays while the
 * person is on it (pointer or focus); one with an action offers it as a button, which opens its route and closes it.
 */
export function Toasts() {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const toasts = useAppState((s) => s.toasts);
  return (
    <ToastRegion testId="toasts">
      {toasts.map(({ id, kind, messageKey, values, action }) => (
        <Toast
          key={id}
          kind={kind}
          message={t(messageKey, values)}
          onHold={(held) => env.holdNotice(id, held)}
          action={
            action ? (
              <Button
                variant="secondary"
                size="compact"
                className="toast-action"
                label={t(action.labelKey)}
                onClick={() => {
                  env.dismiss(id);
                  env.navigate(action.to);
                }}
              />
            ) : undefined
          }
        />
      ))}
    </ToastRegion>
  );
}
