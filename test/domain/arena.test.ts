import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  arenaCollisionSchema,
  blocksMovement,
  blocksSight,
  isWalkable,
  layoutForWave,
  walkableTiles,
  type ArenaCollision,
  type ArenaMasks,
} from '../../domain/arena';
import { fixtureArena } from '../fixtures/arena';

// Made-up bits: the helpers must read the masks they are given, not bits of their own.
const MASKS: ArenaMasks = {
  LOS_FULL: 1 << 0,
  LOS_EAST: 1 << 1,
  LOS_WEST: 1 << 2,
  LOS_NORTH: 1 << 3,
  LOS_SOUTH: 1 << 4,
  MOVE_OBJECT: 1 << 5,
  MOVE_UNWALKABLE: 1 << 6,
  MOVE_RARE_BLOCK: 1 << 7,
  MOVE_OUTSIDE_ARENA: 1 << 8,
  MOVE_EAST: 1 << 9,
  MOVE_WEST: 1 << 10,
  MOVE_NORTH: 1 << 11,
  MOVE_SOUTH: 1 << 12,
};
const WIDTH = 64;
const HEIGHT = 48;

/** A hand-made map: everything outside the arena but the tiles given, per layout. */
function grid(open: Record<string, number>, wave10Open: Record<string, number> = open): ArenaCollision {
  const layout = (tiles: Record<string, number>) => {
    const flags = new Array<number>(WIDTH * HEIGHT).fill(MASKS.MOVE_OUTSIDE_ARENA);
    for (const [key, value] of Object.entries(tiles)) {
      const [x, y] = key.split(',').map(Number);
      flags[x! + WIDTH * y!] = value;
    }
    return flags;
  };
  return { width: WIDTH, height: HEIGHT, masks: MASKS, waves_1_to_9: layout(open), wave_10: layout(wave10Open) };
}

describe('blocksMovement and blocksSight', () => {
  it('treats each whole-tile movement flag as a block', () => {
    for (const flag of [MASKS.MOVE_OBJECT, MASKS.MOVE_UNWALKABLE, MASKS.MOVE_RARE_BLOCK, MASKS.MOVE_OUTSIDE_ARENA]) {
      expect(blocksMovement(flag, MASKS)).toBe(true);
      expect(blocksMovement(flag | MASKS.MOVE_EAST, MASKS)).toBe(true);
    }
  });

  it('lets side walls and sight flags alone not block movement', () => {
    expect(blocksMovement(0, MASKS)).toBe(false);
    expect(blocksMovement(MASKS.MOVE_EAST | MASKS.MOVE_NORTH | MASKS.LOS_WEST, MASKS)).toBe(false);
    expect(blocksMovement(MASKS.LOS_FULL, MASKS)).toBe(false);
  });

  it('blocks sight only with LOS_FULL', () => {
    expect(blocksSight(MASKS.LOS_FULL, MASKS)).toBe(true);
    expect(blocksSight(MASKS.LOS_FULL | MASKS.MOVE_OBJECT, MASKS)).toBe(true);
    expect(blocksSight(MASKS.LOS_EAST | MASKS.MOVE_OBJECT, MASKS)).toBe(false);
  });
});

describe('isWalkable', () => {
  const map = grid({ '0,0': 0, '5,7': MASKS.MOVE_WEST, '6,7': MASKS.MOVE_OBJECT, '63,47': 0 }, { '10,10': 0 });

  it('reads row-major tiles, index x + width * y', () => {
    expect(isWalkable(map, 'waves_1_to_9', 0, 0)).toBe(true);
    expect(isWalkable(map, 'waves_1_to_9', 5, 7)).toBe(true);
    expect(isWalkable(map, 'waves_1_to_9', 7, 5)).toBe(false);
    expect(isWalkable(map, 'waves_1_to_9', 6, 7)).toBe(false);
    expect(isWalkable(map, 'waves_1_to_9', 63, 47)).toBe(true);
  });

  it('keeps the two layouts apart', () => {
    expect(isWalkable(map, 'wave_10', 0, 0)).toBe(false);
    expect(isWalkable(map, 'wave_10', 10, 10)).toBe(true);
    expect(isWalkable(map, 'waves_1_to_9', 10, 10)).toBe(false);
  });

  it('is false off the map and between tiles', () => {
    for (const [x, y] of [[-1, 0], [0, -1], [64, 0], [0, 48], [0.5, 0], [Number.NaN, 0]] as const) {
      expect(isWalkable(map, 'waves_1_to_9', x, y)).toBe(false);
    }
  });
});

describe('walkableTiles', () => {
  it('lists the walkable tiles row by row from y = 0', () => {
    const map = grid({ '3,2': 0, '1,2': MASKS.LOS_SOUTH, '2,1': 0, '4,1': MASKS.MOVE_RARE_BLOCK });
    expect(walkableTiles(map, 'waves_1_to_9')).toEqual([{ x: 2, y: 1 }, { x: 1, y: 2 }, { x: 3, y: 2 }]);
  });

  it('is empty when nothing is walkable', () => {
    expect(walkableTiles(grid({}), 'wave_10')).toEqual([]);
  });
});

describe('layoutForWave', () => {
  it('uses the wave 10 layout for wave 10 only', () => {
    expect(layoutForWave(10)).toBe('wave_10');
    for (let wave = 1; wave <= 9; wave++) expect(layoutForWave(wave)).toBe('waves_1_to_9');
  });
});

describe('arenaCollisionSchema', () => {
  const valid = () => JSON.parse(JSON.stringify(grid({ '1,1': 0 }))) as Record<string, unknown>;

  it('accepts a well-formed map', () => {
    expect(arenaCollisionSchema.safeParse(valid()).success).toBe(true);
  });

  it.each([
    ['a wrong width', (m: Record<string, unknown>) => ({ ...m, width: 63 })],
    ['a wrong height', (m: Record<string, unknown>) => ({ ...m, height: 49 })],
    ['a short layout', (m: Record<string, unknown>) => ({ ...m, wave_10: (m.wave_10 as number[]).slice(1) })],
    ['a fractional flag', (m: Record<string, unknown>) => ({ ...m, waves_1_to_9: [0.5, ...(m.waves_1_to_9 as number[]).slice(1)] })],
    ['a negative flag', (m: Record<string, unknown>) => ({ ...m, waves_1_to_9: [-1, ...(m.waves_1_to_9 as number[]).slice(1)] })],
    ['a missing mask', (m: Record<string, unknown>) => ({ ...m, masks: { ...MASKS, LOS_FULL: undefined } })],
    ['a missing layout', (m: Record<string, unknown>) => ({ ...m, wave_10: undefined })],
  ])('rejects %s', (_, spoil) => {
    expect(arenaCollisionSchema.safeParse(spoil(valid())).success).toBe(false);
  });
});

describe('the fixture arena the tests draw', () => {
  it('parses and has floor, sight and movement blockers and walls on both layouts, which differ', () => {
    const map = arenaCollisionSchema.parse(fixtureArena());
    for (const layout of ['waves_1_to_9', 'wave_10'] as const) {
      const flags = map[layout];
      expect(flags.some((f) => f === 0)).toBe(true);
      expect(flags.some((f) => blocksSight(f, map.masks))).toBe(true);
      expect(flags.some((f) => blocksMovement(f, map.masks) && !blocksSight(f, map.masks))).toBe(true);
      expect(flags.some((f) => f !== 0 && !blocksMovement(f, map.masks))).toBe(true);
    }
    expect(map.wave_10).not.toEqual(map.waves_1_to_9);
  });
});

// The real map is site configuration (docs/operating.md, "Configuration"): checked where one is configured, as CI does.
const realMapFile = process.env.ARENA_MAP_FILE;

describe.runIf(realMapFile)('the configured arena map', () => {
  it('parses and has walkable tiles on both layouts', () => {
    const map = arenaCollisionSchema.parse(JSON.parse(fs.readFileSync(realMapFile!, 'utf8')));
    for (const layout of ['waves_1_to_9', 'wave_10'] as const) {
      const tiles = walkableTiles(map, layout);
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.length).toBeLessThan(WIDTH * HEIGHT);
      expect(tiles.every(({ x, y }) => isWalkable(map, layout, x, y))).toBe(true);
    }
  });
});
