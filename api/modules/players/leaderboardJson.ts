import type { LeaderboardEntry } from '../../../domain/types';

/** An entry's JSON cut where its two ranks go: [before 5 Man's rank, between the ranks, after Leech's]. */
type EntryParts = readonly [string, string, string];

// Every version of the leaderboard ranks its entries anew, but an entry's times and counts stay the
// objects they were until the player's rounds change: its JSON is made once, around the ranks.
// Keyed by the entry's 5 Man best times, an object each entry has of its own and every ranked copy shares.
const partsOfEntry = new WeakMap<object, EntryParts>();

function partsOf(entry: LeaderboardEntry): EntryParts {
  let parts = partsOfEntry.get(entry.role_times.five_man.roles);
  if (!parts) {
    const unranked = JSON.stringify({
      ...entry,
      role_times: { five_man: { ...entry.role_times.five_man, rank: null }, leech: { ...entry.role_times.leech, rank: null } },
    });
    const [before, between, after] = unranked.split('"rank":null');
    parts = [`${before}"rank":`, `${between}"rank":`, after!];
    partsOfEntry.set(entry.role_times.five_man.roles, parts);
  }
  return parts;
}

/** The leaderboard entries as JSON, exactly as JSON.stringify writes them. */
export function leaderboardJson(entries: readonly LeaderboardEntry[]): string {
  const listed = entries.map((entry) => {
    const [before, between, after] = partsOf(entry);
    return `${before}${entry.role_times.five_man.rank}${between}${entry.role_times.leech.rank}${after}`;
  });
  return `[${listed.join(',')}]`;
}
