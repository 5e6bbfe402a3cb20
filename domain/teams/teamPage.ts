/** A team's page: its rounds, bests, progression, wave splits and sittings in each format it played. */
import { FORMATS, perFormat, type Format } from '../constants';
import type { TimedRoundRef } from '../player/types';
import { compareNewestFirst, compareRoundsByTime } from '../rank';
import type { RoundData } from '../roundList/data';
import type { UnrankedRound } from '../types';
import type { TeamIndex } from './teamIndex';
import { formatWaveRecords } from '../waveRecords';
import { sittingsOf } from './sittings';
import { addStep, timedRefOf } from '../timedRounds';
import { membersOf } from './teams';
import type { TeamFormat, TeamPage } from './types';


/** The rounds that lowered the best, oldest first: the first round, then each strictly faster one. */
function stepsOf(points: readonly TimedRoundRef[]): TimedRoundRef[] {
  const steps: TimedRoundRef[] = [];
  for (const point of points) addStep(steps, point);
  return steps;
}

function teamFormatOf(rounds: readonly UnrankedRound[], format: Format, indices: number[]): TeamFormat {
  const newestFirst = indices.sort((a, b) => compareNewestFirst(rounds[a]!, rounds[b]!));
  const played = newestFirst.map((index) => rounds[index]!);
  const best = played.reduce((held, round) => (compareRoundsByTime(round, held) < 0 ? round : held));
  // Newest first puts undated rounds last, so backwards the dated ones come oldest first (by date, then id).
  const points = played.filter((round) => round.round_date !== null).reverse().map((round) => timedRefOf(round));
  const { waves, sumOfBest } = formatWaveRecords(format, played);
  return {
    format,
    rounds: newestFirst,
    count: played.length,
    members: membersOf(best),
    best: timedRefOf(best),
    progression: { points, steps: stepsOf(points) },
    waves,
    sumOfBest,
    sittings: sittingsOf(points),
  };
}

/** The page of the team of `key` (see teamKey); null when it never played. */
export function teamPage(data: RoundData, index: TeamIndex, key: string): TeamPage | null {
  const team = index.numberOf(key);
  if (team === undefined) return null;
  const indices = perFormat((): number[] => []);
  index.teamOf.forEach((of, round) => {
    if (of === team) indices[data.rounds[round]!.format].push(round);
  });
  const formats = FORMATS.filter((format) => indices[format].length > 0).map((format) => teamFormatOf(data.rounds, format, indices[format]));
  return formats.length === 0 ? null : { key, formats };
}
