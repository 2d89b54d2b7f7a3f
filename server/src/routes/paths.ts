/**
 * Where the server answers what is not a platform call: the live chat page, the demo game's page and assets,
 * server-drawn images, downloads and the built app. The platform calls' paths are in schemas/api/catalog.json
 * (`apiCalls[name].path`, `callPath(name)`). Routes register the patterns here; answers and tests build their
 * URLs with the helpers, so no path is written twice.
 */

/**
 * The API's prefixes, the platform's and the operators' (/ops/, schemas/api/operator-catalog.json): answers under
 * them are never cached, and unknown paths there are 404 envelopes.
 */
export const API_PREFIXES = ['/wps/', '/lgw/', '/ops/'] as const;

const CHAT = '/wps/chat';
/** The live chat page of a ticket (chatLaunch's chatUrl); its form posts back to the same URL. */
export const CHAT_ROOM_ROUTE = `${CHAT}/room/:ticket`;
export const chatRoomPath = (ticket: string): string => `${CHAT}/room/${ticket}`;
/** The chat page's stylesheet. */
export const CHAT_CSS_PATH = `${CHAT}/chat.css`;

const DEMO_GAME = '/demo-game';
/** The demo game's script and styles (registered before the page, whose pattern would take them). */
export const DEMO_GAME_ASSET_ROUTE = `${DEMO_GAME}/assets/:file`;
export const demoGameAssetPath = (file: string): string => `${DEMO_GAME}/assets/${file}`;
/** The demo slot's page: launch answers (game_url) of slots point here. */
export const DEMO_GAME_ROUTE = `${DEMO_GAME}/:gameId`;
/** The other pages a launch may open: the baccarat table, and the page of a kind with no demo game. */
export const DEMO_PAGES = { BACCARAT: 'baccarat', NONE: 'unavailable' } as const;
export const DEMO_PAGE_ROUTE = `${DEMO_GAME}/:page/:gameId`;
/** The page of a launch: the slot's, or the one of its kind (DEMO_PAGES). */
export const demoGamePath = (gameId: string, kind: 'SLOT' | keyof typeof DEMO_PAGES = 'SLOT'): string =>
  kind === 'SLOT' ? `${DEMO_GAME}/${encodeURIComponent(gameId)}` : `${DEMO_GAME}/${DEMO_PAGES[kind]}/${encodeURIComponent(gameId)}`;

/** Server-drawn images: /media/<kind>/<name>.png. */
const MEDIA_KINDS = ['games', 'vendors', 'banners', 'promo', 'footer', 'art'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_PREFIX = '/media/';
export const MEDIA_ROUTE = `${MEDIA_PREFIX}:kind/:file`;
export const mediaPath = (kind: MediaKind, name: string): string => `${MEDIA_PREFIX}${kind}/${name}.png`;

/** Downloads: the iOS web clip profile of a brand, <brandId>.mobileconfig. */
const DOWNLOAD = '/wps/download';
export const DOWNLOAD_ROUTE = `${DOWNLOAD}/:file`;
export const mobileConfigPath = (brandId: string): string => `${DOWNLOAD}/${brandId}.mobileconfig`;

/** The built app (npm start): these paths answer index.html; hashed files are under /assets/. */
export const APP_ENTRY_ROUTES = ['/', '/m', '/m/*'] as const;
export const APP_ASSETS_PREFIX = '/assets/';
