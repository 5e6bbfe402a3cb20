import crypto from 'node:crypto';
import Dexie from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { BaTimesDb } from '../../workers/baTimesDb';
import { openLocalDb } from '../../workers/localDb';
import { round } from '../fixtures/storedRound';

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

describe('the local database after an app update', () => {
  it('upgrades a version 1 database keeping every stored row, with room for opened replays', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const deps = { indexedDB, IDBKeyRange };
    const stored = round(7, 'five_man', 612.6, '2026-01-01T00:00:00.000000', [['Someone', 'Defender']]);
    const state = { key: 'state', cursor: 42, altsEtag: '"a1"', lastSyncedAt: '2026-01-02T00:00:00.000Z', version: 5 };
    // The schema the first release shipped.
    const released = new Dexie(name, deps);
    released.version(1).stores({ rounds: 'id, format', alts: 'name', leaderboards: 'scope', self: 'key', sync: 'key' });
    await released.table('rounds').put(stored);
    await released.table('alts').put({ name: 'Someone', alts: ['Someone Else'] });
    await released.table('sync').put(state);
    released.close();

    const db = new BaTimesDb(name, deps);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.rounds.toArray()).toEqual([stored]);
    expect(await db.alts.get('Someone')).toEqual({ name: 'Someone', alts: ['Someone Else'] });
    expect(await db.sync.get('state')).toEqual(state);
    await db.replays.put({ id: 7, round: stored, replay: { '1': { '0': [] } }, openedAt: 1 });
    await db.arena.put({ key: 'arena', map: null, etag: null });
    expect([await db.replays.count(), await db.arena.count()]).toEqual([1, 1]);
    db.close();
  });

  it('upgrades a version 2 database keeping its rounds, opened replays and arena, with room for the opening page', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    const deps = { indexedDB, IDBKeyRange };
    const stored = round(8, 'leech', 640.2, '2026-02-01T00:00:00.000000', [['Someone', 'Healer']]);
    const state = { key: 'state', cursor: 43, altsEtag: null, lastSyncedAt: '2026-02-02T00:00:00.000Z', version: 6 };
    const released = new Dexie(name, deps);
    released.version(1).stores({ rounds: 'id, format', alts: 'name', leaderboards: 'scope', self: 'key', sync: 'key' });
    released.version(2).stores({ replays: 'id, openedAt', arena: 'key' });
    await released.table('rounds').put(stored);
    await released.table('sync').put(state);
    await released.table('replays').put({ id: 8, round: stored, replay: { '1': { '0': [] } }, openedAt: 2 });
    await released.table('arena').put({ key: 'arena', map: null, etag: '"m1"' });
    released.close();

    const db = new BaTimesDb(name, deps);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.rounds.toArray()).toEqual([stored]);
    expect(await db.sync.get('state')).toEqual(state);
    expect((await db.replays.get(8))?.openedAt).toBe(2);
    expect(await db.arena.get('arena')).toEqual({ key: 'arena', map: null, etag: '"m1"' });
    await db.pages.put({ key: 'round-times', version: 6, build: 'test', rows: [], total: 0 });
    expect(await db.pages.count()).toBe(1);
    db.close();
  });
});
