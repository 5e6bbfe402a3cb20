import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { LeaderboardScope } from '../domain/leaderboardList/types';
import type { ArenaCollision } from '../domain/arena';
import type { RoundPage } from '../domain/roundList/types';
import type { LeaderboardEntry, ReplayData, UnrankedRound, User } from '../domain/types';

export interface StoredLeaderboard {
  scope: LeaderboardScope;
  entries: LeaderboardEntry[];
  etag: string | null;
}

export interface StoredAlts {
  name: string;
  alts: string[];
}

/** The signed-in user's own record, kept so the app knows who is signed in while offline. */
export interface StoredSelf {
  key: 'self';
  user: User;
}

/** Sync bookkeeping; `version` moves on every change to local data, so caches know when to rebuild. */
export interface SyncState {
  key: 'state';
  cursor: number | null;
  altsEtag: string | null;
  lastSyncedAt: string | null;
  version: number;
  /**
   * The version that last changed the rounds: what is derived from them alone survives a change of
   * the alts or a leaderboard. Absent in states stored before it existed.
   */
  roundsVersion?: number;
}

/** A replay this device opened, kept so it plays offline; the round is stored without its replay_data. */
export interface StoredReplay {
  id: number;
  round: UnrankedRound;
  replay: ReplayData;
  /** Epoch ms of the last opening: the least recently opened go first when room runs out. */
  openedAt: number;
}

/** The arena map as last served (null: the site has none), with the ETag to revalidate it. */
export interface StoredArena {
  key: 'arena';
  map: ArenaCollision | null;
  etag: string | null;
}

/** Round Times' opening page as the device last worked it out (workers/queries/savedFirstPage). */
export interface StoredPage extends RoundPage {
  key: 'round-times';
  /** The data version it was worked out at. */
  version: number;
  /** The worker's code that worked it out. */
  build: string;
}

export const DB_NAME = 'ba-times';

export class BaTimesDb extends Dexie {
  rounds!: EntityTable<UnrankedRound, 'id'>;
  alts!: EntityTable<StoredAlts, 'name'>;
  leaderboards!: EntityTable<StoredLeaderboard, 'scope'>;
  self!: EntityTable<StoredSelf, 'key'>;
  sync!: EntityTable<SyncState, 'key'>;
  replays!: EntityTable<StoredReplay, 'id'>;
  arena!: EntityTable<StoredArena, 'key'>;
  pages!: EntityTable<StoredPage, 'key'>;

  constructor(name = DB_NAME, options?: DexieOptions) {
    super(name, options);
    // A schema change adds a version with an upgrade; a stored database is never wiped.
    this.version(1).stores({
      rounds: 'id, format',
      alts: 'name',
      leaderboards: 'scope',
      self: 'key',
      sync: 'key',
    });
    // Version 2 only adds the opened replays and the arena map: the tables above keep their rows.
    this.version(2).stores({
      replays: 'id, openedAt',
      arena: 'key',
    });
    // Version 3 only adds the saved opening page.
    this.version(3).stores({ pages: 'key' });
  }
}

export const EMPTY_SYNC_STATE: SyncState = { key: 'state', cursor: null, altsEtag: null, lastSyncedAt: null, version: 0 };

/** The device's sync state, empty before its first pull. */
export async function syncState(db: BaTimesDb): Promise<SyncState> {
  return (await db.sync.get('state')) ?? EMPTY_SYNC_STATE;
}

/** The local data version: 0 before anything was synced. */
export async function dataVersion(db: BaTimesDb): Promise<number> {
  return (await syncState(db)).version;
}

export function roundsVersionOf(state: SyncState): number {
  return state.roundsVersion ?? state.version;
}
