// A minimal service worker: it takes control at once and lets every request go to the network,
// so the site never serves a stale build from a cache.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
