import type { QueueState } from '../core/interruptions.ts';
import type { SignInReadiness } from '../core/signIn.ts';
import type { SystemStatusResponse } from '../generated/api/systemStatus.response.ts';

/** What the platform returns on login and keeps in sessionStorage MC_SESSION_INFO. */
export interface SessionInfo {
  spanId?: string;
  id?: number | string;
  token: string;
  merchantCode: string;
  userName: string;
  /** The login answer's customerType: 0, 1, 2 real; 4 trial; 40-42 seen. */
  type: number;
  firstTimeLogin?: boolean | number;
}

export interface MemberInfo {
  id: number | string;
  account: string;
  nickname?: string | null;
  type: number;
  clubLabel?: { labelName: string } | null;
}

export interface Toast {
  id: number;
  messageKey: string;
  /** Interpolation values for the message. */
  values?: Record<string, string | number>;
  kind: 'success' | 'info' | 'error' | 'loading';
  durationMs: number;
  /** What the person can do about it, as a button in the notice (a refused trial account: create a real one). */
  action?: ToastAction;
}

/**
 * A notice's button, which closes the notice: its label, and either the route it opens (a refused trial account:
 * create a real one) or the failed step it tries again (Retry: a game that would not open, a lost connection).
 */
type ToastAction = { labelKey: string; to: string } | { labelKey: string; retry: () => void };

/** 'offline': the app opened with no network (the service worker served its shell); see src/core/brand/statusGate.ts. */
export type SystemState = 'normal' | 'maintenance' | 'region' | 'offline';

/** The installable app's state, as the browser reports it (src/app/pwa/). */
interface PwaState {
  /** The browser offered to install the app (beforeinstallprompt) and it is not installed yet. */
  installable: boolean;
  /** A new version's service worker is installed and waiting: the player may reload into it. */
  updateReady: boolean;
}

/** The whole client state. Widgets select slices of it; actions update it through the store. */
export interface AppState {
  /** The system status answer's `info` (download links, customer service...), read at boot. */
  statusInfo?: SystemStatusResponse['info'];
  /** The session's image CDN origin for the platform's images (src/core/imageOrigin.ts); null or absent: this host. */
  imageOrigin?: string | null;
  session: SessionInfo | null;
  member: MemberInfo | null;
  language: string;
  panels: { left: boolean; right: boolean };
  popups: string[];
  toasts: Toast[];
  balanceHidden: boolean;
  /** Whitelabel flags from the platform, before brand overrides. */
  platformFlags: Record<string, boolean>;
  /** Promotion kinds the merchant has enabled (REFERRAL, APP_DOWNLOAD). */
  promotions: Record<string, boolean>;
  system: SystemState;
  pwa: PwaState;
  /** The member's favourite game nodeIds, tagged with the session token they were read for (absent = not loaded). */
  favourites?: { token: string; ids: string[] };
  /** Third-party sign-in services that initialised (absent = none, as in this build); see src/core/signIn.ts. */
  signIn?: SignInReadiness;
  /** What asks to interrupt the player, and what shows (src/core/interruptions.ts); initialState sets it. */
  interruptions?: InterruptionState;
}

/** The interruption queue's state; `popupsShown` counts for the session `sessionKey` (a token, or '' for a guest). */
export interface InterruptionState extends QueueState {
  sessionKey: string;
}
