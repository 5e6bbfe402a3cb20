import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { screenShellFile, isAppPath } from '../../domain/screenShells';
import { readPushMessage } from '../../domain/pushMessage';

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

/** A push's JSON, or null for a body that is none. */
function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return null;
  }
}

/**
 * A push shows its notification with the app's icon. Its tag names the event: the same event pushed
 * again replaces the notification already shown, without alerting a second time.
 */
self.addEventListener('push', (event) => {
  const message = readPushMessage(pushData(event));
  if (!message) return;
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', tag: message.tag, data: { url: message.url } }));
});

/** A click opens the notification's address in a window of the app already open, focused, or in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = readPushMessage({ title: '', body: '', tag: '', ...(event.notification.data as object) })?.url ?? '/';
  const address = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return void (await self.clients.openWindow(address));
      // Focused while the click still allows it; the navigation does not wait on the focus.
      await Promise.all([open.focus(), open.navigate(address)]);
    })(),
  );
});
