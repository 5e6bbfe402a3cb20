import 'fake-indexeddb/auto';
import { BaTimesDb, EMPTY_SYNC_STATE, type StoredLeaderboard } from '../../workers/baTimesDb';
import type { Role } from '../../domain/constants';
import type { AltsMap, FormatStanding, LeaderboardEntry, UnrankedRound } from '../../domain/types';
import { createScreenQueries } from '../../workers/queries/service';
import type { ScreenQueries } from '../../domain/dataWorker';
import type { RoundListQuery } from '../../domain/roundList/types';

/** Four players named after `name`, one a role: '<name> A' the Attacker, and so on. */
export const team = (name: string): [string, Role][] => [
  [`${name} A`, 'Attacker'],
  [`${name} C`, 'Collector'],
  [`${name} H`, 'Healer'],
  [`${name} D`, 'Defender'],
];

/** A format standing as the server computes it; null means no time in that format. */
export function standing(average: number | null, rank: number | null = null, subs = 0): FormatStanding {
  return { roles: {}, average_time: average, rank, sub_time_counts: { total: subs, per_role: {} } };
}

export function entry(player_name: string, region: LeaderboardEntry['region'], five_man: FormatStanding, leech: FormatStanding): LeaderboardEntry {
  return { player_name, region, role_times: { five_man, leech } };
}

export interface LocalData {
  rounds?: UnrankedRound[];
  alts?: AltsMap;
  leaderboards?: StoredLeaderboard[];
  version?: number;
}

/** A local database of its own, filled as a sync leaves it, with a stats service over it. */
export async function openScreenQueries(data: LocalData): Promise<{ db: BaTimesDb; stats: ScreenQueries }> {
  const db = new BaTimesDb(`screen-queries-test-${crypto.randomUUID()}`);
  await db.transaction('rw', [db.rounds, db.alts, db.leaderboards, db.sync], async () => {
    await db.rounds.bulkPut(data.rounds ?? []);
    await db.alts.bulkPut(Object.entries(data.alts ?? {}).map(([name, alts]) => ({ name, alts })));
    await db.leaderboards.bulkPut(data.leaderboards ?? []);
    // A sync that wrote rounds leaves its cursor: the device holds a complete copy.
    if (data.version !== undefined || data.rounds !== undefined) await db.sync.put({ ...EMPTY_SYNC_STATE, version: data.version ?? 0, cursor: 1 });
  });
  return { db, stats: createScreenQueries(db) };
}

/** Moves the data version, as every sync write does. */
export async function bumpVersion(db: BaTimesDb): Promise<void> {
  const state = (await db.sync.get('state')) ?? EMPTY_SYNC_STATE;
  await db.sync.put({ ...state, version: state.version + 1 });
}

/** The Round Times screen's first page: every format, sorted by time, 25 rows. */
export const DEFAULT_ROUND_QUERY: RoundListQuery = {
  format: null,
  search: '',
  pbsOnly: false,
  sortBy: 'round_time',
  order: 'asc',
  page: 0,
  pageSize: 25,
};
