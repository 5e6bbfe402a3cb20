import { playerSearchMatches } from '../account';
import type { BoardData, ListedPlayer } from './data';
import { pageOf, pageRange } from '../roundList/paging';
import type { LeaderboardQuery, LeaderboardRow } from './types';

/** The Player Leaderboard page for a query: players of the format, searched by name or alt, one page. */
export function queryLeaderboard(board: BoardData, query: LeaderboardQuery): { rows: LeaderboardRow[]; total: number } {
  const found = playerSearchMatches(board.search(query.format), query.search);
  const { items, total } = pageOf(
    board.sorted(query.format, query.sortBy),
    query.order,
    found === null ? null : (player: ListedPlayer) => found[player.position] === 1,
    pageRange(query.page, query.pageSize),
  );
  return { rows: items.map(({ entry, standing, alts }) => ({ entry, standing, alts: [...alts] })), total };
}
