/**
 * ArsaMezat's service worker (issue 32, decisions 090 and 091), built by the Vite PWA plugin
 * (injectManifest) into /sw.js:
 * - the app's scripts, styles, font, icons and the offline page are precached, versioned by the
 *   build (a new build is a new worker, which waits until the page's 'Yenile' asks it to take
 *   over: lib/app-install/register-worker.ts);
 * - pages always come from the network — they carry live prices and each member's own state —
 *   and a navigation that fails shows the offline page ('İnternet bağlantınız yok');
 * - nothing else is routed: API answers (bids, deposits, balances, offers), uploads and the map
 *   go to the network as if there were no worker, and nothing of them is ever cached;
 * - push messages are shown and open their page (push.ts).
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { openFromNotification, showPush } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

/** Where a failed navigation lands (public/offline.html, precached). */
const OFFLINE_PAGE = '/offline.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first worker takes the open pages at once (so a page that installed it is covered offline);
// a later one waits for the member's 'Yenile' (the message below).
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The page's request starts while the worker wakes up, not after: no delay on a navigation.
enableNavigationPreload();
registerRoute(new NavigationRoute(new NetworkOnly()));

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(OFFLINE_PAGE);
    if (offline) return offline;
  }
  return Response.error();
});

self.addEventListener('push', (event) => showPush(self, event));
self.addEventListener('notificationclick', (event) => openFromNotification(self, event));
