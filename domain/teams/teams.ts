/** The Teams list: every team's best round of a format, fastest first. */
import { timedRefOf } from '../timedRounds';
import { FORMATS, perFormat, type Format } from '../constants';
import type { RoundData } from '../roundList/data';
import { sortPlayersByRole } from '../roles';
import type { UnrankedRound } from '../types';
import type { TeamIndex } from './teamIndex';
import { teamKey } from './teamKey';
import type { TeamMember, TeamRow } from './types';

/** The team as `round` writes its characters, in the format's role order. */
export function membersOf(round: UnrankedRound): TeamMember[] {
  return sortPlayersByRole(round.players, round.format).map(({ character_name, role }) => ({ name: character_name, role }));
}

/** A format's teams, best first: column k is the k-th team's. Rows are made only for the page shown (teamRows). */
export interface TeamList {
  /** Index of each team's best round: the earliest of equal times. */
  best: Int32Array;
  rank: Int32Array;
  rounds: Int32Array;
  /** Index of its earliest and latest dated rounds; -1 when none is dated. */
  first: Int32Array;
  last: Int32Array;
  count: number;
}

/** A list being read: its columns as they grow, and where each team stands in it. */
interface ListTally {
  at: Int32Array;
  best: number[];
  counts: number[];
  first: number[];
  last: number[];
}

/**
 * Every format's list in one reading of the rounds in Round Times' order by time (kept per version),
 * so each team's first round of a format is its best, and the teams come out best first with no sort.
 * `among` (1 per round) keeps only some rounds: a player's, for the teams they played in.
 */
export function teamsOf(data: RoundData, index: TeamIndex, among?: Uint8Array): Record<Format, TeamList> {
  const { formats, ranks } = data;
  const dates = dateOrder(data);
  const tallies = FORMATS.map((): ListTally => ({ at: new Int32Array(index.count).fill(-1), best: [], counts: [], first: [], last: [] }));
  // Typed columns only: the round objects, scattered over the heap, are read for the page's rows alone.
  for (const round of data.sorted('round_time')) {
    const team = index.teamOf[round]!;
    if (team < 0 || (among && !among[round])) continue;
    const { at, best, counts, first, last } = tallies[formats[round]!]!;
    let k = at[team]!;
    if (k < 0) {
      k = at[team] = best.length;
      best.push(round);
      counts.push(0);
      first.push(-1);
      last.push(-1);
    }
    counts[k]!++;
    const date = dates.position[round]!;
    if (date >= dates.dated) continue;
    if (first[k]! < 0 || date < dates.position[first[k]!]!) first[k] = round;
    if (last[k]! < 0 || date > dates.position[last[k]!]!) last[k] = round;
  }
  return perFormat((format) => {
    const { best, counts, first, last } = tallies[FORMATS.indexOf(format)]!;
    // Competition ranking: equal bests share a rank (as equal times share a round's rank), and the next counts every team faster.
    const rank = new Int32Array(best.length);
    for (let k = 0; k < best.length; k++) rank[k] = k > 0 && ranks[best[k]!] === ranks[best[k - 1]!] ? rank[k - 1]! : k + 1;
    return { best: Int32Array.from(best), rank, rounds: Int32Array.from(counts), first: Int32Array.from(first), last: Int32Array.from(last), count: best.length };
  });
}

/**
 * Each round's place in Round Times' order by date (derived once per version of the rounds, shared with
 * that list and Records), where undated rounds come last: the first `dated` places are dated.
 */
function dateOrder(data: RoundData): { position: Int32Array; dated: number } {
  const order = data.sorted('round_date');
  const position = new Int32Array(order.length);
  order.forEach((round, k) => (position[round] = k));
  let dated = order.length;
  while (dated > 0 && data.rounds[order[dated - 1]!]!.round_date === null) dated--;
  return { position, dated };
}

/** The rows of teams `start` to `end` (exclusive) of a list. */
export function teamRows(data: RoundData, list: TeamList, start: number, end: number): TeamRow[] {
  const { rounds } = data;
  const rows: TeamRow[] = [];
  for (let k = start; k < Math.min(end, list.count); k++) {
    const best = rounds[list.best[k]!]!;
    rows.push({
      rank: list.rank[k]!,
      key: teamKey(best.players.map((player) => player.character_name)),
      members: membersOf(best),
      best: timedRefOf(best),
      rounds: list.rounds[k]!,
      firstPlayed: list.first[k]! < 0 ? null : rounds[list.first[k]!]!.round_date,
      lastPlayed: list.last[k]! < 0 ? null : rounds[list.last[k]!]!.round_date,
    });
  }
  return rows;
}
