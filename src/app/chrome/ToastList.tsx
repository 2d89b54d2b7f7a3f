import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { Toast } from '../../ui/Toast.tsx';

/**
 * The toasts shown. Each stays while the person is on it (pointer or focus); one with an action offers it as a
 * button, which closes it and opens its route or tries the failed step again.
 */
export function ToastList() {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const toasts = useAppState((s) => s.toasts);
  return (
    <>
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
                  if ('retry' in action) action.retry();
                  else env.navigate(action.to);
                }}
              />
            ) : undefined
          }
        />
      ))}
    </>
  );
}
