import { useEffect } from 'react';
import { refreshPlatformSettings } from '../domain/site/platformSettings.ts';
import { whenOnline } from '../renderer/connectivity.ts';
import { useRenderer } from '../renderer/RendererContext.tsx';

/** How often the gate asks again while it shows, in case the network came back without an online event. */
const RECHECK_MS = 15_000;

/**
 * While the offline gate shows, reads the status again as soon as the device says it is back online (and every
 * RECHECK_MS): the gate then gives way to the screen of the address by itself, with no reload (the screen's data
 * loads as it mounts). While the device says it is offline, a read fails at once without touching the network.
 */
export function useOfflineRecovery(offline: boolean): void {
  const { env } = useRenderer();
  useEffect(() => {
    if (!offline) return;
    const recheck = () => void refreshPlatformSettings(env.api, env.store, env.storage.local, env.storage.session);
    const stopWaiting = whenOnline(recheck);
    const timer = setInterval(recheck, RECHECK_MS);
    return () => {
      stopWaiting();
      clearInterval(timer);
    };
  }, [offline, env]);
}
