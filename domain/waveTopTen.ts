/** Each wave's fastest scroller splits of a format, for the Records page: one entry per round. */
import { WAVE_COUNT, perFormat, type Format } from './constants';
import { compareRoundDates } from './rank';
import type { UnrankedRound } from './types';
import { timedRefOf } from './timedRounds';

/** How many ranks of a wave's splits the Records page lists (more where they tie with the last). */
export const WAVE_TOP_COUNT = 10;

export interface WaveTopEntry {
  /** Competition ranking: equal splits share a rank. */
  rank: number;
  time: number;
  roundId: number;
  date: string | null;
  /** Another listed split of this wave has the same time. */
  tie: boolean;
}

export interface WaveTop {
  wave_number: number;
  /** Fastest first; on a tie the earlier round, then the lower id. */
  entries: WaveTopEntry[];
}

const compareEntries = (a: WaveTopEntry, b: WaveTopEntry): number => a.time - b.time || compareRoundDates(a.date, b.date) || a.roundId - b.roundId;

/** Keeps `held` sorted and cut after the last split that still ranks within the top. */
function offer(held: WaveTopEntry[], entry: WaveTopEntry): void {
  const cutoff = held.length >= WAVE_TOP_COUNT ? held[WAVE_TOP_COUNT - 1]!.time : Infinity;
  if (entry.time > cutoff) return;
  // A round lists a wave once: a second split of it (a malformed report) keeps only the faster.
  const same = held.findIndex((other) => other.roundId === entry.roundId);
  if (same >= 0) {
    if (held[same]!.time <= entry.time) return;
    held.splice(same, 1);
  }
  let at = held.length;
  while (at > 0 && compareEntries(held[at - 1]!, entry) > 0) at--;
  held.splice(at, 0, entry);
  if (held.length > WAVE_TOP_COUNT) {
    const last = held[WAVE_TOP_COUNT - 1]!.time;
    let end = held.length;
    while (held[end - 1]!.time > last) end--;
    held.length = end;
  }
}

/** Only the scroller's splits are exact (see waveRecords), so the top splits read scroller rounds alone. */
export function waveTopTens(rounds: readonly UnrankedRound[]): Record<Format, WaveTop[]> {
  const held = perFormat((): WaveTopEntry[][] => Array.from({ length: WAVE_COUNT }, () => []));
  for (const round of rounds) {
    if (!round.scroller) continue;
    const waves = held[round.format];
    for (const wave of round.wave_data) {
      const entries = waves[wave.wave_number - 1];
      if (entries) offer(entries, { rank: 0, ...timedRefOf(round, wave.wave_time), tie: false });
    }
  }
  return perFormat((format) =>
    held[format].flatMap((entries, at): WaveTop[] => {
      if (entries.length === 0) return [];
      entries.forEach((entry, i) => {
        const before = entries[i - 1];
        entry.rank = before && before.time === entry.time ? before.rank : i + 1;
        entry.tie = before?.time === entry.time || entries[i + 1]?.time === entry.time;
      });
      return [{ wave_number: at + 1, entries }];
    }),
  );
}
