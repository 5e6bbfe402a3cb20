import { BaTimesDb } from './db';

let db: BaTimesDb | null | undefined;

/**
 * The local database, or null where IndexedDB is unavailable (some private modes): the app then
 * works online only, reading straight from the API.
 */
export function localDb(): BaTimesDb | null {
  if (db === undefined) {
    try {
      db = typeof indexedDB === 'undefined' ? null : new BaTimesDb();
    } catch {
      db = null;
    }
  }
  return db;
}

/** Marks the local database unusable after it failed (blocked, or quota exceeded beyond recovery). */
export function dropLocalDb(): void {
  db?.close();
  db = null;
}
