import { z } from 'zod';
import { MAP_COLUMNS, MAP_ROWS } from './constants';

/**
 * The arena's collision flags as the site is configured with them (shared/data/README.md): one
 * integer per tile, row-major with index = x + width * y, y growing northwards.
 */
export const ARENA_LAYOUTS = ['waves_1_to_9', 'wave_10'] as const;
export type ArenaLayout = (typeof ARENA_LAYOUTS)[number];

// Flags stay within 31 bits so that JavaScript's bitwise operators read them unchanged.
const flag = z.number().int('must be a whole number').min(0, 'must not be negative').max(0x7fff_ffff, 'must fit in 31 bits');

export const arenaMasksSchema = z.object({
  LOS_FULL: flag,
  LOS_EAST: flag,
  LOS_WEST: flag,
  LOS_NORTH: flag,
  LOS_SOUTH: flag,
  MOVE_OBJECT: flag,
  MOVE_UNWALKABLE: flag,
  MOVE_RARE_BLOCK: flag,
  MOVE_OUTSIDE_ARENA: flag,
  MOVE_EAST: flag,
  MOVE_WEST: flag,
  MOVE_NORTH: flag,
  MOVE_SOUTH: flag,
});
export type ArenaMasks = z.infer<typeof arenaMasksSchema>;

const TILE_COUNT = MAP_COLUMNS * MAP_ROWS;
const tiles = z.array(flag).length(TILE_COUNT, `must hold ${TILE_COUNT} tiles (${MAP_COLUMNS} × ${MAP_ROWS})`);

export const arenaCollisionSchema = z.object({
  width: z.literal(MAP_COLUMNS, `must be ${MAP_COLUMNS}`),
  height: z.literal(MAP_ROWS, `must be ${MAP_ROWS}`),
  masks: arenaMasksSchema,
  waves_1_to_9: tiles,
  wave_10: tiles,
});
export type ArenaCollision = z.infer<typeof arenaCollisionSchema>;

/** Wave 10 is fought on its own layout; every other wave on the common one. */
export function layoutForWave(waveNumber: number): ArenaLayout {
  return waveNumber === 10 ? 'wave_10' : 'waves_1_to_9';
}

/** Whether a tile's flags stop movement onto it altogether (side walls aside). */
export function blocksMovement(flags: number, masks: ArenaMasks): boolean {
  return (flags & (masks.MOVE_OBJECT | masks.MOVE_UNWALKABLE | masks.MOVE_RARE_BLOCK | masks.MOVE_OUTSIDE_ARENA)) !== 0;
}

export function blocksSight(flags: number, masks: ArenaMasks): boolean {
  return (flags & masks.LOS_FULL) !== 0;
}

/** Whether an entity may stand on the tile; a tile off the map is not walkable. */
export function isWalkable(collision: ArenaCollision, layout: ArenaLayout, x: number, y: number): boolean {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= collision.width || y >= collision.height) return false;
  return !blocksMovement(collision[layout][x + collision.width * y] ?? 0, collision.masks);
}

/** Every walkable tile of a layout, row by row from y = 0. */
export function walkableTiles(collision: ArenaCollision, layout: ArenaLayout): Array<{ x: number; y: number }> {
  const out: Array<{ x: number; y: number }> = [];
  for (let y = 0; y < collision.height; y++) {
    for (let x = 0; x < collision.width; x++) {
      if (isWalkable(collision, layout, x, y)) out.push({ x, y });
    }
  }
  return out;
}
