import type { BaTimesDb } from '../baTimesDb';
import type { AltsLookup } from '../../domain/account';
import { deriveBoardData, type BoardData } from '../../domain/leaderboardList/data';
import type { LeaderboardScope } from '../../domain/leaderboardList/types';

/** The stored leaderboard of a scope; null when the app has not fetched it yet. */
export async function loadBoardData(db: BaTimesDb, scope: LeaderboardScope, alts: AltsLookup): Promise<BoardData | null> {
  const stored = await db.leaderboards.get(scope);
  return stored ? deriveBoardData(stored.entries, alts) : null;
}
