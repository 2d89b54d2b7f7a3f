/**
 * The installable app's addresses. Like the brand document (brandDocumentPath.ts), each is one address for every
 * brand: whoever serves the app answers it with the brand of the page's host, so a page names no other brand's
 * files. The build writes each brand's copies where no visitor can ask for them (dist/brands/<id>/).
 */

/** The web app manifest (the page links it; the browser reads it to install the app). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The app icons the manifest and the page name: /app-icons/<file>. */
export const APP_ICON_PREFIX = '/app-icons/';

/**
 * Icon files the build draws from brand.json `icon`, by size in px, and how each is drawn: `plain` as the image is,
 * `apple` on the brand's background (the page's apple-touch-icon), `maskable` inside the safe zone of a launcher's
 * mask.
 */
export const APP_ICONS = [
  { file: '180.png', size: 180, look: 'apple' },
  { file: '192.png', size: 192, look: 'plain' },
  { file: '512.png', size: 512, look: 'plain' },
  { file: 'maskable-192.png', size: 192, look: 'maskable' },
  { file: 'maskable-512.png', size: 512, look: 'maskable' },
] as const;

export type AppIconFile = (typeof APP_ICONS)[number]['file'];

export const appIconPath = (file: AppIconFile): string => `${APP_ICON_PREFIX}${file}`;

/** The home-screen icon iOS takes from <link rel="apple-touch-icon"> (it ignores the manifest's icons). */
export const APPLE_TOUCH_ICON_FILE: AppIconFile = '180.png';

/** Where the installed app opens, and the part of the site it keeps in its own window. */
export const APP_START_URL = '/m/home';
export const APP_SCOPE = '/m/';

/**
 * The service worker: a same-origin file at the site's root (the CSP's worker-src 'self'), controlling the whole
 * origin so the root page, a home path, is served offline too.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';

/** How often a running app asks whether a new version was deployed: the spec's service-worker window (60 s). */
export const UPDATE_CHECK_MS = 60_000;
