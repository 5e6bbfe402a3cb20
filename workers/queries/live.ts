import type { AltsLookup } from '../../domain/account';
import type { LiveAnswer, LiveQuery } from '../../domain/dataWorker';
import { teamBestRound, teamKey } from '../../domain/livePace';
import type { RoundData } from '../../domain/roundList/data';
import { roundRow } from '../../domain/roundList/row';
import type { RoundRow } from '../../domain/roundList/types';
import { projectionsFor } from '../../domain/planQueries';
import type { TeamIndex } from '../../domain/teams/teamIndex';

/** The most recent dated rounds, newest first (undated rounds sort last by date, and are not recent). */
function recentRows(data: RoundData, alts: AltsLookup, count: number): RoundRow[] {
  const byDate = data.sorted('round_date');
  const rows: RoundRow[] = [];
  for (let k = byDate.length - 1; k >= 0 && rows.length < count; k--) {
    const index = byDate[k]!;
    if (data.rounds[index]!.round_date !== null) rows.push(roundRow(data, alts, index, null));
  }
  return rows;
}

/**
 * What the Live page reads from the device's copy: each team's best round, the rows (with WR and PB
 * badges) of the finished rounds the copy holds, and the most recent rounds.
 */
export function queryLive(data: RoundData, teams: TeamIndex, alts: AltsLookup, query: LiveQuery): Omit<LiveAnswer, 'synced'> {
  const teamBests = query.teams.map((team) => ({ key: teamKey(team.format, team.names), round: teamBestRound(data.rounds, team.format, team.names) }));
  const finished = query.finished.flatMap((id) => {
    const index = data.rounds.findIndex((round) => round.id === id);
    return index === -1 ? [] : [roundRow(data, alts, index, null)];
  });
  return { teamBests, projections: projectionsFor(data, teams, query.teams), finished, recent: recentRows(data, alts, query.recent) };
}
