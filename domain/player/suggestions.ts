import type { RoundData } from '../roundList/data';

/** How many players the search box offers at most. */
export const PLAYER_SUGGESTIONS = 5;

/**
 * The characters whose name holds `query` (any case), those with most rounds first, then by name,
 * each written as in its newest round: what the Round Times search box offers to open.
 */
export function suggestPlayers(data: RoundData, query: string, limit = PLAYER_SUGGESTIONS): string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const { names, listStarts, lists } = data.search;
  const found: { lower: string; rounds: number; newest: number }[] = [];
  for (let n = 0; n < names.length; n++) {
    if (!names[n]!.includes(needle)) continue;
    let newest = lists[listStarts[n]!]!;
    for (let k = listStarts[n]! + 1; k < listStarts[n + 1]!; k++) newest = Math.max(newest, lists[k]!);
    found.push({ lower: names[n]!, rounds: listStarts[n + 1]! - listStarts[n]!, newest });
  }
  found.sort((a, b) => b.rounds - a.rounds || (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0));
  return found.slice(0, limit).map(({ lower, newest }) => data.rounds[newest]!.players.find((p) => p.character_name.toLowerCase() === lower)!.character_name);
}
