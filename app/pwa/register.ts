/** Registers the service worker (the PWA work fills this in). */
export function registerServiceWorker(): void {}
