import type { Storage } from '../domain/dataWorker';
import { BaTimesDb } from './baTimesDb';

/** The same database, in memory: the app works online, and keeps nothing once closed. */
export async function openMemoryDb(): Promise<BaTimesDb> {
  const { indexedDB, IDBKeyRange } = await import('fake-indexeddb');
  const db = new BaTimesDb(undefined, { indexedDB, IDBKeyRange });
  await db.open();
  return db;
}

/**
 * Opens the database on the device. An upgrade stays blocked for as long as another connection to an
 * older version stays open (our tabs close theirs when asked, so that one never will): waiting would
 * leave every screen empty, so that counts as a refusal.
 */
async function openOnDevice(): Promise<BaTimesDb> {
  const db = new BaTimesDb();
  const blocked = new Promise<never>((_, reject) => db.on('blocked', () => reject(new Error('The database upgrade is blocked by another connection.'))));
  try {
    await Promise.race([db.open(), blocked]);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/**
 * The local database. Where the browser refuses IndexedDB (some private modes, a broken profile, a
 * blocked upgrade), the same database runs in memory.
 */
export async function openLocalDb(): Promise<{ db: BaTimesDb; storage: Storage }> {
  try {
    return { db: await openOnDevice(), storage: 'device' };
  } catch {
    return { db: await openMemoryDb(), storage: 'memory' };
  }
}
