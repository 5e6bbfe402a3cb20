import type { Page } from 'playwright-core';

const DATABASE = 'ba-times';
const POLL_MS = 500;

/** The device's sync bookkeeping, as far as this bench reads it. */
export interface SyncMark {
  cursor: unknown;
  lastSyncedAt: string | null;
}

/**
 * The sync state in the page's IndexedDB, read with the plain API; null before the app made its
 * database. Never creates the database, and closes its connection at once (and whenever the app
 * upgrades), so the app's own opening is never blocked.
 */
export function readSyncMark(page: Page): Promise<SyncMark | null> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((held) => held.name === name)) return null;
    return new Promise<SyncMark | null>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onupgradeneeded = () => opening.transaction?.abort();
      opening.onerror = () => (opening.error?.name === 'AbortError' ? resolve(null) : reject(opening.error));
      opening.onsuccess = () => {
        const db = opening.result;
        db.onversionchange = () => db.close();
        if (!db.objectStoreNames.contains('sync')) {
          db.close();
          resolve(null);
          return;
        }
        const read = db.transaction('sync').objectStore('sync').get('state');
        read.onerror = () => {
          db.close();
          reject(read.error);
        };
        read.onsuccess = () => {
          db.close();
          const state = read.result as Partial<SyncMark> | undefined;
          resolve(state ? { cursor: state.cursor ?? null, lastSyncedAt: state.lastSyncedAt ?? null } : null);
        };
      };
    });
  }, DATABASE);
}

export const isComplete = (mark: SyncMark | null): mark is SyncMark => mark !== null && mark.lastSyncedAt !== null && typeof mark.cursor === 'number';

/** Polls until `done` holds for the sync state; null when it did not within `timeoutMs`. */
export async function waitForSync(page: Page, done: (mark: SyncMark | null) => boolean, timeoutMs: number): Promise<SyncMark | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A read that meets a navigation or a busy database is tried again on the next poll.
    const mark = await readSyncMark(page).catch(() => undefined);
    if (mark !== undefined && done(mark)) return mark;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}
