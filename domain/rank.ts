import { perFormat, type Format } from './constants';
import type { Round, UnrankedRound } from './types';

interface TimedRound {
  id: number;
  round_time: number;
  round_date: string | null;
}

/**
 * Chronological order of round dates, unknown (null) last. Dates compare as strings, without parsing:
 * the API sends every timestamp in the one zero-padded UTC format of toUtcTimestamp, whose lexical
 * order is its chronological order.
 */
export function compareRoundDates(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** Oldest first: by date, unknown dates last, then the lower id. */
export function compareRoundsByDate(a: Omit<TimedRound, 'round_time'>, b: Omit<TimedRound, 'round_time'>): number {
  return compareRoundDates(a.round_date, b.round_date) || a.id - b.id;
}

/** Newest first: date descending, unknown dates last, then id descending. */
export function compareNewestFirst(a: Omit<TimedRound, 'round_time'>, b: Omit<TimedRound, 'round_time'>): number {
  if (a.round_date !== b.round_date) {
    if (a.round_date === null) return 1;
    if (b.round_date === null) return -1;
    return a.round_date < b.round_date ? 1 : -1;
  }
  return b.id - a.id;
}

/** List order of rounds by time: faster first; among equal times the earlier round, then the lower id. */
export function compareRoundsByTime(a: TimedRound, b: TimedRound): number {
  if (a.round_time !== b.round_time) return a.round_time - b.round_time;
  return compareRoundsByDate(a, b);
}

/** Every round's time per format, in order: what a round's rank is read from. */
export type RankIndex = Readonly<Record<Format, Float64Array>>;

/** What a round's rank is read from: its format and time. */
export type FormatTime = Pick<TimedRound, 'round_time'> & { format: Format };

/** The number of values below `value` in sorted `values`. */
function countBelow(values: ArrayLike<number>, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function rankIndexOf(rounds: Iterable<FormatTime>): RankIndex {
  const times = perFormat((): number[] => []);
  for (const round of rounds) times[round.format].push(round.round_time);
  // Typed arrays sort numerically and far faster than objects through a comparator.
  return perFormat((format) => Float64Array.from(times[format]).sort());
}

/** A value's competition rank among sorted `values`: 1 + the number strictly below it, so equal values share a rank. */
export function rankAmong(values: ArrayLike<number>, value: number): number {
  return 1 + countBelow(values, value);
}

/** A round's rank: 1 + the number of strictly faster rounds of the same format. */
export function rankIn(index: RankIndex, round: FormatTime): number {
  return rankAmong(index[round.format], round.round_time);
}

/** Sorted `values` without `removed` (one occurrence each) and with `added`, leaving `values` as they were. */
export function movedSorted(values: Float64Array, removed: readonly number[], added: readonly number[]): Float64Array {
  if (removed.length === 0 && added.length === 0) return values;
  // The few places found by search and the values between them copied in blocks: each version of a
  // large list moves a few values among many thousands, so this is far faster than copying them all
  // into an array to splice.
  const dropAt: number[] = [];
  for (const value of Float64Array.from(removed).sort()) {
    const at = Math.max(countBelow(values, value), (dropAt.at(-1) ?? -1) + 1);
    if (values[at] === value) dropAt.push(at);
  }
  const coming = Float64Array.from(added).sort();
  const insertAt = coming.map((value) => countBelow(values, value));
  const moved = new Float64Array(values.length - dropAt.length + coming.length);
  let length = 0;
  let from = 0;
  const copyUpTo = (end: number) => {
    moved.set(values.subarray(from, end), length);
    length += end - from;
    from = end;
  };
  for (let d = 0, c = 0; d < dropAt.length || c < coming.length; ) {
    if ((insertAt[c] ?? Infinity) <= (dropAt[d] ?? Infinity)) {
      copyUpTo(insertAt[c]!);
      moved[length++] = coming[c++]!;
    } else {
      copyUpTo(dropAt[d++]!);
      from++;
    }
  }
  copyUpTo(values.length);
  return moved;
}

/** The index without the `removed` rounds' times and with the `added` ones', leaving `index` as it was. */
export function movedRankIndex(index: RankIndex, removed: readonly FormatTime[], added: readonly FormatTime[]): RankIndex {
  const timesOf = (rounds: readonly FormatTime[], format: Format) => rounds.filter((r) => r.format === format).map((r) => r.round_time);
  return perFormat((format) => movedSorted(index[format], timesOf(removed, format), timesOf(added, format)));
}

/** Each round's rank (see rankIn), indexed like `rounds`. */
export function rankRounds(rounds: readonly FormatTime[]): Int32Array {
  const index = rankIndexOf(rounds);
  return Int32Array.from(rounds, (round) => rankIn(index, round));
}

/** A round as a store of rounds keeps it: its rank is worked out from the rounds beside it, never stored. */
export function unranked({ rank: _rank, ...round }: Round): UnrankedRound {
  return round;
}
