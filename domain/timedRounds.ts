/** A round as the cards point at it, and the steps where a best fell: what every progression reads. */
import type { TimedRoundRef } from './player/types';
import type { UnrankedRound } from './types';

/** The round's id and date with a time: its own, or one of its splits. */
export function timedRefOf(round: Pick<UnrankedRound, 'id' | 'round_date' | 'round_time'>, time: number = round.round_time): TimedRoundRef {
  return { roundId: round.id, date: round.round_date, time };
}

/** Adds `point` to `steps` when it lowers the best so far: fed oldest first, the steps are where the best fell. */
export function addStep(steps: TimedRoundRef[], point: TimedRoundRef): void {
  const best = steps.at(-1);
  if (best === undefined || point.time < best.time) steps.push(point);
}
