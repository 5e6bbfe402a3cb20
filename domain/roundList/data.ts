import { playerSearchIndex, type PlayerSearchIndex } from '../account';
import { FORMATS, type Format } from '../constants';
import { rankRounds } from '../rank';
import { personalBests, roundHasPersonalBest, worldRecords } from '../bests';
import { buildSuspicionContext } from '../suspicious';
import type { UnrankedRound } from '../types';
import { sortedRoundIndices } from './order';
import type { RoundSortKey } from './types';
import { lazy } from '../lazy';

/**
 * Everything a round-list query needs, derived once per data version; arrays are indexed like `rounds`.
 * A query's filter pass reads typed columns and the search index, not the round objects (the admin's
 * suspicious rules aside): touching 100k objects scattered over the heap costs more than the rest.
 */
export interface RoundData {
  rounds: readonly UnrankedRound[];
  ranks: Int32Array;
  /** Index in FORMATS of each round's format. */
  formats: Uint8Array;
  pbs: ReadonlyMap<string, number>;
  /** 1 where some player of the round is on their personal best: the PBs Only filter, built on first use. */
  hasPb(): Uint8Array;
  records: Readonly<Record<Format, number | null>>;
  /** The player names of each round, for the search box. */
  search: PlayerSearchIndex;
  sorted(key: RoundSortKey): Int32Array;
  /** For the suspicious rules: lower-case name → rounds it appears in. Only the admin view needs it. */
  roundsPerName(): ReadonlyMap<string, number>;
}

export function deriveRoundData(rounds: readonly UnrankedRound[]): RoundData {
  const ranks = rankRounds(rounds);
  const pbs = personalBests(rounds);
  const orders: Record<RoundSortKey, () => Int32Array> = {
    round_time: lazy(() => sortedRoundIndices(rounds, ranks, 'round_time')),
    round_date: lazy(() => sortedRoundIndices(rounds, ranks, 'round_date')),
    format: lazy(() => sortedRoundIndices(rounds, ranks, 'format')),
  };
  return {
    rounds,
    ranks,
    pbs,
    formats: Uint8Array.from(rounds, (round) => FORMATS.indexOf(round.format)),
    hasPb: lazy(() => Uint8Array.from(rounds, (round) => (roundHasPersonalBest(pbs, round) ? 1 : 0))),
    records: worldRecords(rounds),
    search: playerSearchIndex(rounds.map((round) => round.players.map((player) => player.character_name))),
    sorted: (key) => orders[key](),
    // The counts do not depend on the moment; each query supplies its own `now`.
    roundsPerName: lazy(() => buildSuspicionContext(rounds, 0).roundsPerName),
  };
}

