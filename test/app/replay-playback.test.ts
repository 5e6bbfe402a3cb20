import { describe, expect, it } from 'vitest';
import { fitTileSize } from '../../app/screens/replay/viewer/geometry';
import { PLAYBACK_START, playbackReducer, type PlaybackAction, type PlaybackState } from '../../app/screens/replay/viewer/playback';

const run = (actions: PlaybackAction[], from: PlaybackState = PLAYBACK_START) => actions.reduce(playbackReducer, from);

describe('replay playback state (SPEC §4)', () => {
  it('starts paused at tick 0', () => {
    expect(PLAYBACK_START).toEqual({ tick: 0, playing: false });
  });

  it('advances to the next tick while playing and wraps to the first after the last', () => {
    expect(run([{ type: 'toggle' }, { type: 'advance', maxTick: 2 }, { type: 'advance', maxTick: 2 }])).toEqual({ tick: 2, playing: true });
    expect(run([{ type: 'advance', maxTick: 2 }], { tick: 2, playing: true })).toEqual({ tick: 0, playing: true });
  });

  it('seeks and steps within 0 and the last tick', () => {
    expect(run([{ type: 'seek', tick: 7, maxTick: 9 }])).toEqual({ tick: 7, playing: false });
    expect(run([{ type: 'seek', tick: 70, maxTick: 9 }]).tick).toBe(9);
    expect(run([{ type: 'step', by: -1, maxTick: 9 }]).tick).toBe(0);
    expect(run([{ type: 'step', by: 1, maxTick: 9 }], { tick: 9, playing: false }).tick).toBe(9);
  });

  it('goes back to tick 0, paused, on another wave', () => {
    expect(run([{ type: 'newWave' }], { tick: 40, playing: true })).toEqual({ tick: 0, playing: false });
  });
});

describe('fitting the map to the width', () => {
  it('keeps 14 px tiles where they fit and shrinks to whole device pixels where they do not', () => {
    expect(fitTileSize(1120, 1)).toBe(14);
    expect(fitTileSize(358, 1)).toBe(5);
    expect(fitTileSize(358, 3)).toBeCloseTo(16 / 3, 10);
    expect(fitTileSize(100, 1)).toBe(4);
  });
});
