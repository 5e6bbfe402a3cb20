/** The team and player pages' "Where the time goes": how often each kind of penance holds their waves open. */
import type { Format } from './constants';
import type { PlayerDirectory } from './player/directory';
import type { RoundData } from './roundList/data';
import { scopeRounds, type RoundScope } from './scopeRounds';
import type { FormatReferences } from './roundTimeLoss';
import type { TeamIndex } from './teams/teamIndex';
import type { UnrankedRound } from './types';
import { PENANCE_KINDS, bottleneckTally, kindsOfRole, waveBottleneck, type BottleneckTally, type PenanceKind } from './waveBottleneck';

export interface BottleneckQuery {
  format: Format;
  /** The team, or the player with the role chosen on their page. */
  of: RoundScope;
}

export interface Bottlenecks {
  /** The scroller's rounds read that timed their penance. */
  rounds: number;
  /** The kinds shown: a role's own on a player's page in that role, else every kind. */
  kinds: readonly PenanceKind[];
  tally: BottleneckTally;
  /** The wave and kind that held the rounds up most often: the line above the table. */
  most: { wave_number: number; kind: PenanceKind; count: number; share: number; medianLost: number | null } | null;
}

/** Only the scroller's splits are exact, and a round from a plugin too old to time its penance says nothing. */
const isTimed = (round: UnrankedRound): boolean => round.scroller && round.wave_data.some((wave) => waveBottleneck(wave) !== null);

/** How often each kind held each wave open over a team's or a player's rounds, and what it cost against the top ten. */
export function bottlenecksOf(data: RoundData, teams: TeamIndex, directory: PlayerDirectory, references: Record<Format, FormatReferences>, query: BottleneckQuery): Bottlenecks {
  const rounds = scopeRounds(data, teams, directory, query.of, query.format, isTimed);
  const role = 'player' in query.of ? query.of.role : null;
  const kinds = role ? kindsOfRole(query.format, role) : PENANCE_KINDS;
  const tally = bottleneckTally(rounds, references[query.format].top_ten, kinds);
  let most: Bottlenecks['most'] = null;
  for (const wave of tally.waves) {
    for (const kind of wave.kinds) {
      if (kind.count > 0 && (!most || kind.count > most.count)) most = { wave_number: wave.wave_number, ...kind };
    }
  }
  return { rounds: rounds.length, kinds, tally, most };
}
