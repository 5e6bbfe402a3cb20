import { localDb } from './local';
import { syncNow } from './sync';
import { setSyncStatus } from './syncStatus';

const PERIODIC_PULL_MS = 5 * 60 * 1000;

/**
 * Keeps local data fresh: a pull on start, on reconnect, on returning to the tab, every five
 * minutes, and whenever the server announces a change over Server-Sent Events.
 */
export function startSync(): void {
  const db = localDb();
  if (!db) {
    setSyncStatus({ storageProblem: 'This browser does not let BA Times keep data on this device, so it loads from the server.' });
    return;
  }
  void navigator.storage?.persist?.().catch(() => false);
  void db.sync
    .get('state')
    .then((state) => setSyncStatus({ lastSyncedAt: state?.lastSyncedAt ?? null }))
    .catch(() => undefined);

  void syncNow();
  window.addEventListener('online', () => {
    setSyncStatus({ online: true });
    void syncNow();
  });
  window.addEventListener('offline', () => setSyncStatus({ online: false }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncNow();
  });
  window.setInterval(() => void syncNow(), PERIODIC_PULL_MS);

  if (typeof EventSource !== 'undefined') {
    const events = new EventSource('/api/v1/events');
    events.addEventListener('change', () => void syncNow());
  }
}
