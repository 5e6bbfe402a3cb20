import type { AltsMap, LeaderboardEntry, Round } from '../../domain/types';
import { api, ApiFailure } from './api';
import { EMPTY_SYNC_STATE, type BaTimesDb, type LeaderboardScope, type SyncState } from './db';
import { dropLocalDb, localDb } from './local';
import { setSyncStatus } from './syncStatus';

interface RoundChanges {
  data: Round[];
  deleted: number[];
  cursor: number;
  has_more: boolean;
}

const SYNC_LOCK = 'ba-times-sync';

async function state(db: BaTimesDb): Promise<SyncState> {
  return (await db.sync.get('state')) ?? EMPTY_SYNC_STATE;
}

/** Applies a change to local data and moves the data version in the same transaction. */
async function commit(db: BaTimesDb, write: () => Promise<unknown>, patch: Partial<SyncState> = {}): Promise<void> {
  await db.transaction('rw', [db.rounds, db.alts, db.leaderboards, db.sync], async () => {
    await write();
    const now = await state(db);
    await db.sync.put({ ...now, ...patch, version: now.version + 1 });
  });
}

async function fullResync(db: BaTimesDb): Promise<void> {
  const { data } = await api<{ data: Round[]; cursor: number }>('/rounds/', { quiet: true });
  await commit(
    db,
    async () => {
      await db.rounds.clear();
      await db.rounds.bulkPut(data.data);
    },
    { cursor: data.cursor },
  );
}

/** Pulls what changed since the cursor, page by page; the server wins, deletes remove local rows. */
async function pullRounds(db: BaTimesDb): Promise<void> {
  let { cursor } = await state(db);
  if (cursor === null) return fullResync(db);
  for (;;) {
    let page: RoundChanges;
    try {
      page = (await api<RoundChanges>(`/rounds/?since=${cursor}`, { quiet: true })).data;
    } catch (err) {
      // The server no longer knows our cursor (its database was replaced): start again from the whole list.
      if (err instanceof ApiFailure && err.status === 410) return fullResync(db);
      throw err;
    }
    if (page.data.length > 0 || page.deleted.length > 0 || page.cursor !== cursor) {
      await commit(
        db,
        async () => {
          await db.rounds.bulkPut(page.data);
          await db.rounds.bulkDelete(page.deleted);
        },
        { cursor: page.cursor },
      );
    }
    cursor = page.cursor;
    if (!page.has_more) return;
  }
}

async function pullAlts(db: BaTimesDb): Promise<void> {
  const { altsEtag } = await state(db);
  const res = await api<{ data: AltsMap }>('/accounts/', { quiet: true, headers: altsEtag ? { 'If-None-Match': altsEtag } : {} });
  if (res.status === 304) return;
  const rows = Object.entries(res.data.data).map(([name, alts]) => ({ name, alts }));
  await commit(
    db,
    async () => {
      await db.alts.clear();
      await db.alts.bulkPut(rows);
    },
    { altsEtag: res.headers.get('ETag') },
  );
}

/** Refreshes one region's leaderboard (or every region's) when the server has a newer one. */
export async function pullLeaderboard(db: BaTimesDb, scope: LeaderboardScope): Promise<void> {
  const held = await db.leaderboards.get(scope);
  const query = scope === 'all' ? '' : `?region=${scope}`;
  const res = await api<{ data: LeaderboardEntry[] }>(`/players/leaderboard/${query}`, {
    quiet: true,
    headers: held?.etag ? { 'If-None-Match': held.etag } : {},
  });
  if (res.status === 304) return;
  await commit(db, () => db.leaderboards.put({ scope, entries: res.data.data, etag: res.headers.get('ETag') }));
}

async function pullEverything(db: BaTimesDb): Promise<void> {
  await pullRounds(db);
  await pullAlts(db);
  const scopes = new Set<LeaderboardScope>(['all', ...(await db.leaderboards.toCollection().primaryKeys())]);
  for (const scope of scopes) await pullLeaderboard(db, scope);
  const lastSyncedAt = new Date().toISOString();
  await db.sync.update('state', { lastSyncedAt });
  setSyncStatus({ lastSyncedAt, online: true });
}

let running: Promise<void> | null = null;

/**
 * One pull of rounds, alts and leaderboards into IndexedDB. Only one tab pulls at a time (Web
 * Locks); the others see its writes through the shared database.
 */
export function syncNow(): Promise<void> {
  running ??= (async () => {
    const db = localDb();
    if (!db) return;
    setSyncStatus({ syncing: true });
    try {
      const pull = () => pullEverything(db);
      if (typeof navigator !== 'undefined' && navigator.locks) await navigator.locks.request(SYNC_LOCK, { ifAvailable: true }, (lock) => (lock ? pull() : undefined));
      else await pull();
    } catch (err) {
      if (err instanceof ApiFailure && err.status === null) setSyncStatus({ online: false });
      else if (err instanceof Error && /QuotaExceeded|DatabaseClosed|InvalidState|Open/.test(err.name)) {
        dropLocalDb();
        setSyncStatus({ storageProblem: 'This browser could not keep BA Times data on this device, so it loads from the server.' });
      }
    } finally {
      setSyncStatus({ syncing: false });
      running = null;
    }
  })();
  return running;
}
