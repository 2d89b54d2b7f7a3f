/**
 * The device's connection as the app reads it: one `online` and one `offline` listener on the window for the
 * whole app, whatever asks (SWR's reconnect, the offline banner and gate, a widget whose code could not load).
 * The listeners are added with the first subscriber and removed with the last.
 */
type Listener = () => void;

const onlineListeners = new Set<Listener>();
const changeListeners = new Set<Listener>();

const fire = (set: ReadonlySet<Listener>) => {
  for (const listener of [...set]) listener();
};
const onOnline = () => {
  fire(onlineListeners);
  fire(changeListeners);
};
const onOffline = () => fire(changeListeners);

function watch(set: Set<Listener>, listener: Listener): () => void {
  if (onlineListeners.size + changeListeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (onlineListeners.size + changeListeners.size > 0) return;
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}

/** Whether the device says it is offline (a read then fails at once, without touching the network). */
export const deviceOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Calls `listener` each time the device comes back online; returns the unsubscribe. */
export const whenOnline = (listener: Listener): (() => void) => watch(onlineListeners, listener);

/** Calls `listener` on every change of connection, either way (useSyncExternalStore's subscribe). */
export const onConnectivityChange = (listener: Listener): (() => void) => watch(changeListeners, listener);
