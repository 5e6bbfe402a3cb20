import { WAVE_COUNT, perFormat, type Format } from './constants';
import { compareRoundsByDate, compareRoundsByTime } from './rank';
import type { UnrankedRound, WaveEntry } from './types';
import { timedRefOf } from './timedRounds';

/** The fastest split of one wave of a format, among the rounds the scroller submitted. */
export interface WaveRecord {
  wave_number: number;
  time: number;
  /** The round that set it first (the earliest of equal times), and its date. */
  roundId: number;
  date: string | null;
  /** How many scroller rounds share that time. */
  ties: number;
  /** The fewest queen-spawn ticks on that wave, null when no round timed its QS. */
  fewestQs: number | null;
}

export interface FormatWaveRecords {
  format: Format;
  /** Waves 1 to 10 that some scroller round timed, in order. */
  waves: WaveRecord[];
  /** The sum of the ten wave records, the best possible time; null while a wave has none. */
  sumOfBest: number | null;
}

/** Each wave's fastest split so far among the rounds of one format, and the round that holds it (indexed by wave - 1). */
interface WaveTally {
  best: (WaveRecord | undefined)[];
  heldBy: (UnrankedRound | undefined)[];
}

const newWaveTally = (): WaveTally => ({ best: [], heldBy: [] });

/**
 * Only the scroller's splits are exact (SPEC's warning says why others may be off by a tick), so wave
 * records and the sum of best read scroller rounds alone.
 */
function addScrollerWaves({ best, heldBy }: WaveTally, round: UnrankedRound): void {
  if (!round.scroller) return;
  for (const wave of round.wave_data) {
    const at = wave.wave_number - 1;
    if (at < 0 || at >= WAVE_COUNT) continue;
    const record = best[at];
    const fewestQs = fewerQs(record?.fewestQs ?? null, wave.qs_time);
    if (!record || wave.wave_time < record.time) {
      best[at] = { wave_number: wave.wave_number, ...timedRefOf(round, wave.wave_time), ties: 1, fewestQs };
      heldBy[at] = round;
      continue;
    }
    record.fewestQs = fewestQs;
    if (wave.wave_time !== record.time) continue;
    record.ties++;
    if (compareRoundsByDate(round, heldBy[at]!) < 0) {
      Object.assign(record, { roundId: round.id, date: round.round_date });
      heldBy[at] = round;
    }
  }
}

function recordsOf(format: Format, { best }: WaveTally): FormatWaveRecords {
  const waves = best.filter((record): record is WaveRecord => record !== undefined);
  const complete = waves.length === WAVE_COUNT;
  // Tenths of a second summed as whole tenths: 0.1 + 0.2 in floating point is not 0.3.
  const sumOfBest = complete ? waves.reduce((sum, wave) => sum + Math.round(wave.time * 10), 0) / 10 : null;
  return { format, waves, sumOfBest };
}

/** Every format's wave records, from its scroller rounds. */
export function waveRecords(rounds: readonly UnrankedRound[]): Record<Format, FormatWaveRecords> {
  const tallies = perFormat(newWaveTally);
  for (const round of rounds) addScrollerWaves(tallies[round.format], round);
  return perFormat((format) => recordsOf(format, tallies[format]));
}

/** The wave records of some rounds of `format` alone (a team's, say), from the scroller's. */
export function formatWaveRecords(format: Format, rounds: Iterable<UnrankedRound>): FormatWaveRecords {
  const tally = newWaveTally();
  for (const round of rounds) addScrollerWaves(tally, round);
  return recordsOf(format, tally);
}

const fewerQs = (held: number | null, ticks: number | null | undefined): number | null => (ticks == null ? held : held === null ? ticks : Math.min(held, ticks));

/** Whether a wave's time equals its format's record for that wave. */
export function isWaveRecord(records: FormatWaveRecords, wave: { wave_number: number; wave_time: number }): boolean {
  return records.waves.some((record) => record.wave_number === wave.wave_number && record.time === wave.wave_time);
}

/**
 * The format's world-record round to compare with: the fastest round (the earliest of equal times),
 * when the scroller submitted it with splits; null otherwise, as compare reads scroller splits only.
 */
export function worldRecordRound(rounds: readonly UnrankedRound[], format: Format): UnrankedRound | null {
  let record: UnrankedRound | null = null;
  for (const round of rounds) {
    if (round.format !== format) continue;
    if (!record || compareRoundsByTime(round, record) < 0) record = round;
  }
  return record && record.scroller && record.wave_data.length > 0 ? record : null;
}

/** The sum of best as splits to compare a round with: each wave's record time and its fewest QS ticks. */
export function sumOfBestWaves(records: FormatWaveRecords): WaveEntry[] {
  return records.waves.map((wave) => ({ wave_number: wave.wave_number, wave_time: wave.time, qs_time: wave.fewestQs, good_premove: null, reset: false }));
}
