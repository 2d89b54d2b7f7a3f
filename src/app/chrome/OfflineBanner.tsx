import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceOffline, onConnectivityChange } from '../../renderer/connectivity.ts';

/**
 * Says the device is offline while it is, and goes away by itself when it is back: the screen's failed data
 * then reloads on its own (SWR reloads every shown source on reconnect), so nothing is left to tap.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(onConnectivityChange, deviceOffline, () => false);
  return (
    <div className="offline-banner-region" role="status" data-testid="offline-banner">
      {offline ? <p className="offline-banner">{t('offline_banner')}</p> : null}
    </div>
  );
}
