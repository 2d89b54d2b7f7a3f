import type { AppState, Toast } from '../state/appState.ts';
import type { Store } from '../state/createStore.ts';
import type { PlatformApi } from '../core/platformApi.ts';
import type { SignInServices } from '../core/signIn.ts';

/** What installApp answers: the player's choice in the browser's install dialog, or that it offers none here. */
export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Time source; tests and the screen matrix pass a fixed clock. */
export interface Clock {
  now(): number;
}

/**
 * Every side effect goes through this one object, so tests and the screen matrix can supply fixtures, a fixed
 * clock and recorded navigation.
 */
export interface AppEnv {
  api: PlatformApi;
  store: Store<AppState>;
  storage: { session: Storage; local: Storage };
  clock: Clock;
  navigate(to: string, options?: { replace?: boolean }): void;
  back(fallback: string): void;
  /**
   * Shows a notice; its duration is the reading time of its text (noticeDuration.ts) unless a longer one is asked.
   * Its clock starts once it is drawn and stops while the person holds it (ToastList).
   */
  notify(toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }): number;
  dismiss(id: number): void;
  openUrl(url: string, target: 'self' | 'blank'): void;
  copyText(text: string): Promise<void>;
  setLanguage(language: string): Promise<void>;
  refreshData(source: string): Promise<void>;
  /** Reports a problem for operators and developers (console in production, overlay in development). */
  report(message: string, detail?: unknown): void;
  /** Third-party sign-in services an operator plugged in (none in this build); readiness is in the store. */
  signIn: SignInServices;
  /** Shows the browser's install dialog for the app, when it offered one (state.pwa.installable). */
  installApp(): Promise<InstallOutcome>;
}
