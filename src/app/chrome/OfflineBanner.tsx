import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOffline = () => navigator.onLine === false;

/**
 * Says the device is offline while it is, and goes away by itself when it is back: the screen's failed data
 * then reloads on its own (SWR reloads every shown source on reconnect), so nothing is left to tap.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div className="offline-banner-region" role="status" data-testid="offline-banner">
      {offline ? <p className="offline-banner">{t('offline_banner')}</p> : null}
    </div>
  );
}
