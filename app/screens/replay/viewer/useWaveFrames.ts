import type { OpenedReplay } from '../../../data/replays';
import { queryKeys } from '../../../data/keys';
import type { QueryState } from '../../../data/query/queryState';
import { useWorkerQuery } from '../../../data/query/useWorkerQuery';
import type { ReplayEntity } from '../../../../domain/types';

/** One wave's frames at a time: a long replay never has to be unpacked whole. */
export function useWaveFrames(replay: OpenedReplay, wave: number): QueryState<ReplayEntity[][]> {
  return useWorkerQuery(queryKeys.waveFrames(replay.roundId, wave), (worker) => worker.replayFrames(replay.roundId, wave), { once: true });
}
