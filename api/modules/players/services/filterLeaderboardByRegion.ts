import type { Region } from '../../../../domain/constants';
import { leaderboardOf, type UnrankedLeaderboard } from '../../../../domain/leaderboard';

/** One region's players, ranked among themselves; 'OTHER' includes players of no known region. */
export function filterLeaderboardByRegion(board: UnrankedLeaderboard, region: Region | undefined): UnrankedLeaderboard {
  if (!region) return board;
  return leaderboardOf(board.entries.filter((e) => (region === 'OTHER' ? e.region === 'OTHER' || e.region === null : e.region === region)));
}
