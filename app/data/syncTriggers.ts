import type { Storage } from '../../domain/dataWorker';
import type { SyncOutcome } from '../../domain/sync';
import { dataWorker } from './dataWorker';
import { setSyncStatus } from './syncStatus';

const PERIODIC_PULL_MS = 5 * 60 * 1000;

const STORAGE_PROBLEMS: Record<Storage, string | null> = {
  device: null,
  memory: 'This browser will not keep BA Times data on this device: it loads from the server on each visit.',
  'out-of-space': "This device is out of space for BA Times data: showing the server's data instead, nothing is lost.",
};

export function applyOutcome(outcome: SyncOutcome): void {
  // A pull that finished after the browser went offline does not make the app online again.
  if (outcome.status === 'synced') setSyncStatus({ online: navigator.onLine, lastSyncedAt: outcome.lastSyncedAt });
  if (outcome.status === 'offline') setSyncStatus({ online: false, lastSyncedAt: outcome.lastSyncedAt });
  if (outcome.status === 'failed') setSyncStatus({ lastSyncedAt: outcome.lastSyncedAt });
}

// A call made during a pull waits for the one after it: syncing lasts until the last call is answered.
let callsUnderWay = 0;

export async function syncNow(): Promise<SyncOutcome> {
  callsUnderWay += 1;
  setSyncStatus({ syncing: true });
  try {
    const outcome = await dataWorker().sync();
    applyOutcome(outcome);
    // Asked after every pull: the worker moves to memory when a pull finds the device out of space.
    setSyncStatus({ storageProblem: STORAGE_PROBLEMS[await dataWorker().storage()] });
    return outcome;
  } finally {
    callsUnderWay -= 1;
    if (callsUnderWay === 0) setSyncStatus({ syncing: false });
  }
}

/**
 * Pulls unless the local data holds every change up to `cursor`, the server's when the change stream
 * (re)connected: a change made while the stream was down had no notice of its own.
 */
async function catchUpTo(cursor: number): Promise<void> {
  if (((await dataWorker().syncedCursor()) ?? -1) >= cursor) return;
  await syncNow();
}

/**
 * Keeps local data fresh: a pull on start, on reconnect, on returning to the tab, every five
 * minutes, whenever the server announces a change over Server-Sent Events, and whenever that stream
 * connects again. Returns the first pull, settled however it ended.
 */
export function startSync(): Promise<void> {
  void navigator.storage?.persist?.().catch(() => false);
  const firstPull = syncNow().then(
    () => undefined,
    () => undefined,
  );
  window.addEventListener('online', () => {
    setSyncStatus({ online: true });
    void syncNow();
  });
  window.addEventListener('offline', () => setSyncStatus({ online: false }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void syncNow();
  });
  window.setInterval(() => void syncNow(), PERIODIC_PULL_MS);

  const events = new EventSource('/api/v1/events');
  events.addEventListener('change', () => void syncNow());
  events.addEventListener('cursor', (event: MessageEvent<string>) => {
    const { cursor } = JSON.parse(event.data) as { cursor: number };
    void firstPull.then(() => catchUpTo(cursor)).catch(() => undefined);
  });
  return firstPull;
}
