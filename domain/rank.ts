import type { Format } from './constants';

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

/** List order of rounds by time: faster first; among equal times the earlier round, then the lower id. */
export function compareRoundsByTime(a: TimedRound, b: TimedRound): number {
  if (a.round_time !== b.round_time) return a.round_time - b.round_time;
  return compareRoundDates(a.round_date, b.round_date) || a.id - b.id;
}

/** value → 1 + the number of strictly lower values, so equal values share a rank. */
export function competitionRanks(values: Iterable<number>): Map<number, number> {
  // Typed arrays sort numerically and far faster than objects through a comparator.
  return ranksOfSorted(Float64Array.from(values).sort());
}

/** competitionRanks of values already in order. */
function ranksOfSorted(sorted: Float64Array): Map<number, number> {
  const ranks = new Map<number, number>();
  sorted.forEach((value, index) => {
    if (!ranks.has(value)) ranks.set(value, index + 1);
  });
  return ranks;
}

/** Every round's time per format, in order: what a round's rank is read from. */
export type RankIndex = Readonly<Record<Format, Float64Array>>;

type FormatTime = Pick<TimedRound, 'round_time'> & { format: Format };

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
  const times: Record<Format, number[]> = { five_man: [], leech: [] };
  for (const round of rounds) times[round.format].push(round.round_time);
  // Typed arrays sort numerically and far faster than objects through a comparator.
  return { five_man: Float64Array.from(times.five_man).sort(), leech: Float64Array.from(times.leech).sort() };
}

/** A round's rank: 1 + the number of strictly faster rounds of the same format. */
export function rankIn(index: RankIndex, round: FormatTime): number {
  return 1 + countBelow(index[round.format], round.round_time);
}

/** The index without the `removed` rounds' times and with the `added` ones', leaving `index` as it was. */
export function movedRankIndex(index: RankIndex, removed: readonly FormatTime[], added: readonly FormatTime[]): RankIndex {
  const moved = { five_man: index.five_man, leech: index.leech };
  for (const format of ['five_man', 'leech'] as const) {
    const gone = removed.filter((r) => r.format === format);
    const come = added.filter((r) => r.format === format);
    if (gone.length === 0 && come.length === 0) continue;
    const times = Array.from(index[format]);
    for (const { round_time } of gone) {
      const at = countBelow(times, round_time);
      if (times[at] === round_time) times.splice(at, 1);
    }
    for (const { round_time } of come) times.splice(countBelow(times, round_time), 0, round_time);
    moved[format] = Float64Array.from(times);
  }
  return moved;
}

/** id → rank (see rankIn), for every round at once: one walk of each format's times instead of a search per round. */
export function rankRounds<T extends TimedRound & { format: Format }>(rounds: readonly T[]): Map<number, number> {
  const index = rankIndexOf(rounds);
  const ranksByTime: Record<Format, Map<number, number>> = { five_man: ranksOfSorted(index.five_man), leech: ranksOfSorted(index.leech) };
  return new Map(rounds.map((round) => [round.id, ranksByTime[round.format].get(round.round_time)!]));
}
