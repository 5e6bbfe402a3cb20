import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyPart } from '../lazy/lazyPart';
import { snackbarQueue } from './snackbar';

// React Aria's toasts bring landmarks, announcements and their strings in every language: they are
// not part of the page's first download.
const SnackbarToasts = lazyPart(() => import('./SnackbarToasts').then((m) => m.SnackbarToasts));

let wanted = false;
const hasBeenWanted = () => (wanted ||= snackbarQueue.visibleToasts.length > 0);
const subscribe = (changed: () => void) => snackbarQueue.subscribe(changed);

/** Where messages show: mounted with the first one, and kept from then on. Its toasts are alerts, announced as they appear. */
export function SnackbarRegion() {
  const needed = useSyncExternalStore(subscribe, hasBeenWanted, () => false);
  // Fetched once the page is the app's, so a message shown offline has its code at hand.
  useEffect(() => {
    void SnackbarToasts.preload();
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarToasts />
    </Suspense>
  );
}
