import 'fake-indexeddb/auto';
import { BaTimesDb } from '../../workers/baTimesDb';
import { createSyncEngine } from '../../workers/sync/engine';

/** A device's own database (in fake IndexedDB), under a fresh name so no two tests share what they stored. */
export function deviceDatabase(): BaTimesDb {
  return new BaTimesDb(`device-${crypto.randomUUID()}`);
}

export interface SyncingDevice {
  db: BaTimesDb;
  engine: ReturnType<typeof createSyncEngine>;
  /** Every data version the engine announced, in order. */
  versions: number[];
}

/** A device syncing from the server at `base` as the data worker does: its own database and a sync engine; `silenceMs` is how long its requests bear silence (the engine's default if left out). */
export function syncingDevice(base: string, { silenceMs }: { silenceMs?: number } = {}): SyncingDevice {
  const db = deviceDatabase();
  const versions: number[] = [];
  return { db, engine: createSyncEngine(db, { base, silenceMs, announce: (version) => versions.push(version) }), versions };
}
