import { altsLookup } from '../../../../domain/account';
import { rankedEntries } from '../../../../domain/leaderboard';
import type { Db } from '../../../db/connection';
import { deriveBoardData } from '../../../../domain/leaderboardList/data';
import { queryLeaderboard } from '../../../../domain/leaderboardList/query';
import type { LeaderboardQuery, LeaderboardRow } from '../../../../domain/leaderboardList/types';
import { listAlts } from '../../accounts/services/listAlts';
import type { LeaderboardCache } from '../leaderboardCache';
import { filterLeaderboardByRegion } from './filterLeaderboardByRegion';

/**
 * A page of the Player Leaderboard for a device that has not stored the board yet (a first visit),
 * worked out by the code the device runs on its stored copy: the same rows, ranks and alts.
 */
export async function getLeaderboardPage(db: Db, leaderboard: LeaderboardCache, query: LeaderboardQuery): Promise<{ rows: LeaderboardRow[]; total: number }> {
  const [{ board }, alts] = await Promise.all([leaderboard.current(), listAlts(db)]);
  const entries = rankedEntries(filterLeaderboardByRegion(board, query.region === 'all' ? undefined : query.region));
  return queryLeaderboard(deriveBoardData(entries, altsLookup(alts)), query);
}
