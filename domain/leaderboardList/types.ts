import { PAGE_SIZE, type LeaderboardFormat, type Region } from '../constants';
import type { FormatStanding, LeaderboardEntry } from '../types';
import type { PageSize, SortOrder } from '../roundList/types';

/** Which leaderboard: one region's, or every region's ('all'). */
export type LeaderboardScope = Region | 'all';

/** What the leaderboard sorts by, on the device and in its address alike. */
export const LEADERBOARD_SORT_KEYS = ['rank', 'average_time', 'player_name', 'sub_count'] as const;
export type LeaderboardSortKey = (typeof LEADERBOARD_SORT_KEYS)[number];

export interface LeaderboardQuery {
  format: LeaderboardFormat;
  region: LeaderboardScope;
  search: string;
  sortBy: LeaderboardSortKey;
  order: SortOrder;
  /** 0-based. */
  page: number;
  pageSize: PageSize;
}

/** The Player Leaderboard as it first opens: the query string's defaults. */
export const DEFAULT_LEADERBOARD_QUERY: LeaderboardQuery = { format: 'five_man', region: 'all', search: '', sortBy: 'average_time', order: 'asc', page: 0, pageSize: PAGE_SIZE };

export interface LeaderboardRow {
  entry: LeaderboardEntry;
  /** entry.role_times[format]. */
  standing: FormatStanding;
  alts: string[];
}
