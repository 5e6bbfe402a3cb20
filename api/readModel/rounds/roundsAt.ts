import { movedRankIndex, rankIndexOf, type FormatTime, type RankIndex } from '../../../domain/rank';
import { RoundsInIdOrder } from './roundsInIdOrder';

/** What a round in memory is found by (its id) and ranked by (its format and time). */
export type RankableRound = FormatTime & { id: number };

/** Every round at one version of the list (see RoundsInIdOrder), and their times by format, which ranks are read from. */
export interface RoundsAt<R extends RankableRound> {
  rounds: RoundsInIdOrder<R>;
  ranks: RankIndex;
}

export function indexRounds<R extends RankableRound>(rounds: readonly R[]): RoundsAt<R> {
  return { rounds: RoundsInIdOrder.of(rounds), ranks: rankIndexOf(rounds) };
}

/** `from` with the `changed` rounds put in (new or edited) and the `deleted` ids taken out; `from` stays as it was. */
export function moveRoundsOn<R extends RankableRound>(from: RoundsAt<R>, changed: readonly R[], deleted: readonly number[]): RoundsAt<R> {
  const { rounds, replaced } = from.rounds.with(changed, deleted);
  return { rounds, ranks: movedRankIndex(from.ranks, replaced, changed) };
}
