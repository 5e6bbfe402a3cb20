import type { FormatStanding, LeaderboardEntry } from '../../../domain/types';

// A new version of the leaderboard re-ranks everyone, but most players' best times and sub-time
// counts are the very objects they were: their JSON is made once and kept while they live.
const objectJson = new WeakMap<object, string>();

function jsonOf(value: object): string {
  let json = objectJson.get(value);
  if (json === undefined) objectJson.set(value, (json = JSON.stringify(value)));
  return json;
}

function standingJson(standing: FormatStanding): string {
  return `{"roles":${jsonOf(standing.roles)},"average_time":${JSON.stringify(standing.average_time)},"rank":${JSON.stringify(standing.rank)},"sub_time_counts":${jsonOf(standing.sub_time_counts)}}`;
}

/** The leaderboard entries as JSON, exactly as JSON.stringify writes them. */
export function leaderboardJson(entries: readonly LeaderboardEntry[]): string {
  const listed = entries.map(
    (entry) =>
      `{"player_name":${JSON.stringify(entry.player_name)},"region":${JSON.stringify(entry.region)},"role_times":{"five_man":${standingJson(entry.role_times.five_man)},"leech":${standingJson(entry.role_times.leech)}}}`,
  );
  return `[${listed.join(',')}]`;
}
