import { BaTimesDb } from '../app/data/db';

export type Storage = 'device' | 'memory';

/**
 * The local database. Where the browser refuses IndexedDB (some private modes, a broken profile),
 * the same database runs in memory: the app works online, and keeps nothing once closed.
 */
export async function openLocalDb(): Promise<{ db: BaTimesDb; storage: Storage }> {
  try {
    const db = new BaTimesDb();
    await db.open();
    return { db, storage: 'device' };
  } catch {
    const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
    const db = new BaTimesDb(undefined, { indexedDB, IDBKeyRange });
    await db.open();
    return { db, storage: 'memory' };
  }
}
