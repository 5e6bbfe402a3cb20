import { useEffect, useState } from 'react';
import type { ArenaCollision } from '../../domain/arena';
import type { ReplayData, RoundDetail } from '../../domain/types';
import { api } from './api';

/** What the replay screen has to show, as SPEC §8 tells the cases apart. */
export type ReplayState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'empty'; round: RoundDetail }
  | { status: 'ready'; round: RoundDetail; replay: ReplayData; arena: ArenaCollision | null };

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
  return { status: 'ready', round, replay, arena: await loadArena().catch(() => null) };
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
