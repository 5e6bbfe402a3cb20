import type { ArenaCollision } from '../../domain/arena';
import type { UnrankedRound } from '../../domain/types';
import { dataWorker } from './dataWorker';
import { queryKeys } from './keys';
import type { QueryState } from './query/queryState';
import { useWorkerQuery } from './query/useWorkerQuery';

/**
 * What the replay screen has to show, as SPEC §8 tells the cases apart; 'offline' when the replay
 * is not on this device and the server cannot be reached (the screen shows OFFLINE_ROUND_MESSAGE).
 */
export type ReplayOutcome =
  | { outcome: 'missing' }
  | { outcome: 'offline' }
  | { outcome: 'empty'; round: UnrankedRound }
  | { outcome: 'opened'; round: UnrankedRound; arena: ArenaCollision | null; replay: OpenedReplay };

/** A replay as the viewer reads it: which waves it has; their frames come one wave at a time (useWaveFrames). */
export interface OpenedReplay {
  roundId: number;
  /** Waves with at least one recorded tick, lowest first. */
  waves: number[];
}

/** The data worker fetches, parses and keeps the replay; only a wave's frames ever cross to the page. */
async function loadReplay(id: number): Promise<ReplayOutcome> {
  if (!Number.isInteger(id) || id <= 0) return { outcome: 'missing' };
  const worker = dataWorker();
  try {
    const [opened, arena] = await Promise.all([worker.openReplay(id), worker.arena()]);
    if (opened.status === 'ready') return { outcome: 'opened', round: opened.round, arena, replay: { roundId: id, waves: opened.waves } };
    return opened.status === 'empty' ? { outcome: 'empty', round: opened.round } : { outcome: opened.status };
  } catch (err) {
    console.error('Round does not exist.', err);
    return { outcome: 'missing' };
  }
}

/** The round, its replay and the arena map for the replay screen, asked once: opened replays play offline. */
export function useReplayData(id: number): QueryState<ReplayOutcome> {
  return useWorkerQuery(queryKeys.replay(id), () => loadReplay(id), { once: true });
}
