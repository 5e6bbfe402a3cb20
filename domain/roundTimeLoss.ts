/** Round Details' "Where the time goes": a round's waves against the reference a player picks. */
import { perFormat, type Format } from './constants';
import { compareRoundsByTime } from './rank';
import type { RoundData } from './roundList/data';
import { teamRounds } from './scopeRounds';
import type { TeamIndex } from './teams/teamIndex';
import type { UnrankedRound } from './types';
import { roundReference, topTenReference, waveBottleneck, whereTheTimeGoes, type ReferenceKind, type ReferenceWave, type TimeLoss } from './waveBottleneck';
import { worldRecordRound } from './waveRecords';
import { hasAllScrollerSplits } from './waves';

export const REFERENCE_KINDS: readonly ReferenceKind[] = ['top_ten', 'world_record', 'team_best'];

/** What a format's rounds are measured against: the top ten's medians and the world record's splits. */
export type FormatReferences = Record<Exclude<ReferenceKind, 'team_best'>, readonly ReferenceWave[] | null>;

/** Each format's references, from the counted rounds the device holds: worked out once per version of them. */
export function formatReferences(rounds: readonly UnrankedRound[]): Record<Format, FormatReferences> {
  return perFormat((format) => {
    const measured = rounds.filter((round) => round.format === format && hasAllScrollerSplits(round));
    const record = worldRecordRound(rounds, format);
    return { top_ten: measured.length > 0 ? topTenReference(measured) : null, world_record: record ? roundReference(record) : null };
  });
}

export interface RoundTimeLossQuery {
  roundId: number;
  /** The reference asked for; another is used when the copy has none of it. */
  reference: ReferenceKind;
}

export interface RoundTimeLoss {
  /** The reference measured against: the one asked for when available, else the first that is. */
  reference: ReferenceKind;
  /** The references this round can be measured against. */
  available: ReferenceKind[];
  /** Null when there is nothing to measure against. */
  loss: TimeLoss | null;
}

/** The team's fastest round with all ten splits in the round's format: the team's own best to beat. */
function teamBest(data: RoundData, teams: TeamIndex, index: number): UnrankedRound | null {
  const played = teamRounds(data, teams, teams.teamOf[index]!, data.rounds[index]!.format, hasAllScrollerSplits);
  return played.reduce<UnrankedRound | null>((best, round) => (!best || compareRoundsByTime(round, best) < 0 ? round : best), null);
}

/**
 * Where a round of the device's copy lost its time; null when the copy lacks the round or its waves
 * timed no penance (a plugin too old to send death times), so there is nothing to say.
 */
export function roundTimeLoss(data: RoundData, teams: TeamIndex, references: Record<Format, FormatReferences>, query: RoundTimeLossQuery): RoundTimeLoss | null {
  const index = data.rounds.findIndex((round) => round.id === query.roundId);
  const round = data.rounds[index];
  if (!round || !round.wave_data.some((wave) => waveBottleneck(wave) !== null)) return null;
  const best = teamBest(data, teams, index);
  const waves: Record<ReferenceKind, readonly ReferenceWave[] | null> = {
    ...references[round.format],
    team_best: best ? roundReference(best) : null,
  };
  const available = REFERENCE_KINDS.filter((kind) => waves[kind] !== null);
  const reference = available.includes(query.reference) ? query.reference : (available[0] ?? query.reference);
  const chosen = waves[reference];
  return { reference, available, loss: chosen ? whereTheTimeGoes(round, chosen) : null };
}
