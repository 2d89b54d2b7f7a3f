import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteMatchCallbackOptions } from 'workbox-core/types.js';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { BRAND_DOCUMENT_PATH, LOCALE_DOCUMENT_PREFIX } from '../core/brand/brandDocumentPath.ts';
import { isGameIcon, mayCache } from './cachePolicy.ts';

const DAY_S = 24 * 60 * 60;

/** Only answers the server gave whole: an error page or a redirect is never kept. */
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * The brand's composed documents (BRAND_DOCUMENT_PATH: one address, the host's brand): from the network when it
 * answers within 4 s, so an operator's change and the kill switch apply at once, else the copy kept at install.
 * The server's answer varies with the preview cookie, which a worker cannot see, so Vary is not matched on.
 */
export const brandDocument = new NetworkFirst({
  cacheName: 'brand-document',
  networkTimeoutSeconds: 4,
  plugins: [okOnly()],
  matchOptions: { ignoreVary: true },
});

/**
 * Images and game icons, stale-while-revalidate: drawn at once from the cache, refreshed behind. Capped in count
 * and age (and dropped first when storage runs short), same-origin only (another origin's answers are opaque and
 * cost ~7 MB of quota each).
 */
const gameIcons = new StaleWhileRevalidate({
  cacheName: 'game-icons',
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
});
const images = new StaleWhileRevalidate({
  cacheName: 'images',
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true })],
});

const cacheable = ({ request, url }: RouteMatchCallbackOptions) =>
  mayCache({ method: request.method, url, origin: self.location.origin, hasAuthorization: request.headers.has('Authorization') });

/** The worker's run-time routes; anything they do not match (the platform API above all) goes to the network untouched. */
export function registerRuntimeRoutes(): void {
  registerRoute((o) => cacheable(o) && o.url.pathname === BRAND_DOCUMENT_PATH, brandDocument);
  // A language's strings (the brand document carries the default's): kept the same way, once asked for online.
  registerRoute((o) => cacheable(o) && o.url.pathname.startsWith(LOCALE_DOCUMENT_PREFIX), brandDocument);
  registerRoute((o) => cacheable(o) && o.request.destination === 'image' && isGameIcon(o.url), gameIcons);
  registerRoute((o) => cacheable(o) && o.request.destination === 'image', images);
}
