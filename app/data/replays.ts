import { useEffect, useState } from 'react';
import type { ArenaCollision } from '../../domain/arena';
import { replayWaves, waveFrames } from '../../domain/replay';
import type { ReplayData, ReplayEntity, RoundDetail } from '../../domain/types';
import { api } from './api';

/** What the replay screen has to show, as SPEC §8 tells the cases apart. */
export type ReplayState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'empty'; round: RoundDetail }
  | { status: 'ready'; round: RoundDetail; arena: ArenaCollision | null; replay: LoadedReplay };

/** A replay as the viewer reads it: which waves it has, and one wave's frames at a time. */
export interface LoadedReplay {
  /** Waves with at least one recorded tick, lowest first. */
  waves: number[];
  /** The wave's frames in tick order; the viewer's tick is the index. */
  frames(wave: number): Promise<ReplayEntity[][]>;
}

function inMemory(replay: ReplayData): LoadedReplay {
  return { waves: replayWaves(replay), frames: async (wave) => waveFrames(replay, wave) };
}

async function loadArena(): Promise<ArenaCollision | null> {
  return (await api<{ data: ArenaCollision | null }>('/arena/', { quiet: true })).data.data;
}

async function loadReplay(id: number): Promise<ReplayState> {
  let round: RoundDetail;
  try {
    round = (await api<{ data: RoundDetail }>(`/rounds/${id}/`, { quiet: true })).data.data;
  } catch (err) {
    console.error('Round does not exist.', err);
    return { status: 'missing' };
  }
  const replay = round.replay_data;
  if (!replay || Object.keys(replay).length === 0) return { status: 'empty', round };
  return { status: 'ready', round, replay: inMemory(replay), arena: await loadArena().catch(() => null) };
}

/** The round, its replay and the arena map for the replay screen. */
export function useReplayData(id: number): ReplayState {
  const [loaded, setLoaded] = useState<{ id: number; state: ReplayState } | null>(null);
  useEffect(() => {
    let live = true;
    const load = Number.isInteger(id) && id > 0 ? loadReplay(id) : Promise.resolve<ReplayState>({ status: 'missing' });
    void load.then((state) => live && setLoaded({ id, state }));
    return () => {
      live = false;
    };
  }, [id]);
  return loaded?.id === id ? loaded.state : { status: 'loading' };
}
