import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while the server renders a page and while the client hydrates what it rendered, true from
 * the render after: text that depends on the device (its time zone, its language) waits for it, so
 * the client hydrates over the server's own text and then shows its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(nothingToWatch, () => true, () => false);
}
