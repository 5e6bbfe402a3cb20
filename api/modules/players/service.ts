import type { Region } from '../../../domain/constants';
import { altsLookup, isRegion } from '../../../domain/account';
import { leaderboardOf, rankedEntries, type PlayerIdentity, type UnrankedLeaderboard } from '../../../domain/leaderboard';
import type { Db } from '../../db/connection';
import { deriveBoardData } from '../../../domain/leaderboardList/data';
import { queryLeaderboard } from '../../../domain/leaderboardList/query';
import type { LeaderboardQuery, LeaderboardRow } from '../../../domain/leaderboardList/types';
import { altsMap } from '../accounts/service';
import type { LeaderboardCache } from './leaderboardCache';

interface LinkedAccount {
  name_key: string;
  character_name: string;
  account_id: number;
  user_id: number;
  main_account_id: number | null;
  region: string | null;
}

/** Every linked character → its user's identity, named after the main account (else the first linked). */
export async function playerIdentities(db: Db): Promise<Map<string, PlayerIdentity>> {
  const rows: LinkedAccount[] = await db('accounts')
    .join('users', 'users.id', 'accounts.user_id')
    .select('accounts.name_key', 'accounts.character_name', 'accounts.id as account_id', 'users.id as user_id', 'users.main_account_id', 'users.region')
    .orderBy('accounts.id');
  const nameOfUser = new Map<number, string>();
  for (const row of rows) {
    if (row.account_id === row.main_account_id || !nameOfUser.has(row.user_id)) nameOfUser.set(row.user_id, row.character_name);
  }
  const identities = new Map<string, PlayerIdentity>();
  for (const row of rows) {
    const region = row.region && isRegion(row.region) ? row.region : null;
    identities.set(row.name_key, { key: `u:${row.user_id}`, player_name: nameOfUser.get(row.user_id)!, region });
  }
  return identities;
}

/** One region's players, ranked among themselves; 'OTHER' includes players of no known region. */
export function leaderboardForRegion(board: UnrankedLeaderboard, region: Region | undefined): UnrankedLeaderboard {
  if (!region) return board;
  return leaderboardOf(board.entries.filter((e) => (region === 'OTHER' ? e.region === 'OTHER' || e.region === null : e.region === region)));
}

/**
 * A page of the Player Leaderboard for a device that has not stored the board yet (a first visit),
 * worked out by the code the device runs on its stored copy: the same rows, ranks and alts.
 */
export async function leaderboardPage(db: Db, leaderboard: LeaderboardCache, query: LeaderboardQuery): Promise<{ rows: LeaderboardRow[]; total: number }> {
  const [{ board }, alts] = await Promise.all([leaderboard.current(), altsMap(db)]);
  const entries = rankedEntries(leaderboardForRegion(board, query.region === 'all' ? undefined : query.region));
  return queryLeaderboard(deriveBoardData(entries, altsLookup(alts)), query);
}
