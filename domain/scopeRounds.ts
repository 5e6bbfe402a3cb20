/** A team's or a player's rounds of a format, as the cards on their pages read them. */
import type { Format, Role } from './constants';
import type { PlayerDirectory } from './player/directory';
import { playerRoundIndices } from './player/playerPage';
import { playedIn } from './player/waveSplits';
import type { RoundData } from './roundList/data';
import type { TeamIndex } from './teams/teamIndex';
import type { UnrankedRound } from './types';

/** A team by its key (teamKey), or a player by any of their names with a role (null: every role). */
export type RoundScope = { team: string } | { player: string; role: Role | null };

/** The rounds of `format` the team or the player played that `keep` keeps, newest first for a player. */
export function scopeRounds(data: RoundData, teams: TeamIndex, directory: PlayerDirectory, scope: RoundScope, format: Format, keep: (round: UnrankedRound) => boolean): UnrankedRound[] {
  if ('team' in scope) {
    const team = teams.numberOf(scope.team);
    return team === undefined ? [] : teamRounds(data, teams, team, format, keep);
  }
  const own = new Set(directory.playerOf(scope.player).characters.map((name) => name.toLowerCase()));
  return playerRoundIndices(data, own)
    .map((index) => data.rounds[index]!)
    .filter((round) => round.format === format && keep(round) && playedIn(round, own, scope.role));
}

/** The rounds of `format` the team numbered `team` (teamIndex) played that `keep` keeps. */
export function teamRounds(data: RoundData, teams: TeamIndex, team: number, format: Format, keep: (round: UnrankedRound) => boolean): UnrankedRound[] {
  const found: UnrankedRound[] = [];
  teams.teamOf.forEach((number, index) => {
    const round = data.rounds[index]!;
    if (number === team && round.format === format && keep(round)) found.push(round);
  });
  return found;
}
