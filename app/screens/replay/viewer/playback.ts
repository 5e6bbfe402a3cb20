import { nextTick } from '../../../../domain/replay';

/** Where the viewer is in a wave (SPEC §4): the tick shown, and whether it is playing. */
export interface PlaybackState {
  tick: number;
  playing: boolean;
}

export type PlaybackAction =
  | { type: 'seek'; tick: number; maxTick: number }
  | { type: 'step'; by: number; maxTick: number }
  | { type: 'toggle' }
  | { type: 'advance'; maxTick: number }
  | { type: 'newWave' };

export const PLAYBACK_START: PlaybackState = { tick: 0, playing: false };

const clamp = (tick: number, maxTick: number) => Math.min(Math.max(0, Math.round(tick)), Math.max(0, maxTick));

export function playbackReducer(state: PlaybackState, action: PlaybackAction): PlaybackState {
  switch (action.type) {
    case 'seek':
      return { ...state, tick: clamp(action.tick, action.maxTick) };
    case 'step':
      return { ...state, tick: clamp(state.tick + action.by, action.maxTick) };
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'advance':
      return { ...state, tick: nextTick(state.tick, action.maxTick) };
    case 'newWave':
      return PLAYBACK_START;
  }
}
