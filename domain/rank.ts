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
  const sorted = Float64Array.from(values).sort();
  const ranks = new Map<number, number>();
  sorted.forEach((value, index) => {
    if (!ranks.has(value)) ranks.set(value, index + 1);
  });
  return ranks;
}

/** id → rank, where rank is 1 + the number of strictly faster rounds of the same format. */
export function rankRounds<T extends TimedRound & { format: Format }>(rounds: readonly T[]): Map<number, number> {
  const times: Record<Format, number[]> = { five_man: [], leech: [] };
  for (const round of rounds) times[round.format].push(round.round_time);
  const ranksByTime: Record<Format, Map<number, number>> = {
    five_man: competitionRanks(times.five_man),
    leech: competitionRanks(times.leech),
  };
  const ranks = new Map<number, number>();
  for (const round of rounds) ranks.set(round.id, ranksByTime[round.format].get(round.round_time) ?? 1);
  return ranks;
}
