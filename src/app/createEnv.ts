import { deviceOffline } from '../renderer/connectivity.ts';
import { htmlLang } from '../core/htmlLang.ts';
import type { i18n } from 'i18next';
import type { AppEnv, Clock, InstallOutcome } from '../renderer/env.ts';
import type { PlatformApi } from '../core/platformApi.ts';
import type { SignInServices } from '../core/signIn.ts';
import type { AppState } from '../state/appState.ts';
import type { Store } from '../state/createStore.ts';
import type { LocaleDocument } from '../generated/locale.ts';
import { StorageKeys } from '../state/storageKeys.ts';

import type { RouterPort } from './routerPort.ts';
import { noticeDuration } from '../renderer/noticeDuration.ts';

interface EnvInput {
  api: PlatformApi;
  store: Store<AppState>;
  i18n: i18n;
  clock?: Clock;
  storage?: { session: Storage; local: Storage };
  /** Navigation and data refresh (queued until the router mounts). */
  router: RouterPort;
  report?(message: string, detail?: unknown): void;
  /** Third-party sign-in services (default: none). */
  signIn?: SignInServices;
  /** The browser's install dialog (src/app/pwa/installPrompt.ts); default: none offered. */
  installApp?: () => Promise<InstallOutcome>;
  /** A language's strings when i18n does not have them yet (the brand document carries the default's only). */
  loadLocale?: (language: string) => Promise<LocaleDocument>;
}

/** The browser's env: real storage, clipboard, window.open and timers; everything routes through here. */
export function createEnv(input: EnvInput): AppEnv {
  let nextToast = 1;
  const env: AppEnv = {
    api: input.api,
    store: input.store,
    storage: input.storage ?? { session: window.sessionStorage, local: window.localStorage },
    clock: input.clock ?? { now: () => Date.now() },
    navigate: (to, options) => input.router.navigate(to, options),
    back: (fallback) => input.router.back(fallback),
    notify(toast) {
      const id = nextToast++;
      // Timed by what it says in the page's language (and its button's label), read at a slow reader's pace.
      const text = `${input.i18n.t(toast.messageKey, toast.values)} ${toast.action ? input.i18n.t(toast.action.labelKey) : ''}`.trim();
      const durationMs = noticeDuration(toast.kind, toast.durationMs, text.length);
      input.store.update((s) => {
        // A new loading notice replaces the previous one; other toasts stack.
        s.toasts = s.toasts.filter((t) => !(toast.kind === 'loading' && t.kind === 'loading'));
        s.toasts.push({ ...toast, id, durationMs });
      });
      return id;
    },
    dismiss(id) {
      input.store.update((s) => {
        s.toasts = s.toasts.filter((t) => t.id !== id);
      });
    },
    openUrl(url, target) {
      if (target === 'self') window.location.assign(url);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
    async copyText(text) {
      await navigator.clipboard.writeText(text);
    },
    async setLanguage(language) {
      if (input.loadLocale && !input.i18n.hasResourceBundle(language, 'translation')) {
        try {
          input.i18n.addResourceBundle(language, 'translation', await input.loadLocale(language));
        } catch (err) {
          // Its strings cannot be had (offline): the page stays in the language it shows, and says why.
          env.notify({ messageKey: deviceOffline() ? 'network_offline' : 'network_timeout', kind: 'error' });
          throw err;
        }
      }
      await input.i18n.changeLanguage(language);
      env.storage.local.setItem(StorageKeys.language, language);
      document.documentElement.lang = htmlLang(language);
      input.store.update((s) => {
        s.language = language;
      });
    },
    refreshData: (source) => input.router.refreshData(source),
    signIn: input.signIn ?? {},
    installApp: input.installApp ?? (async () => 'unavailable'),
    report:
      input.report ??
      ((message, detail) => {
        console.error(`[app] ${message}`, detail ?? '');
      }),
  };
  return env;
}
