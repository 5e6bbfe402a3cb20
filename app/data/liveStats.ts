import type { LiveAnswer, LiveQuery } from '../../domain/dataWorker';
import { useStats } from './stats';

/** The Live page's teams' best rounds, finished rounds' badges and the most recent rounds, from the device's copy; undefined while loading. */
export function useLiveStats(query: LiveQuery): LiveAnswer | undefined {
  return useStats((worker) => worker.live(query), ['live', query]);
}
