/** The Teams list: every team's best round of a format, fastest first. */
import type { Format } from '../constants';
import { compareRoundsByTime, rankAmong } from '../rank';
import { sortPlayersByRole } from '../roles';
import type { UnrankedRound } from '../types';
import { teamIdsReader, teamKey } from './teamKey';
import type { TeamMember, TeamRow } from './types';

/** The team as `round` writes its characters, in the format's role order. */
export function membersOf(round: UnrankedRound): TeamMember[] {
  return sortPlayersByRole(round.players, round.format).map(({ character_name, role }) => ({ name: character_name, role }));
}

/**
 * A team's rounds so far. Its best round's id, time and date are copied in: tallying and sorting read them
 * from here, close together, not from rounds scattered over the heap (most of the cost on many teams).
 */
interface TeamTally {
  key: string;
  best: UnrankedRound;
  id: number;
  round_time: number;
  round_date: string | null;
  rounds: number;
  firstPlayed: string | null;
  lastPlayed: string | null;
}

function tally(team: TeamTally, round: UnrankedRound): void {
  const date = round.round_date;
  team.rounds++;
  if (compareRoundsByTime(round, team) < 0) Object.assign(team, { best: round, id: round.id, round_time: round.round_time, round_date: date });
  if (date === null) return;
  if (team.firstPlayed === null || date < team.firstPlayed) team.firstPlayed = date;
  if (team.lastPlayed === null || date > team.lastPlayed) team.lastPlayed = date;
}

/** One row per team that played `format`, in the order of their best rounds by compareRoundsByTime. */
export function teamsOf(rounds: readonly UnrankedRound[], format: Format): TeamRow[] {
  const teamIdsOf = teamIdsReader();
  const teams = new Map<string, TeamTally>();
  for (const round of rounds) {
    if (round.format !== format) continue;
    const ids = teamIdsOf(round.players);
    let team = teams.get(ids);
    if (!team) {
      const { id, round_time, round_date } = round;
      team = { key: teamKey(round.players.map((player) => player.character_name)), best: round, id, round_time, round_date, rounds: 0, firstPlayed: null, lastPlayed: null };
      teams.set(ids, team);
    }
    tally(team, round);
  }
  const sorted = [...teams.values()].sort(compareRoundsByTime);
  const bestTimes = Float64Array.from(sorted, (team) => team.round_time);
  return sorted.map((team) => ({
    rank: rankAmong(bestTimes, team.round_time),
    key: team.key,
    members: membersOf(team.best),
    best: { roundId: team.id, date: team.round_date, time: team.round_time },
    rounds: team.rounds,
    firstPlayed: team.firstPlayed,
    lastPlayed: team.lastPlayed,
  }));
}
