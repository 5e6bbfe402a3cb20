import type { RecordsToCompare } from '../../domain/dataWorker';
import { queryKeys } from './keys';
import type { QueryState } from './query/queryState';
import { useWorkerQuery } from './query/useWorkerQuery';

/** Wave records, sums of best and world-record rounds from the device's copy. */
export function useRecordsToCompare(): QueryState<RecordsToCompare> {
  return useWorkerQuery(queryKeys.recordsToCompare(), (worker) => worker.recordsToCompare());
}
