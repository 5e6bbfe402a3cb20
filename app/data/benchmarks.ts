import type { Benchmarks } from '../../domain/dataWorker';
import { useStats } from './stats';

/** Wave records, sums of best and world-record rounds from the device's copy; undefined while loading. */
export function useBenchmarks(): Benchmarks | undefined {
  return useStats((worker) => worker.benchmarks(), ['benchmarks']);
}
