import { formatTime } from '../../../../domain/time';
import type { UnrankedRound } from '../../../../domain/types';
import { sumOfBestWaves, type FormatWaveRecords } from '../../../../domain/waveRecords';

/** What Round Details measures a round against: another round, the world record, or the sum of best. */
export interface Comparison {
  /** 'the world record', 'the sum of best'; null for another round, which its time names. */
  name: string | null;
  /** Its time and splits; for the sum of best, the wave records as one round. */
  round: UnrankedRound;
}

export const roundComparison = (round: UnrankedRound): Comparison => ({ name: null, round });

export const worldRecordComparison = (round: UnrankedRound): Comparison => ({ name: 'the world record', round });

/** The sum of best as a round of its own (no team, no date), for a format whose every wave has a record. */
export function sumOfBestComparison(records: FormatWaveRecords): Comparison | null {
  if (records.sumOfBest === null) return null;
  const round: UnrankedRound = {
    id: 0,
    format: records.format,
    round_time: records.sumOfBest,
    round_date: null,
    scroller: true,
    has_replay: false,
    players: [],
    wave_data: sumOfBestWaves(records),
  };
  return { name: 'the sum of best', round };
}

/** How the splits' note names it: 'the 9:27.0 round', 'the world record (9:21.0)'. */
export function comparisonLabel({ name, round }: Comparison): string {
  const time = formatTime(round.round_time);
  return name ? `${name} (${time})` : `the ${time} round`;
}
