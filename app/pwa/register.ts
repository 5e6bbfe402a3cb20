import type { Workbox } from 'workbox-window';

/** How often an open tab asks for a new version: browsers only check by themselves on navigation. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registration: ServiceWorkerRegistration | undefined;
let workbox: Workbox | undefined;
let updateReady = false;
const listeners = new Set<() => void>();

function announceUpdate(): void {
  if (updateReady) return;
  updateReady = true;
  for (const listener of listeners) listener();
}

/** Whether a new version is installed and waiting for the user's go-ahead. */
export function isUpdateReady(): boolean {
  return updateReady;
}

/** Calls `callback` when a new version is waiting; returns the unsubscribe (fits useSyncExternalStore). */
export function onUpdateReady(callback: () => void): () => void {
  listeners.add(callback);
  return () => listeners.delete(callback);
}

/** Activates the waiting version, then reloads the page under it. */
export function applyUpdate(): void {
  // Another tab may have activated it already: this page then only needs to load the new version.
  if (!workbox || !registration?.waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Registers /sw.js (built by vite-plugin-pwa) and watches for new versions. Its helper loads only
 * now, once the first rows are in: the page's first download carries nothing it does not need to start.
 */
export async function registerServiceWorker(): Promise<void> {
  // The dev server builds no worker.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
  workbox = wb;
  // Fires for a worker this page saw install and for one that was already waiting when it loaded.
  wb.addEventListener('waiting', announceUpdate);
  try {
    const reg = await wb.register();
    if (!reg) return;
    registration = reg;
    // workbox-window listens for new workers from the load event on; Firefox looks for one at
    // DOMContentLoaded, so a worker still installing now would never be reported: watch it here.
    const installing = reg.installing;
    if (installing && navigator.serviceWorker.controller) {
      installing.addEventListener('statechange', () => {
        if (installing.state === 'installed' && reg.waiting === installing) announceUpdate();
      });
    }
    window.setInterval(() => void reg.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}
