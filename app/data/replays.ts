import { startTransition, useEffect, useState } from 'react';
import type { ArenaCollision } from '../../domain/arena';
import type { ReplayEntity, UnrankedRound } from '../../domain/types';
import { dataWorker } from './stats';

/**
 * What the replay screen has to show, as SPEC §8 tells the cases apart; 'offline' when the replay
 * is not on this device and the server cannot be reached (the screen shows OFFLINE_ROUND_MESSAGE).
 */
export type ReplayState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'offline' }
  | { status: 'empty'; round: UnrankedRound }
  | { status: 'ready'; round: UnrankedRound; arena: ArenaCollision | null; replay: LoadedReplay };

/** A replay as the viewer reads it: which waves it has, and one wave's frames at a time. */
export interface LoadedReplay {
  /** Waves with at least one recorded tick, lowest first. */
  waves: number[];
  /** The wave's frames in tick order; the viewer's tick is the index. */
  frames(wave: number): Promise<ReplayEntity[][]>;
}

/** The data worker fetches, parses and keeps the replay; only a wave's frames ever cross to the page. */
async function loadReplay(id: number): Promise<ReplayState> {
  const worker = dataWorker();
  const [opened, arena] = await Promise.all([worker.openReplay(id), worker.arena()]);
  if (opened.status !== 'ready') return opened;
  return { status: 'ready', round: opened.round, arena, replay: { waves: opened.waves, frames: (wave) => worker.replayFrames(id, wave) } };
}

/** The round, its replay and the arena map for the replay screen; opened replays play offline. */
export function useReplayData(id: number): ReplayState {
  const [loaded, setLoaded] = useState<{ id: number; state: ReplayState } | null>(null);
  useEffect(() => {
    let live = true;
    const load = Number.isInteger(id) && id > 0 ? loadReplay(id) : Promise.resolve<ReplayState>({ status: 'missing' });
    void load
      .catch((err: unknown): ReplayState => {
        console.error('Round does not exist.', err);
        return { status: 'missing' };
      })
      // In a transition: the viewer that mounts with the replay renders in slices, not in one long task.
      .then((state) => live && startTransition(() => setLoaded({ id, state })));
    return () => {
      live = false;
    };
  }, [id]);
  return loaded?.id === id ? loaded.state : { status: 'loading' };
}
