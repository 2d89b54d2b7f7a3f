import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../../renderer/RendererContext.tsx';
import type { Toast as ToastState } from '../../state/appState.ts';
import { useAppState } from '../../state/StoreProvider.tsx';
import { Button } from '../../ui/Button.tsx';
import { Toast } from '../../ui/Toast.tsx';
import { noticeTimers } from './noticeTimers.ts';

/**
 * The toasts shown. Each one's clock starts once it is drawn and stops while the person is on it (pointer or
 * focus); one with an action offers it as a button, which closes it and opens its route or tries the failed step
 * again.
 */
export function ToastList() {
  const toasts = useAppState((s) => s.toasts);
  return (
    <>
      {toasts.map((toast) => (
        <TimedToast key={toast.id} toast={toast} />
      ))}
    </>
  );
}

function TimedToast({ toast: { id, kind, messageKey, values, action, durationMs } }: { toast: ToastState }) {
  const { t } = useTranslation();
  const { env } = useRenderer();
  const clock = useRef<ReturnType<typeof noticeTimers> | null>(null);
  useEffect(() => {
    const timers = noticeTimers(() => env.dismiss(id));
    timers.start(id, durationMs);
    clock.current = timers;
    return () => timers.stop(id);
  }, [env, id, durationMs]);
  return (
    <Toast
      kind={kind}
      message={t(messageKey, values)}
      onHold={(held) => clock.current?.hold(id, held)}
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
  );
}
