import { Map as PersistentMap } from 'immutable';
import type { Format } from '../../../domain/constants';
import { movedRankIndex, rankIndexOf, type RankIndex } from '../../../domain/rank';

interface ListedRound {
  id: number;
  format: Format;
  round_time: number;
}

/**
 * Every round by id at one version of the list, and their times by format, which ranks are read
 * from. A version shares with the one before it all that did not change: copying a Map of 100k
 * rounds for each new round took 18 ms, where this takes microseconds, and the version before stays
 * whole for the answers still being written from it.
 */
export interface RoundsAt<R extends ListedRound> {
  rounds: PersistentMap<number, R>;
  ranks: RankIndex;
}

export function roundsAt<R extends ListedRound>(rounds: readonly R[]): RoundsAt<R> {
  return { rounds: PersistentMap(rounds.map((round) => [round.id, round])), ranks: rankIndexOf(rounds) };
}

/** `from` with the `changed` rounds put in (new or edited) and the `deleted` ids taken out; `from` stays as it was. */
export function roundsMovedOn<R extends ListedRound>(from: RoundsAt<R>, changed: readonly R[], deleted: readonly number[]): RoundsAt<R> {
  const replaced: R[] = [];
  const rounds = from.rounds.withMutations((byId) => {
    for (const round of changed) {
      const before = byId.get(round.id);
      if (before) replaced.push(before);
      byId.set(round.id, round);
    }
    for (const id of deleted) {
      const before = byId.get(id);
      if (before) replaced.push(before);
      byId.delete(id);
    }
  });
  return { rounds, ranks: movedRankIndex(from.ranks, replaced, changed) };
}
