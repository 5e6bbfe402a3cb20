/** Every round's team as a number: what the Teams list, a team's page and a player's teams read. */
import type { RoundData } from '../roundList/data';
import { namesOfKey } from './teamKey';

export interface TeamIndex {
  /** The team number of each round (indexed like the rounds); -1 for a round without players. */
  teamOf: Int32Array;
  /** How many teams the rounds hold. */
  count: number;
  /** The number of the team a key names (see teamKey); undefined for a team that never played. */
  numberOf(key: string): number | undefined;
}

/** `order` stably sorted by each round's key (a whole number below `buckets`): a counting sort. */
function sortedBy(order: Int32Array, keys: Int32Array, buckets: number): Int32Array {
  const starts = new Int32Array(buckets + 1);
  for (let k = 0; k < order.length; k++) starts[keys[order[k]!]! + 1]!++;
  for (let b = 0; b < buckets; b++) starts[b + 1]! += starts[b]!;
  const sorted = new Int32Array(order.length);
  for (let k = 0; k < order.length; k++) sorted[starts[keys[order[k]!]!]!++] = order[k]!;
  return sorted;
}

/**
 * A round's team is its sorted name numbers, read back from the search index (which lists each
 * lower-case name's rounds: walking the names in order hands each round its names already sorted).
 * Rounds are then radix-sorted by those numbers, so equal teams lie side by side and are numbered in
 * one pass: no name is lowered again and no key is built, which on 100k rounds would cost the most.
 * Worked out once per version of the rounds.
 */
export function teamIndex(data: RoundData): TeamIndex {
  const { names, listStarts, lists, listCount } = data.search;
  const starts = new Int32Array(listCount + 1);
  for (let k = 0; k < lists.length; k++) starts[lists[k]! + 1]!++;
  let longest = 0;
  for (let r = 0; r < listCount; r++) {
    longest = Math.max(longest, starts[r + 1]!);
    starts[r + 1]! += starts[r]!;
  }
  const next = starts.slice(0, listCount);
  const members = new Int32Array(lists.length);
  for (let n = 0; n < names.length; n++) {
    for (let k = listStarts[n]!; k < listStarts[n + 1]!; k++) members[next[lists[k]!]!++] = n;
  }
  const size = (round: number) => starts[round + 1]! - starts[round]!;
  const sizes = Int32Array.from({ length: listCount }, (_, round) => size(round));
  // Least significant place first; a missing place (a smaller team) sorts before any name.
  let order: Int32Array = Int32Array.from({ length: listCount }, (_, round) => round);
  const keys = new Int32Array(listCount);
  for (let place = longest - 1; place >= 0; place--) {
    for (let round = 0; round < listCount; round++) keys[round] = place < sizes[round]! ? members[starts[round]! + place]! + 1 : 0;
    order = sortedBy(order, keys, names.length + 1);
  }
  order = sortedBy(order, sizes, longest + 1);

  const sameTeam = (a: number, b: number): boolean => {
    if (size(a) !== size(b)) return false;
    for (let k = 0; k < size(a); k++) if (members[starts[a]! + k] !== members[starts[b]! + k]) return false;
    return true;
  };
  const teamOf = new Int32Array(listCount).fill(-1);
  let count = 0;
  order.forEach((round, k) => {
    if (size(round) === 0) return;
    teamOf[round] = k > 0 && size(order[k - 1]!) > 0 && sameTeam(round, order[k - 1]!) ? teamOf[order[k - 1]!]! : count++;
  });

  let nameNumbers: Map<string, number> | null = null;
  return {
    teamOf,
    count,
    numberOf(key) {
      nameNumbers ??= new Map(names.map((name, n) => [name, n]));
      const asked = namesOfKey(key).map((name) => nameNumbers!.get(name) ?? -1);
      if (asked.includes(-1)) return undefined;
      asked.sort((a, b) => a - b);
      for (let round = 0; round < listCount; round++) {
        if (size(round) === asked.length && asked.every((n, k) => members[starts[round]! + k] === n)) return teamOf[round];
      }
      return undefined;
    },
  };
}
