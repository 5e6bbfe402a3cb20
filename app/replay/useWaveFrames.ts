import { startTransition, useEffect, useState } from 'react';
import type { LoadedReplay } from '../data/replays';
import type { ReplayEntity } from '../../domain/types';

export type WaveFramesState = { status: 'loading' } | { status: 'ready'; frames: ReplayEntity[][] } | { status: 'failed' };

const LOADING: WaveFramesState = { status: 'loading' };

/** One wave's frames at a time: a long replay never has to be unpacked whole. */
export function useWaveFrames(replay: LoadedReplay, wave: number): WaveFramesState {
  const [loaded, setLoaded] = useState<{ wave: number; frames: WaveFramesState } | null>(null);
  useEffect(() => {
    let live = true;
    replay.frames(wave).then(
      // In a transition: the viewer renders its controls again in slices, not in one long task.
      (frames) => live && startTransition(() => setLoaded({ wave, frames: { status: 'ready', frames } })),
      (err: unknown) => {
        console.error(`The frames of wave ${wave} could not be loaded.`, err);
        if (live) setLoaded({ wave, frames: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [replay, wave]);
  return loaded?.wave === wave ? loaded.frames : LOADING;
}
