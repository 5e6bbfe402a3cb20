import { dataVersion, localVersions, type BaTimesDb, type LeaderboardScope } from '../../app/data/db';
import { loadAlts } from './alts';
import { loadBoardData, type BoardData } from './leaderboardData';
import { queryLeaderboard } from './leaderboardList';
import { deriveRoundData } from '../../domain/roundList/data';
import { loadRoundData } from './roundData';
import { queryRoundList } from '../../domain/roundList/query';
import { queryCandidates } from './candidates';
import type { StatsService } from './types';
import { versioned } from './cache';

/**
 * The stats API over the local database. Each call reads the data version (one cheap get) and
 * rebuilds what it derives from the stored rows only when that version moved; what comes from the
 * rounds alone, only when they did.
 */
export function createStatsService(db: BaTimesDb): StatsService {
  const rounds = versioned(() => loadRoundData(db));
  const alts = versioned(() => loadAlts(db));
  const boards = new Map<LeaderboardScope, (version: number) => Promise<BoardData | null>>();
  const boardOf = (scope: LeaderboardScope, version: number): Promise<BoardData | null> => {
    let board = boards.get(scope);
    if (!board) {
      board = versioned(async (at) => loadBoardData(db, scope, await alts(at)));
      boards.set(scope, board);
    }
    return board(version);
  };

  return {
    async roundList(query) {
      const { version, roundsVersion } = await localVersions(db);
      const [data, altsLookup] = await Promise.all([rounds(roundsVersion), alts(version)]);
      return { ...queryRoundList(data, altsLookup, query), version, synced: roundsVersion > 0 };
    },
    async leaderboard(query) {
      const version = await dataVersion(db);
      const board = await boardOf(query.region, version);
      // No stored copy of this scope yet: the app fetches it, and the version moves.
      if (!board) return { rows: [], total: 0, version };
      return { ...queryLeaderboard(board, query), version };
    },
    async compareCandidates(query) {
      const { version, roundsVersion } = await localVersions(db);
      return { ...queryCandidates(await rounds(roundsVersion), query), version };
    },
    dataVersion: () => dataVersion(db),
    primeRounds(version, all) {
      rounds.prime(version, () => deriveRoundData(all));
    },
  };
}
