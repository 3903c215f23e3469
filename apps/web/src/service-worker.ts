/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { handlePushes } from './features/notifications/lib/push-worker.ts';

/**
 * The app's service worker (/service-worker.js). Precaches the built shell (scripts, styles, icons) so
 * the app keeps working offline. Pages are network-first: online, the server's page with this church's
 * bootstrap; offline, the cached copy, or any cached page of this church (the SPA routes on the client).
 * Public church data and images are cached at runtime; personal and auth calls never are. Web Push notifications
 * are shown and their clicks routed by features/notifications/lib/push-worker.ts.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

const PAGES = 'congrega-pages';
const API = 'congrega-api';
const IMAGES = 'congrega-images';
const BIBLE = 'congrega-bible';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
handlePushes(self);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Bible chapters never change and are the same for everyone (even when asked with a bearer token): cache first,
// so a chapter read once opens offline. Before the private rule, which would otherwise take authorised calls.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && /^\/api\/v1\/biblia\/[a-z0-9-]+\/[1-3A-Z]{3}\/\d+$/.test(url.pathname),
  new CacheFirst({
    cacheName: BIBLE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400 })],
  }),
);

// Personal data and credentials, and paid media (signed Play links: hls.js fetches HLS playlists and segments
// itself, unlike a <video>): straight to the network, never stored.
const PRIVATE_API = [
  /^\/api\/v1\/security\//,
  /^\/api\/v1\/me$/,
  /^\/api\/v1\/user\//,
  /^\/api\/v1\/usuario\//,
  /^\/api\/v1\/plano-assinatura-midia\//,
];
registerRoute(
  ({ url, request }) => sameOrigin(url) && (PRIVATE_API.some((re) => re.test(url.pathname)) || request.headers.has('authorization')),
  new NetworkOnly(),
);

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES,
      networkTimeoutSeconds: 4,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 30 })],
    }),
    { denylist: [/^\/api\//, /^\/bff\//, /^\/media\//, /^\/admin(\/|$)/] },
  ),
);

// Public church data (church, banners, menu, lists): fresh when online, the last copy offline. Live-update streams
// (EventSource asks for text/event-stream: an answer that never ends) are left to the browser, never stored.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    /^\/(api\/v1|bff)\//.test(url.pathname) &&
    !(request.headers.get('accept') ?? '').includes('text/event-stream'),
  new NetworkFirst({
    cacheName: API,
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

// Same-origin images (church media): immutable names, so cache first. Cross-origin images are left to
// the browser cache: opaque responses would eat the storage quota.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.destination === 'image',
  new CacheFirst({
    cacheName: IMAGES,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Offline and never visited: any cached page of this church boots the app, which routes on the client.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const cache = await caches.open(PAGES);
  const home = await cache.match('/', { ignoreSearch: true });
  if (home) return home;
  const [any] = await cache.keys();
  return (any && (await cache.match(any))) || Response.error();
});
