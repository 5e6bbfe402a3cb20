import { altsOf, playerSearchIndex, type AltsLookup, type PlayerSearchIndex } from '../account';
import { LEADERBOARD_FORMATS, type LeaderboardFormat } from '../constants';
import { comparePlayerNames, filterLeaderboard } from '../leaderboard';
import type { FormatStanding, LeaderboardEntry } from '../types';
import { LEADERBOARD_SORT_KEYS, type LeaderboardSortKey } from './types';
import { lazy } from '../lazy';

/** A player as one format's leaderboard lists them. */
export interface ListedPlayer {
  entry: LeaderboardEntry;
  standing: FormatStanding;
  alts: readonly string[];
  /** Position in the format's list, and so in its search index. */
  position: number;
}

/** One stored leaderboard, listed per format in the ascending order of each sort key (built on first use). */
export interface BoardData {
  sorted(format: LeaderboardFormat, key: LeaderboardSortKey): readonly ListedPlayer[];
  /** Each listed player's name and alts, for the search box. */
  search(format: LeaderboardFormat): PlayerSearchIndex;
}

/** Missing numbers (no rank or average) sort last. */
function compareNullable(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

const byName = (a: ListedPlayer, b: ListedPlayer): number => comparePlayerNames(a.entry.player_name, b.entry.player_name);
const byRank = (a: ListedPlayer, b: ListedPlayer): number =>
  compareNullable(a.standing.rank, b.standing.rank) || byName(a, b);

const COMPARATORS: Record<LeaderboardSortKey, (a: ListedPlayer, b: ListedPlayer) => number> = {
  rank: byRank,
  average_time: (a, b) => compareNullable(a.standing.average_time, b.standing.average_time) || byName(a, b),
  player_name: byName,
  sub_count: (a, b) => a.standing.sub_time_counts.total - b.standing.sub_time_counts.total || byRank(a, b),
};


interface FormatList {
  players: ListedPlayer[];
  search: PlayerSearchIndex;
}

function listPlayers(entries: readonly LeaderboardEntry[], format: LeaderboardFormat, alts: AltsLookup): FormatList {
  const players = filterLeaderboard(entries, format).map((entry, position) => ({
    entry,
    standing: entry.role_times[format],
    alts: altsOf(alts, entry.player_name),
    position,
  }));
  return { players, search: playerSearchIndex(players.map((player) => [player.entry.player_name, ...player.alts])) };
}

export function deriveBoardData(entries: readonly LeaderboardEntry[], alts: AltsLookup): BoardData {
  const lists = new Map<LeaderboardFormat, () => FormatList>();
  const orders = new Map<string, () => ListedPlayer[]>();
  for (const format of LEADERBOARD_FORMATS) {
    const list = lazy(() => listPlayers(entries, format, alts));
    lists.set(format, list);
    for (const key of LEADERBOARD_SORT_KEYS) orders.set(`${format}:${key}`, lazy(() => [...list().players].sort(COMPARATORS[key])));
  }
  return {
    sorted: (format, key) => orders.get(`${format}:${key}`)!(),
    search: (format) => lists.get(format)!().search,
  };
}
