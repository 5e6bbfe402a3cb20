import { formatTime } from '../../../domain/time';
import type { UnrankedRound } from '../../../domain/types';
import { sumOfBestWaves, type FormatWaveRecords } from '../../../domain/waveRecords';

/** What Round Details measures a round against: another round, the world record, or the sum of best. */
export interface Comparison {
  kind: 'round' | 'world-record' | 'sum-of-best';
  /** How the page names it: 'the 9:27.0 round', 'the world record (9:21.0)', 'the sum of best (9:10.2)'. */
  label: string;
  /** Its time and splits; for the sum of best, the wave records as one round. */
  round: UnrankedRound;
}

export const roundComparison = (round: UnrankedRound): Comparison => ({ kind: 'round', label: `the ${formatTime(round.round_time)} round`, round });

export const worldRecordComparison = (round: UnrankedRound): Comparison => ({ kind: 'world-record', label: `the world record (${formatTime(round.round_time)})`, round });

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
  return { kind: 'sum-of-best', label: `the sum of best (${formatTime(records.sumOfBest)})`, round };
}
