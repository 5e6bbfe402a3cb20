import type { BottlenecksAnswer, RoundTimeLossAnswer } from '../../domain/dataWorker';
import type { BottleneckQuery } from '../../domain/bottleneckPages';
import type { PlanAnswer, PlanQuery } from '../../domain/planQueries';
import type { ActivityQuery } from '../../domain/activityPage';
import type { ActivityCalendarData } from '../../domain/activity';
import type { RoundTimeLossQuery } from '../../domain/roundTimeLoss';
import { queryKeys } from './keys';
import type { Unversioned } from './query/asking';
import { notYet, type QueryState } from './query/queryState';
import { useWorkerQuery } from './query/useWorkerQuery';

/** Where a round's time went, from the device's copy; before its first sync the answer is still on the way. */
export function useRoundTimeLoss(query: RoundTimeLossQuery): QueryState<Unversioned<RoundTimeLossAnswer>> {
  const loss = useWorkerQuery(queryKeys.roundTimeLoss(query), (worker) => worker.roundTimeLoss(query));
  return notYet(loss, (answer) => !answer.synced);
}

/** How often each kind of penance held a team's or a player's waves open, from the device's copy. */
export function useBottlenecks(query: BottleneckQuery): QueryState<Unversioned<BottlenecksAnswer>> {
  const bottlenecks = useWorkerQuery(queryKeys.bottlenecks(query), (worker) => worker.bottlenecks(query));
  return notYet(bottlenecks, (answer) => answer.rounds === 0 && !answer.synced);
}

/** A split plan for a target time, from the device's copy; before its first sync it is still on the way. */
export function usePlan(query: PlanQuery): QueryState<Unversioned<PlanAnswer & { synced: boolean }>> {
  const plan = useWorkerQuery(queryKeys.plan(query), (worker) => worker.plan(query));
  return notYet(plan, (answer) => answer.rounds === 0 && !answer.synced);
}

/** A team's or a player's rounds per day, from the device's copy; before its first sync it is still on the way. */
export function useActivity(query: ActivityQuery): QueryState<Unversioned<{ calendar: ActivityCalendarData; synced: boolean }>> {
  const activity = useWorkerQuery(queryKeys.activity(query), (worker) => worker.activity(query));
  return notYet(activity, (answer) => answer.calendar.total === 0 && !answer.synced);
}
