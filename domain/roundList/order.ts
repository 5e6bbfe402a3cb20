import { FORMATS } from '../constants';
import { compareRoundDates, compareRoundsByTime } from '../rank';
import type { UnrankedRound } from '../types';
import type { RoundSortKey } from './types';

/** Round indices in the ascending order of a sort key ('desc' reads the same order backwards). */
export function sortedRoundIndices(rounds: readonly UnrankedRound[], ranks: Int32Array, key: RoundSortKey): Int32Array {
  // By rank first, so 'all formats' interleaves the rank 1s of each format, then the rank 2s…
  const byRank = (a: number, b: number): number =>
    ranks[a]! - ranks[b]! || compareRoundsByTime(rounds[a]!, rounds[b]!);
  const comparators: Record<RoundSortKey, (a: number, b: number) => number> = {
    round_time: byRank,
    round_date: (a, b) => compareRoundDates(rounds[a]!.round_date, rounds[b]!.round_date) || byRank(a, b),
    format: (a, b) => FORMATS.indexOf(rounds[a]!.format) - FORMATS.indexOf(rounds[b]!.format) || byRank(a, b),
  };
  return Int32Array.from(rounds.keys()).sort(comparators[key]);
}
