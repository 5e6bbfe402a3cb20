import { describe, expect, it } from 'vitest';
import {
  describeEntity,
  ENTITY_STYLES,
  entityKind,
  nextTick,
  replayWaves,
  tickCaption,
  toMapTile,
  toReplayCoordinates,
  waveFrames,
} from '../../domain/replay';

describe('replay coordinates', () => {
  it('puts waves 1 to 9 eight tiles south and wave 10 eight tiles west of the recorded position', () => {
    expect(toMapTile({ x: 30, y: 20 }, 1)).toEqual({ x: 30, y: 12 });
    expect(toMapTile({ x: 30, y: 20 }, 9)).toEqual({ x: 30, y: 12 });
    expect(toMapTile({ x: 30, y: 20 }, 10)).toEqual({ x: 22, y: 20 });
  });

  it('turns map tiles back into recorded positions', () => {
    for (const wave of [1, 5, 10]) expect(toMapTile(toReplayCoordinates({ x: 3, y: 4 }, wave), wave)).toEqual({ x: 3, y: 4 });
  });
});

describe('replay frames', () => {
  const data = {
    '10': { '0': [{ x: 1, y: 1, type: 'Healer' }] },
    '2': { '10': [{ x: 3, y: 3, type: 'Defender' }], '2': [{ x: 2, y: 2, type: 'Defender' }], '0': [] },
    '1': {},
  };

  it('lists the waves that hold any tick, lowest first, numerically', () => {
    expect(replayWaves(data)).toEqual([2, 10]);
  });

  it('orders a wave’s frames by tick number, not as text', () => {
    expect(waveFrames(data, 2)).toEqual([[], [{ x: 2, y: 2, type: 'Defender' }], [{ x: 3, y: 3, type: 'Defender' }]]);
    expect(waveFrames(data, 7)).toEqual([]);
  });

  it('captions a tick with its time at 0.6 s a tick, one decimal', () => {
    expect(tickCaption(0)).toBe('Tick: 0 | Time: 0.0 s');
    expect(tickCaption(7)).toBe('Tick: 7 | Time: 4.2 s');
    expect(tickCaption(101)).toBe('Tick: 101 | Time: 60.6 s');
  });

  it('wraps to the first tick after the last', () => {
    expect(nextTick(0, 3)).toBe(1);
    expect(nextTick(3, 3)).toBe(0);
    expect(nextTick(0, 0)).toBe(0);
  });
});

describe('entity kinds', () => {
  it('knows players by role type, penance and items by id, and everything else as Other', () => {
    expect(entityKind({ type: 'Main Attacker' })).toBe('Main Attacker');
    expect(entityKind({ type: 'npc', id: 'Penance Runner' })).toBe('Penance Runner');
    expect(entityKind({ type: 'GroundItem', id: 'BadFood' })).toBe('BadFood');
    expect(entityKind({ type: 'npc', id: 'Penance Queen' })).toBe('Other');
    expect(entityKind({ type: 'GroundItem', id: 'Coins' })).toBe('Other');
    expect(entityKind({ type: 'Spectator' })).toBe('Other');
  });

  it('gives every kind its own colour', () => {
    const colors = Object.values(ENTITY_STYLES).map((style) => style.color);
    expect(new Set(colors).size).toBe(colors.length);
  });

  it('describes an entity for the hover note', () => {
    expect(describeEntity({ type: 'Healer' })).toBe('Healer');
    expect(describeEntity({ type: 'Healer', id: 'Heal Hannah' })).toBe('Healer (Heal Hannah)');
    expect(describeEntity({ type: 'GroundItem', id: 'GoodFood' })).toBe('Good food');
    expect(describeEntity({ type: 'npc', id: 'Penance Queen' })).toBe('npc (Penance Queen)');
  });
});
