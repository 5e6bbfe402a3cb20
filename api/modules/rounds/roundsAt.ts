import type { Format } from '../../../domain/constants';
import { movedRankIndex, rankIndexOf, type RankIndex } from '../../../domain/rank';
import { RoundsInIdOrder } from './roundsInIdOrder';

interface ListedRound {
  id: number;
  format: Format;
  round_time: number;
}

/** Every round at one version of the list (see RoundsInIdOrder), and their times by format, which ranks are read from. */
export interface RoundsAt<R extends ListedRound> {
  rounds: RoundsInIdOrder<R>;
  ranks: RankIndex;
}

export function roundsAt<R extends ListedRound>(rounds: readonly R[]): RoundsAt<R> {
  return { rounds: RoundsInIdOrder.of(rounds), ranks: rankIndexOf(rounds) };
}

/** `from` with the `changed` rounds put in (new or edited) and the `deleted` ids taken out; `from` stays as it was. */
export function roundsMovedOn<R extends ListedRound>(from: RoundsAt<R>, changed: readonly R[], deleted: readonly number[]): RoundsAt<R> {
  const { rounds, replaced } = from.rounds.with(changed, deleted);
  return { rounds, ranks: movedRankIndex(from.ranks, replaced, changed) };
}
