import { describe, expect, it } from 'vitest';
import type { ArenaCollision } from '../../domain/arena';
import { ARENA_COLORS, tileColors, wallOutlines } from '../../domain/arenaDrawing';
import { ARENA_MASKS as MASKS } from '../fixtures/arena';

/** An open map with the given tiles' flags set, on the waves 1 to 9 layout. */
function mapWith(tiles: Record<number, number>): ArenaCollision {
  const layout = new Array<number>(64 * 48).fill(0);
  for (const [index, flags] of Object.entries(tiles)) layout[Number(index)] = flags;
  return { width: 64, height: 48, masks: MASKS, waves_1_to_9: layout, wave_10: new Array<number>(64 * 48).fill(0) };
}

describe('the arena as drawn', () => {
  it('colours floor sand, sight blockers black, movement blockers grey', () => {
    const map = mapWith({ 1: MASKS.LOS_FULL | MASKS.MOVE_OBJECT, 2: MASKS.MOVE_UNWALKABLE, 3: MASKS.MOVE_OUTSIDE_ARENA, 4: MASKS.MOVE_NORTH });
    expect(tileColors(map, 'waves_1_to_9').slice(0, 5)).toEqual([
      ARENA_COLORS.floor,
      ARENA_COLORS.blocksSight,
      ARENA_COLORS.blocksMovement,
      ARENA_COLORS.blocksMovement,
      ARENA_COLORS.floor,
    ]);
    expect(tileColors(map, 'wave_10').every((color) => color === ARENA_COLORS.floor)).toBe(true);
  });

  it('leaves every tile white and wall-less without a map', () => {
    const colors = tileColors(null, 'waves_1_to_9');
    expect(colors).toHaveLength(64 * 48);
    expect(colors.every((color) => color === ARENA_COLORS.unset)).toBe(true);
    expect(wallOutlines(null, 'wave_10')).toEqual([]);
  });

  it('draws a sight-blocking side thick and black, a movement-only side thin and grey, north on top', () => {
    const index = 5 + 64 * 2;
    const map = mapWith({ [index]: MASKS.LOS_NORTH | MASKS.MOVE_NORTH | MASKS.MOVE_WEST, 70: MASKS.LOS_EAST | MASKS.LOS_SOUTH });
    expect(wallOutlines(map, 'waves_1_to_9')).toEqual([
      { x: 6, y: 1, side: 'bottom', color: ARENA_COLORS.blocksSight, width: 3 },
      { x: 6, y: 1, side: 'right', color: ARENA_COLORS.blocksSight, width: 3 },
      { x: 5, y: 2, side: 'top', color: ARENA_COLORS.blocksSight, width: 3 },
      { x: 5, y: 2, side: 'left', color: ARENA_COLORS.blocksMovement, width: 1 },
    ]);
  });
});
