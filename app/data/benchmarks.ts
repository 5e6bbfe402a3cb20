import type { Benchmarks } from '../../domain/dataWorker';
import { queryKeys } from './keys';
import type { QueryState } from './query/queryState';
import { useWorkerQuery } from './query/useWorkerQuery';

/** Wave records, sums of best and world-record rounds from the device's copy. */
export function useBenchmarks(): QueryState<Benchmarks> {
  return useWorkerQuery(queryKeys.benchmarks(), (worker) => worker.benchmarks());
}
