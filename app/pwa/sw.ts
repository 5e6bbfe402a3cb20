import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { screenShellFile, isAppPath } from '../../domain/screenShells';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const SHELL = '/index.html';

// Every built file, the prerendered pages and the shell included; the build fills the list in.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit is controlled at once, so it works offline without a reload.
clientsClaim();

// A new version waits until the user says "Reload" (app/pwa/UpdatePrompt.tsx, workbox-window's messageSkipWaiting).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * A navigation opens on its screen's prerendered page, as the server answers it, so a returning visit
 * paints the screen before the app's code has run; a path without a page of its own gets the shell.
 * The API and files are left to the network: the API is never cached, the app keeps its data in IndexedDB.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppPath(url.pathname),
  (options) => {
    const screenPage = `/${screenShellFile(options.url.pathname)}`;
    return createHandlerBoundToURL(getCacheKeyForURL(screenPage) ? screenPage : SHELL)(options);
  },
);
