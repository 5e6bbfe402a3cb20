import type { BaTimesDb } from '../baTimesDb';

/** Opened replays the device keeps; the least recently opened go first. */
export const KEPT_REPLAYS = 20;

function isQuotaError(err: unknown): boolean {
  // Dexie hands some IndexedDB failures on as they came, wraps others (an aborted transaction) with the cause inside.
  const failure = err as { name?: string; inner?: { name?: string } } | null;
  return failure?.name === 'QuotaExceededError' || failure?.inner?.name === 'QuotaExceededError';
}

/** Drops the least recently opened replays until at most `keep` are left. */
export async function evictOldestReplays(db: BaTimesDb, keep: number): Promise<void> {
  const surplus = (await db.replays.count()) - keep;
  if (surplus <= 0) return;
  await db.replays.bulkDelete(await db.replays.orderBy('openedAt').limit(surplus).primaryKeys());
}

/**
 * Keeps `what` on the device, making room when it is full: the older half of the kept replays go
 * and the write is tried once more. A kept copy is a convenience, so a write that still fails is
 * logged and given up, never passed on to the screen.
 */
export async function writeWithRoom(db: BaTimesDb, what: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
    return;
  } catch (err) {
    if (!isQuotaError(err)) {
      console.warn(`Could not keep ${what} on this device:`, err);
      return;
    }
  }
  try {
    await evictOldestReplays(db, Math.floor((await db.replays.count()) / 2));
    await write();
  } catch (err) {
    console.warn(`No room on this device to keep ${what}:`, err);
  }
}
