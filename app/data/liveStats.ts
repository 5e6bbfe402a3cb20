import type { LiveAnswer, LiveQuery } from '../../domain/dataWorker';
import { queryKeys } from './keys';
import type { QueryState } from './query/queryState';
import { useWorkerQuery } from './query/useWorkerQuery';

/** The Live page's teams' best rounds, finished rounds' badges and the most recent rounds, from the device's copy. */
export function useLiveStats(query: LiveQuery): QueryState<LiveAnswer> {
  return useWorkerQuery(queryKeys.live(query), (worker) => worker.live(query));
}
