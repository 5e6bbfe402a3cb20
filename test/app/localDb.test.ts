import { describe, expect, it } from 'vitest';
import { openLocalDb } from '../../workers/localDb';
import { round } from '../support/statsData';

describe('the local database where the browser refuses IndexedDB', () => {
  it('runs in memory instead, so the app still works online', async () => {
    const saved = (globalThis as { indexedDB?: unknown }).indexedDB;
    delete (globalThis as { indexedDB?: unknown }).indexedDB;
    try {
      const { db, storage } = await openLocalDb();
      expect(storage).toBe('memory');
      await db.rounds.put(round(1, 'leech', 690, '2026-01-01T00:00:00.000000', [['Someone', 'Defender']]));
      expect(await db.rounds.count()).toBe(1);
      db.close();
    } finally {
      if (saved) (globalThis as { indexedDB?: unknown }).indexedDB = saved;
    }
  });
});
