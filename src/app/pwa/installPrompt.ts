import type { InstallOutcome } from '../../renderer/env.ts';
import type { AppState } from '../../state/appState.ts';
import type { Store } from '../../state/createStore.ts';

/** Chromium's install offer (not in TypeScript's DOM types: it is not a standard). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: BeforeInstallPromptEvent | null = null;
let onChange: (installable: boolean) => void = () => undefined;

/**
 * Keeps the browser's install offer for the app's own buttons (the download bar and the app-download popup)
 * instead of Chrome's mini-infobar. Listens from the first line of the app's script: the browser offers it once
 * per page, possibly before the brand and the store are there.
 */
export function captureInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offered = e as BeforeInstallPromptEvent;
    onChange(true);
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    onChange(false);
  });
}

/** Tells conditions (device.installable, through the store) whether an offer is there, now and as it changes. */
export function connectInstallOffer(store: Store<AppState>): void {
  onChange = (installable) =>
    store.update((s) => {
      s.pwa.installable = installable;
    });
  if (offered) onChange(true);
}

/** Shows the browser's install dialog; an offer can be used once, so it is dropped whatever the answer. */
export async function promptInstall(): Promise<InstallOutcome> {
  const offer = offered;
  if (!offer) return 'unavailable';
  offered = null;
  onChange(false);
  await offer.prompt();
  return (await offer.userChoice).outcome;
}
