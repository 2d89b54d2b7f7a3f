/** Browser storage keys, spelled exactly as the platform's own front end spells them. */
export const StorageKeys = {
  /** sessionStorage: {spanId, id, token, merchantCode, userName, type, firstTimeLogin}. */
  session: 'MC_SESSION_INFO',
  /** sessionStorage: the trial (free play) user's name. */
  trialName: 'trialName',
  /** localStorage: remembered login {type, username, countryDialingCode} (no password). */
  rememberedLogin: 'remPass',
  /** localStorage: salt of the password earlier versions remembered; removed on sight. */
  rememberedSalt: 'sass',
  /** localStorage: chosen UI language code (EN, TY, CN, ...). */
  language: 'language',
  /** localStorage: '1' or '0'. */
  autoLogin: 'autoLogin',
  /** localStorage: the app-download bar was dismissed. */
  hideDownloadBar: 'hideDownloadBar',
  /** localStorage: last system status answer (read at boot before the fresh one arrives). */
  status: 'status',
  /** sessionStorage: cached member info. */
  memberInfo: 'memberInfo',
  /** localStorage: theme name; always ends up dark. */
  theme: 'theme',
  /** sessionStorage: '1' from a sign-in until the popup announcements have been shown once. */
  popupNoticesPending: 'popupNoticesPending',
  /** localStorage: {userName: 'YYYY-MM-DD'}, the day each account chose "don't show again today" for popup announcements. */
  popupNoticesHiddenOn: 'popupNoticesHiddenOn',
  /** localStorage: ids of the bars the player closed (they stay closed: src/core/interruptions.ts). */
  closedBars: 'closedBars',
  /** sessionStorage: the image CDN origin this session reads images from (kept while the platform offers it). */
  imageCDN: 'imageCDN',
  /** sessionStorage: development brand override from ?brand=. */
  brandOverride: 'brandOverride',
} as const;

/** Reads JSON from storage; a corrupt value reads as null instead of breaking boot. */
export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working from memory.
  }
}
