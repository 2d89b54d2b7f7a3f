/**
 * What the server answers at the service worker's address while a brand's kill switch is on (brand.json
 * app.serviceWorker false). A browser checks that address for a new version on every visit, whatever the old worker
 * does, so even a worker broken enough to break the app is replaced: this one takes over at once, deletes every
 * cache of the site, unregisters itself and reloads the pages it took, which then come from the network. The app
 * does the same on its side when it reads the switch (src/app/pwa/serviceWorker.ts, retireServiceWorkers).
 */
export const RETIRED_WORKER_SCRIPT = `// Switched off by the brand's kill switch (brand.json app.serviceWorker false).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await self.clients.claim();
    for (const name of await caches.keys()) await caches.delete(name);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;
