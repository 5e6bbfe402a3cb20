import { useEffect, useMemo, useReducer } from 'react';
import { TICK_MS } from '../../../../domain/constants';
import type { PlaybackSpeed } from '../../../../domain/replay';
import { PLAYBACK_START, playbackReducer, type PlaybackState } from './playback';

/** What the controls can do; the same object until the wave's length changes, so controls can skip re-rendering. */
export interface PlaybackActions {
  seek(tick: number): void;
  step(by: number): void;
  toggle(): void;
  /** Another wave: back to tick 0, paused (SPEC §4). */
  newWave(): void;
}

/** The tick and play state of a wave of `maxTick + 1` frames; while playing, a tick every 600 ms divided by the speed. */
export function usePlayback(maxTick: number, speed: PlaybackSpeed): PlaybackState & { actions: PlaybackActions } {
  const [state, dispatch] = useReducer(playbackReducer, PLAYBACK_START);
  useEffect(() => {
    if (!state.playing) return;
    const timer = setInterval(() => dispatch({ type: 'advance', maxTick }), TICK_MS / speed);
    return () => clearInterval(timer);
  }, [state.playing, speed, maxTick]);
  const actions = useMemo(
    () => ({
      seek: (tick: number) => dispatch({ type: 'seek', tick, maxTick }),
      step: (by: number) => dispatch({ type: 'step', by, maxTick }),
      toggle: () => dispatch({ type: 'toggle' }),
      newWave: () => dispatch({ type: 'newWave' }),
    }),
    [maxTick],
  );
  return { ...state, actions };
}
