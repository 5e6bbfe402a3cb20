import { standingRank, type UnrankedLeaderboard } from '../../../domain/leaderboard';
import type { LeaderboardEntry } from '../../../domain/types';

/** An entry's JSON cut where its two ranks go: [before 5 Man's rank, between the ranks, after Leech's]. */
type EntryParts = readonly [string, string, string];

// Every version of the leaderboard ranks its entries anew, but an entry stays the object it was until
// the player's rounds change: its JSON is made once, around the ranks.
const partsOfEntry = new WeakMap<LeaderboardEntry, EntryParts>();

function partsOf(entry: LeaderboardEntry): EntryParts {
  let parts = partsOfEntry.get(entry);
  if (!parts) {
    const unranked = JSON.stringify({
      ...entry,
      role_times: { five_man: { ...entry.role_times.five_man, rank: null }, leech: { ...entry.role_times.leech, rank: null } },
    });
    const [before, between, after] = unranked.split('"rank":null');
    parts = [`${before}"rank":`, `${between}"rank":`, after!];
    partsOfEntry.set(entry, parts);
  }
  return parts;
}

/** The leaderboard's entries, ranked, as JSON: exactly what JSON.stringify writes of rankedEntries(board). */
export function leaderboardJson({ entries, averages }: UnrankedLeaderboard): string {
  const listed = entries.map((entry) => {
    const [before, between, after] = partsOf(entry);
    return `${before}${standingRank(averages, 'five_man', entry.role_times.five_man)}${between}${standingRank(averages, 'leech', entry.role_times.leech)}${after}`;
  });
  return `[${listed.join(',')}]`;
}
