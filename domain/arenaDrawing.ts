import { blocksMovement, blocksSight, type ArenaCollision, type ArenaLayout } from './arena';
import { DEFAULT_WALL_WIDTH, MAP_COLUMNS, MAP_ROWS } from './constants';

/** How the replay viewer colours the arena (shared/data/README.md): sand floor, black sight blockers, grey movement blockers. */
export const ARENA_COLORS = {
  floor: 0xceb775,
  blocksSight: 0x000000,
  blocksMovement: 0x7f7f7f,
  /** A tile the map says nothing of: every tile when the site has no map. */
  unset: 0xffffff,
} as const;

/** The thin line of a side that stops movement but not sight. */
export const THIN_WALL_WIDTH = 1;

export type WallSide = 'top' | 'bottom' | 'left' | 'right';

/** A wall on one side of a tile, in map coordinates (y grows northwards, so north is the top side). */
export interface WallOutline {
  x: number;
  y: number;
  side: WallSide;
  color: number;
  width: number;
}

/** One colour per tile, index x + 64 * y. */
export function tileColors(collision: ArenaCollision | null, layout: ArenaLayout): number[] {
  if (!collision) return new Array<number>(MAP_COLUMNS * MAP_ROWS).fill(ARENA_COLORS.unset);
  return collision[layout].map((flags) => {
    if (blocksSight(flags, collision.masks)) return ARENA_COLORS.blocksSight;
    if (blocksMovement(flags, collision.masks)) return ARENA_COLORS.blocksMovement;
    return ARENA_COLORS.floor;
  });
}

/** Every wall the map's side flags describe: a sight-blocking side thick and black, a movement-only side thin and grey. */
export function wallOutlines(collision: ArenaCollision | null, layout: ArenaLayout): WallOutline[] {
  if (!collision) return [];
  const { masks } = collision;
  const sides: Array<{ side: WallSide; sight: number; move: number }> = [
    { side: 'top', sight: masks.LOS_NORTH, move: masks.MOVE_NORTH },
    { side: 'bottom', sight: masks.LOS_SOUTH, move: masks.MOVE_SOUTH },
    { side: 'right', sight: masks.LOS_EAST, move: masks.MOVE_EAST },
    { side: 'left', sight: masks.LOS_WEST, move: masks.MOVE_WEST },
  ];
  const walls: WallOutline[] = [];
  collision[layout].forEach((flags, index) => {
    const x = index % MAP_COLUMNS;
    const y = Math.floor(index / MAP_COLUMNS);
    for (const { side, sight, move } of sides) {
      if (flags & sight) walls.push({ x, y, side, color: ARENA_COLORS.blocksSight, width: DEFAULT_WALL_WIDTH });
      else if (flags & move) walls.push({ x, y, side, color: ARENA_COLORS.blocksMovement, width: THIN_WALL_WIDTH });
    }
  });
  return walls;
}
