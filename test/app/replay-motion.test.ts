import { describe, expect, it } from 'vitest';
import { matchNextTick, MAX_STEP_TILES } from '../../app/screens/replay/viewer/motion';

const npc = (id: string, x: number, y: number) => ({ type: 'npc', id, x, y });
const player = (type: string, x: number, y: number) => ({ type, x, y });

describe('matching entities from one tick to the next', () => {
  it('pairs each entity with the same type and id in the next tick, wherever it is listed', () => {
    const now = [player('Healer', 10, 10), npc('Penance Runner', 20, 20), player('Defender', 5, 5)];
    const next = [player('Defender', 6, 5), player('Healer', 11, 11), npc('Penance Runner', 21, 20)];
    expect(matchNextTick(now, next)).toEqual([1, 2, 0]);
  });

  it('leaves an entity unmatched when it is gone next tick, and ignores one that appears', () => {
    const now = [npc('Penance Fighter', 30, 30), player('Collector', 12, 12)];
    const next = [player('Collector', 13, 12), npc('Penance Ranger', 31, 30)];
    expect(matchNextTick(now, next)).toEqual([-1, 0]);
  });

  it('pairs penance of one kind by nearness, not by their order in the list', () => {
    // The first fighter died; the second is listed first next tick, one tile on.
    const now = [npc('Penance Fighter', 10, 10), npc('Penance Fighter', 30, 30)];
    const next = [npc('Penance Fighter', 31, 30)];
    expect(matchNextTick(now, next)).toEqual([-1, 0]);
    const crossing = [npc('Penance Healer', 10, 10), npc('Penance Healer', 12, 10)];
    expect(matchNextTick(crossing, [npc('Penance Healer', 12, 11), npc('Penance Healer', 10, 11)])).toEqual([1, 0]);
  });

  it('lets an entity jump rather than glide when it moved farther than a walk', () => {
    const now = [npc('Penance Runner', 10, 10)];
    expect(matchNextTick(now, [npc('Penance Runner', 10 + MAX_STEP_TILES, 10)])).toEqual([0]);
    expect(matchNextTick(now, [npc('Penance Runner', 10 + MAX_STEP_TILES + 1, 10)])).toEqual([-1]);
  });

  it('keeps items without an id apart from those with one', () => {
    expect(matchNextTick([{ type: 'GroundItem', x: 1, y: 1 }], [{ type: 'GroundItem', id: 'Logs', x: 1, y: 1 }])).toEqual([-1]);
  });
});
