/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { APP_START_URL } from '../core/brand/appAssetPaths.ts';
import { BRAND_DOCUMENT_PATH } from '../core/brand/brandDocumentPath.ts';
import { APP_PAGES, NETWORK_ONLY_PAGES } from './cachePolicy.ts';
import { brandDocument, registerRuntimeRoutes } from './routes.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * The app's service worker. Precached at install, as one version: every built script and stylesheet (hashed, the
 * same for every brand) and the shell page, APP_START_URL as the server answers it for this host (its brand's
 * name and icon); the build writes the list (vite.config.ts) and no brand's private files are in it. Each page of
 * the app is answered with that shell, so the app opens offline on the version it was installed with; a new
 * deployment's worker waits until the player reloads into it (src/app/pwa/serviceWorker.ts), never half updated.
 */
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The brand's documents are kept at install too, so the first offline start has them.
self.addEventListener('install', (event) => {
  event.waitUntil(brandDocument.handleAll({ event, request: new Request(BRAND_DOCUMENT_PATH) })[1]);
});

clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL(APP_START_URL), { allowlist: APP_PAGES, denylist: NETWORK_ONLY_PAGES }));
registerRuntimeRoutes();
